"""Why cases are marked xfail: one place for the lead to flip. The marks
are not strict, so a case that starts to pass shows as XPASS; then drop
its mark."""

# Helper A's typed-FFI LAPACK targets (what jnp.linalg lowers to on CPU).
LAPACK = "the plugin has no lapack_*_ffi custom-call targets yet"

# User FFI handlers registered with jax.ffi.register_ffi_target.
# axle_jax passes them to the plugin once it exports AxleFfiRegisterHandler
# (python/axle_jax/_ffi.py says the contract).
FFI_REGISTRATION = ("the plugin does not take FFI target registrations yet "
                    "(it exports no AxleFfiRegisterHandler)")

# XLA:CPU runs with denormals flushed to zero (inputs and results); helper
# D's work makes Axle's plugin do the same.
DENORMALS = "Axle keeps denormal floats where XLA:CPU flushes them to zero"

# XLA:CPU multiplies complex numbers plainly ((ac - bd) + (ad + bc)i, no
# C99 Annex G recovery of infinities); helper D's work.
PLAIN_COMPLEX = "Axle's complex multiply recovers infinities (C99 Annex G) where XLA:CPU's is plain"
