#include "axle/builder/lib/constants.h"

namespace xla {

XlaOp Zero(XlaBuilder* builder, PrimitiveType type) {
  return ConstantR0WithType(builder, type, 0);
}

XlaOp One(XlaBuilder* builder, PrimitiveType type) {
  return ConstantR0WithType(builder, type, 1);
}

XlaOp MinValue(XlaBuilder* builder, PrimitiveType type) {
  if (!primitive_util::IsArrayType(type)) return ConstantR0WithType(builder, type, 0);
  return ConstantLiteral(builder, LiteralUtil::MinValue(type));
}

XlaOp MaxValue(XlaBuilder* builder, PrimitiveType type) {
  if (!primitive_util::IsArrayType(type)) return ConstantR0WithType(builder, type, 0);
  return ConstantLiteral(builder, LiteralUtil::MaxValue(type));
}

}  // namespace xla
