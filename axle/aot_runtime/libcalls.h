// Library functions that LLVM's lowering calls for some targets and that the
// target's GNU runtime (libgcc) may lack; libaxle_aot_runtime.a built for
// that target defines them (libcalls.cc), and the AOT compiler counts a
// reference to one as a need for the runtime.
#ifndef AXLE_AOT_RUNTIME_LIBCALLS_H_
#define AXLE_AOT_RUNTIME_LIBCALLS_H_

// RISC-V without Zfh converts f16 through these; GCC 12's libgcc (Debian 12)
// has them only from GCC 13. The half travels in the low 16 bits of a float
// register (LLVM's and GCC 13's calling convention), so they are declared
// with float parameters and results.
#define AXLE_AOT_RISCV_LIBCALLS(V) \
  V(__extendhfsf2)                 \
  V(__truncsfhf2)

#endif  // AXLE_AOT_RUNTIME_LIBCALLS_H_
