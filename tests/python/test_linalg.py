"""jnp.linalg and jax.scipy.linalg (LAPACK custom calls on XLA:CPU, Axle's
lapack_*_ffi targets). Factors that LAPACK defines only up to a sign or
phase per vector (eigenvectors, singular vectors, QR's columns) are
compared up to that (harness phase_free) or normalised first."""

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
import numpy as np

from harness import add_case, comparison_test

TYPES = {"float32": ("x32",), "complex64": ("x32",), "float64": ("x64",), "complex128": ("x64",)}
G = globals()


def matrix(n, seed, dtype, m=None):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((n, m or n))
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.standard_normal((n, m or n))
    return jnp.asarray(a.astype(dtype))


def spd(n, seed, dtype):
    a = matrix(n, seed, dtype)
    return a @ jnp.conj(a).T + n * jnp.eye(n, dtype=dtype)


def factorizations(dtype):
    a, s = matrix(5, 1, dtype), spd(5, 2, dtype)
    b = matrix(5, 3, dtype, 2)
    lu, piv = jsl.lu_factor(a)
    q, r = jnp.linalg.qr(matrix(6, 4, dtype, 4))
    # QR is unique once R's diagonal is made real positive.
    d = jnp.diagonal(r)
    unit = d / jnp.abs(d)
    return {"cholesky": jnp.linalg.cholesky(s), "lu": lu, "pivots": piv,
            "p_l_u": jsl.lu(a), "q": q * unit, "r": jnp.conj(unit)[:, None] * r,
            "solve": jnp.linalg.solve(a, b), "inv": jnp.linalg.inv(a),
            "det": jnp.linalg.det(a), "slogdet": jnp.linalg.slogdet(a),
            "cho_solve": jsl.cho_solve(jsl.cho_factor(s, lower=True), b),
            "triangular": jsl.solve_triangular(jnp.triu(a) + 5 * jnp.eye(5, dtype=dtype), b)}


def spectral(dtype):
    a, h = matrix(6, 5, dtype, 4), spd(5, 6, dtype)
    u, s, vh = jnp.linalg.svd(a, full_matrices=False)
    w, v = jnp.linalg.eigh(h)
    return {"u": u, "s": s, "vh": vh, "singular_values": jnp.linalg.svd(a, compute_uv=False),
            "eigh_w": w, "eigh_v": v, "eigvalsh": jnp.linalg.eigvalsh(h),
            "pinv": jnp.linalg.pinv(a), "lstsq": jnp.linalg.lstsq(a, matrix(6, 7, dtype, 2))[0],
            "norm2": jnp.linalg.norm(a, 2), "cond": jnp.linalg.cond(h),
            "rank": jnp.linalg.matrix_rank(a)}


def eig(dtype):
    """General eigenproblems: eigenvalues sorted (the order is not part of
    the contract) and whether each eigenpair satisfies A v = w v."""
    a = matrix(5, 8, dtype)
    w, v = jax.jit(jnp.linalg.eig)(a)
    residual = jnp.linalg.norm(a.astype(v.dtype) @ v - v * w[None, :], axis=0)
    w = np.asarray(w)
    order = np.lexsort((np.round(w.imag, 4), np.round(w.real, 4)))
    return {"eigenvalues": w[order], "pairs_hold": np.asarray(residual) < 1e-3,
            "eigvals": np.sort_complex(np.asarray(jnp.linalg.eigvals(a)))}


def schur_and_funm(dtype):
    h = spd(4, 9, dtype) / 10
    return {"expm": jsl.expm(h), "sqrtm_of_square": jsl.sqrtm(h @ h) if np.dtype(dtype).kind == "c"
            else jsl.expm(h) @ jsl.expm(h)}


for name, variants in TYPES.items():
    dtype = np.dtype(name)
    add_case(G, f"factorizations_{name}", lambda dtype=dtype: jax.jit(
        lambda: factorizations(dtype))(), variants=variants, tol_scale=20)
    add_case(G, f"spectral_{name}", lambda dtype=dtype: jax.jit(lambda: spectral(dtype))(),
             variants=variants, tol_scale=50,
             phase_free={"u": -2, "vh": -1, "eigh_v": -2})
    add_case(G, f"eig_{name}", lambda dtype=dtype: eig(dtype), variants=variants, tol_scale=50)
    add_case(G, f"matrix_functions_{name}", lambda dtype=dtype: jax.jit(
        lambda: schur_and_funm(dtype))(), variants=variants, tol_scale=50)


def batched_and_grad():
    a = jnp.stack([spd(4, s, np.float32) for s in range(3)])
    loss = lambda a: jnp.sum(jnp.linalg.cholesky(a)) + jnp.sum(jnp.linalg.eigh(a)[0] ** 2)
    return {"batched_cholesky": jax.jit(jax.vmap(jnp.linalg.cholesky))(a),
            "batched_solve": jax.jit(jnp.linalg.solve)(a, a[:, :, :1]),
            "grad": jax.jit(jax.grad(loss))(a)}


add_case(G, "batched_and_grad", batched_and_grad, variants=("x32",), tol_scale=50)

test_case = comparison_test(G, {"x32": {"x64": False}, "x64": {"x64": True}})
