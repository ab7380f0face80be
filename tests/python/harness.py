"""The two-platform comparison harness.

A test module registers cases with @case; `comparison_test(globals())`
turns them into one parametrized pytest test. For each module (and variant:
x64 on or off, device count) one worker process per platform, run with
JAX_PLATFORMS=axle and JAX_PLATFORMS=cpu, runs every case and appends its
outputs (the pytree's leaves as numpy arrays, or the exception) to a file;
pytest then compares the two per case and leaf with per-dtype tolerances.
A worker that crashes or hangs costs only the case it was running: the
harness records it and starts a new worker for the remaining cases.
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import subprocess
import sys
import tempfile
import threading
from typing import Any, Callable

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
WORKER = os.path.join(HERE, "harness_worker.py")
# Development before the plugin exists: AXLE_TEST_PLATFORM=cpu runs the
# "axle" side on XLA:CPU too.
AXLE_PLATFORM = os.environ.get("AXLE_TEST_PLATFORM", "axle")
WORKER_TIMEOUT_S = float(os.environ.get("AXLE_TEST_WORKER_TIMEOUT", "300"))
MAX_WORKER_STARTS = 6

# ----------------------------------------------------------------------------
# Cases


@dataclasses.dataclass
class Case:
    name: str
    fn: Callable[[], Any]
    variants: tuple[str, ...] | None = None  # None: the module's first variant
    rtol: float | None = None
    atol: float | None = None
    tol_scale: float = 1.0  # multiplies the per-dtype defaults
    # leaf name -> axis along which a vector lies; each such vector is
    # compared up to a sign (real) or phase (complex), as LAPACK's
    # eigenvectors and singular vectors are unique only up to that.
    phase_free: dict[str, int] = dataclasses.field(default_factory=dict)
    xfail: str | None = None  # reason Axle is expected to differ or fail
    strict_xfail: bool = False


def _registry(module_globals: dict) -> dict[str, Case]:
    return module_globals.setdefault("_AXLE_CASES", {})


def case(fn=None, *, name=None, **options):
    """Registers a zero-argument function whose return value (any pytree of
    arrays, numbers or strings) is compared across platforms."""

    def register(f):
        cases = _registry(f.__globals__)
        case_name = name or f.__name__
        if case_name in cases:
            raise ValueError(f"duplicate case {case_name}")
        cases[case_name] = Case(case_name, f, **options)
        return f

    return register(fn) if fn is not None else register


def add_case(module_globals: dict, name: str, fn: Callable[[], Any], **options) -> None:
    """Registers a case built in a loop (tables of ops and dtypes)."""
    cases = _registry(module_globals)
    if name in cases:
        raise ValueError(f"duplicate case {name}")
    cases[name] = Case(name, fn, **options)


# ----------------------------------------------------------------------------
# Running the workers

_results: dict[tuple, dict[str, dict]] = {}
_results_lock = threading.Lock()


def _read_frames(path: str) -> dict[str, dict]:
    results = {}
    if not os.path.exists(path):
        return results
    with open(path, "rb") as f:
        while True:
            try:
                frame = pickle.load(f)
            except EOFError:
                break
            except Exception:  # a frame cut short by a crash
                break
            results[frame["case"]] = frame
    return results


def no_core_dumps() -> None:
    """preexec_fn of every child: a crashing case leaves no core file."""
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _worker_env(platform: str) -> dict[str, str]:
    env = dict(os.environ)
    env["JAX_PLATFORMS"] = platform
    env.pop("XLA_FLAGS", None)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
    return env


def run_worker(module_file: str, variant: str, platform: str, cases: list[str]) -> dict[str, dict]:
    """Runs `cases` of `module_file` on `platform`, restarting after a
    crash or hang; returns case -> frame ({"ok", "leaves"|"error", ...})."""
    results: dict[str, dict] = {}
    remaining = list(cases)
    starts = 0
    while remaining and starts < MAX_WORKER_STARTS:
        starts += 1
        fd, out = tempfile.mkstemp(prefix="axle-case-", suffix=".pkl")
        os.close(fd)
        cmd = [sys.executable, WORKER, module_file, variant, out, *remaining]
        try:
            proc = subprocess.run(
                cmd, env=_worker_env(platform), capture_output=True, text=True,
                timeout=WORKER_TIMEOUT_S, preexec_fn=no_core_dumps,
            )
            how = None if proc.returncode == 0 else f"worker exited with {proc.returncode}"
            stderr = proc.stderr
        except subprocess.TimeoutExpired as e:
            how = f"worker timed out after {WORKER_TIMEOUT_S:.0f} s"
            stderr = e.stderr.decode() if isinstance(e.stderr, bytes) else (e.stderr or "")
        frames = _read_frames(out)
        os.unlink(out)
        results.update(frames)
        remaining = [c for c in remaining if c not in results]
        if remaining and how is not None:
            # The first case without a result is the one that died.
            culprit = remaining.pop(0)
            results[culprit] = {
                "case": culprit, "ok": False, "crashed": True,
                "error": f"{how} while running this case; stderr tail:\n{stderr[-3000:]}",
            }
        elif remaining:
            break
    for c in remaining:
        results[c] = {"case": c, "ok": False, "crashed": True,
                      "error": "not run: the worker crashed too often"}
    return results


def results_for(module_file: str, variant: str, cases: list[str]) -> dict[str, dict[str, dict]]:
    """{platform: {case: frame}} for both platforms, computed once per
    module and variant; the two workers run at the same time."""
    key = (module_file, variant)
    with _results_lock:
        if key in _results:
            return _results[key]
        out: dict[str, dict] = {}

        def run(label, platform):
            out[label] = run_worker(module_file, variant, platform, cases)

        threads = [threading.Thread(target=run, args=("axle", AXLE_PLATFORM)),
                   threading.Thread(target=run, args=("cpu", "cpu"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        _results[key] = out
        return out


# ----------------------------------------------------------------------------
# Comparison

# (rtol, atol relative to the reference's largest magnitude) per real type.
_TOLERANCES = {
    "float64": (1e-10, 1e-12),
    "float32": (2e-5, 2e-6),
    "float16": (4e-3, 2e-3),
    "bfloat16": (3e-2, 1.5e-2),
}
_LOOSE = (1.3e-1, 1.3e-1)  # 8-bit and 4-bit floats


def _real_dtype_name(dtype: np.dtype) -> str:
    if dtype == np.complex64:
        return "float32"
    if dtype == np.complex128:
        return "float64"
    return dtype.name


def _align_phases(got: np.ndarray, ref: np.ndarray, axis: int) -> np.ndarray:
    """Rotates each vector of `got` (along `axis`) by the unit factor that
    best aligns it with the same vector of `ref`."""
    inner = np.sum(np.conj(ref) * got, axis=axis, keepdims=True)
    magnitude = np.abs(inner)
    phase = np.where(magnitude > 0, inner / np.where(magnitude > 0, magnitude, 1), 1)
    if not np.iscomplexobj(got):
        phase = np.real(phase)
    return got * np.conj(phase)


def compare_leaf(name: str, got: np.ndarray, ref: np.ndarray, c: Case) -> str | None:
    """None when equal within tolerance, else what differs."""
    got, ref = np.asarray(got), np.asarray(ref)
    if got.dtype != ref.dtype:
        return f"{name}: dtype {got.dtype} vs XLA:CPU's {ref.dtype}"
    if got.shape != ref.shape:
        return f"{name}: shape {got.shape} vs XLA:CPU's {ref.shape}"
    kind = got.dtype.kind
    if kind == "V" and got.dtype.name.startswith(("float", "bfloat")):
        kind = "f"  # ml_dtypes' bfloat16, float8_*, float4_*
    if kind in "biuUSOV" or got.size == 0:
        if kind == "V":  # raw bytes of an exotic type
            equal = got.tobytes() == ref.tobytes()
        else:
            equal = np.array_equal(got, ref)
        if equal:
            return None
        bad = np.argwhere(got != ref) if kind != "V" else []
        first = tuple(int(i) for i in bad[0]) if len(bad) else None
        where = f" first at {first}: {got[first]!r} vs {ref[first]!r}" if len(bad) else ""
        return f"{name}: {len(bad)} of {got.size} elements differ (exact type){where}"
    real_name = _real_dtype_name(got.dtype)
    rtol, atol = _TOLERANCES.get(real_name, _LOOSE)
    rtol = c.rtol if c.rtol is not None else rtol * c.tol_scale
    atol = c.atol if c.atol is not None else atol * c.tol_scale
    wide = np.complex128 if got.dtype.kind == "c" else np.float64
    g, r = got.astype(wide), ref.astype(wide)
    if name in c.phase_free:
        g = _align_phases(g, r, c.phase_free[name])
    g_nan, r_nan = np.isnan(g), np.isnan(r)
    if not np.array_equal(g_nan, r_nan):
        return f"{name}: NaN at different positions ({int(g_nan.sum())} vs XLA:CPU's {int(r_nan.sum())})"
    g_inf, r_inf = np.isinf(g), np.isinf(r)
    if not np.array_equal(g_inf, r_inf) or not np.array_equal(g[g_inf], r[r_inf]):
        return f"{name}: infinities differ"
    finite = np.isfinite(r)
    scale = float(np.max(np.abs(r[finite]))) if finite.any() else 1.0
    scale = max(scale, 1e-30)
    error = np.abs(np.where(finite, g, 0) - np.where(finite, r, 0))
    limit = atol * scale + rtol * np.abs(r)
    bad = error > np.where(finite, limit, 0)
    if not bad.any():
        return None
    i = tuple(int(j) for j in np.argwhere(bad)[0])
    return (f"{name} ({got.dtype}{list(got.shape)}): {int(bad.sum())} of {got.size} elements "
            f"beyond rtol={rtol:g}, atol={atol:g}*{scale:.3g}; max error {float(error.max()):.3g}; "
            f"first at {i}: {got[i]!r} vs XLA:CPU's {ref[i]!r}")


def compare_frames(axle: dict, cpu: dict, c: Case) -> list[str]:
    """The differences between Axle's and XLA:CPU's outputs of one case."""
    if not cpu["ok"]:
        return [f"XLA:CPU itself failed (test bug): {cpu['error']}"]
    if not axle["ok"]:
        return [f"Axle failed: {axle['error']}"]
    got = dict(axle["leaves"])
    ref = dict(cpu["leaves"])
    problems = []
    if list(got) != list(ref):
        return [f"outputs differ in structure: {list(got)} vs XLA:CPU's {list(ref)}"]
    for name in ref:
        problem = compare_leaf(name, got[name], ref[name], c)
        if problem:
            problems.append(problem)
    return problems


# ----------------------------------------------------------------------------
# The pytest side


def comparison_test(module_globals: dict, variants: dict[str, dict] | None = None):
    """A parametrized test comparing every registered case of the module.
    `variants`: name -> {"x64": bool, "devices": int}; default one variant
    with x64 off and one device."""
    import pytest

    variants = variants or {"x32": {}}
    module_globals["AXLE_VARIANTS"] = variants
    module_file = module_globals["__file__"]
    cases = _registry(module_globals)
    first = next(iter(variants))

    def runs_in(c, variant):
        return variant in c.variants if c.variants is not None else variant == first

    params = []
    for variant in variants:
        for c in cases.values():
            if not runs_in(c, variant):
                continue
            marks = [pytest.mark.xfail(reason=c.xfail, strict=c.strict_xfail)] if c.xfail else []
            params.append(pytest.param(variant, c.name, marks=marks, id=f"{variant}-{c.name}"))

    def names_for(variant):
        return [c.name for c in cases.values() if runs_in(c, variant)]

    @pytest.mark.parametrize("variant,case_name", params)
    def test_case(variant, case_name):
        results = results_for(module_file, variant, names_for(variant))
        c = cases[case_name]
        problems = compare_frames(results["axle"][case_name], results["cpu"][case_name], c)
        if problems:
            pytest.fail(f"{case_name} [{variant}] differs from XLA:CPU:\n  " + "\n  ".join(problems),
                        pytrace=False)

    return test_case
