"""Why cases are marked xfail: one place for the lead to flip. The marks
are not strict, so a case that starts to pass shows as XPASS; then drop
its mark."""

# jnp.linalg lowers to lapack_*_ffi custom calls whose operand_layouts and
# result_layouts are column-major ({0,1}); XLA:CPU transposes around the
# call, Axle (at 2af208ce..c4e52941) passes row-major buffers, so factors
# come back transposed (lu_factor([[1,2],[3,4]]) gives [[3,1/3],[4,2/3]]).
LAPACK = ("lapack_*_ffi custom calls: their column-major operand/result layouts are not "
          "honoured (results come back transposed)")

# XLA:CPU runs with denormals flushed to zero (inputs and results); helper
# D's work makes Axle's plugin do the same.
DENORMALS = "Axle keeps denormal floats where XLA:CPU flushes them to zero"

# XLA:CPU multiplies complex numbers plainly ((ac - bd) + (ad + bc)i, no
# C99 Annex G recovery of infinities); helper D's work.
PLAIN_COMPLEX = "Axle's complex multiply recovers infinities (C99 Annex G) where XLA:CPU's is plain"

# User FFI handlers registered with jax.ffi.register_ffi_target reach the
# plugin through AxleFfiRegisterHandler (python/axle_jax/_ffi.py); flip once
# the plugin exporting it is committed.
FFI_REGISTRATION = ("the plugin takes FFI registrations only once it exports "
                    "AxleFfiRegisterHandler")
