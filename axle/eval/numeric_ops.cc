// The numeric op group: contractions, reductions and windows, transforms,
// linear algebra, batch norm and random numbers. Each op lives in its own
// numeric_ops_*.cc; shared helpers are in numeric_ops_util.h.
#include "axle/eval/numeric_ops_util.h"
#include "axle/eval/op_registry.h"

namespace xla {
namespace numeric {
void RegisterStochasticConvertOp(OpRegistry& registry);  // numeric_ops_stochastic_convert.cc
void RegisterScaledDotOp(OpRegistry& registry);  // numeric_ops_scaled_dot.cc (and rng state)
}  // namespace numeric

void RegisterNumericOps(OpRegistry& registry) {
  numeric::RegisterDotOp(registry);
  numeric::RegisterConvolutionOp(registry);
  numeric::RegisterReduceOp(registry);
  numeric::RegisterReduceWindowOp(registry);
  numeric::RegisterSelectAndScatterOp(registry);
  numeric::RegisterFftOp(registry);
  numeric::RegisterCholeskyOp(registry);
  numeric::RegisterTriangularSolveOp(registry);
  numeric::RegisterBatchNormOps(registry);
  numeric::RegisterRngOp(registry);
  numeric::RegisterRngBitGeneratorOp(registry);
  numeric::RegisterRaggedDotOp(registry);
  numeric::RegisterStochasticConvertOp(registry);
  numeric::RegisterScaledDotOp(registry);
}

}  // namespace xla
