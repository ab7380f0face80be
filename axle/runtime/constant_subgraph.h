// Moved to the builder layer (XlaBuilder::BuildConstantSubGraph and
// IsConstant use it); kept so existing includes still work.
#ifndef AXLE_RUNTIME_CONSTANT_SUBGRAPH_H_
#define AXLE_RUNTIME_CONSTANT_SUBGRAPH_H_

#include "axle/builder/constant_subgraph.h"

#endif  // AXLE_RUNTIME_CONSTANT_SUBGRAPH_H_
