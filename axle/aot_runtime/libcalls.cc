// Library functions that LLVM's lowering calls and the target's libgcc may
// lack (AXLE_RUNTIME_LIBCALLS in runtime_abi.h; the JIT binds the same
// names to the same definitions): an object compiled ahead of time that
// references one links it from here.
#include "axle/backends/cpu/runtime/runtime_abi.h"

// Referenced by LLVM's bfloat lowering (runtime_abi.h: __axle_truncsfbf2).
extern "C" float __truncsfbf2(float value) { return __axle_truncsfbf2(value); }
