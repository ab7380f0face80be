#include "axle/backends/cpu/codegen/narrow_float_ir.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "absl/strings/str_cat.h"
#include "axle/base/logging.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

namespace xla::cpu {
namespace {

const FloatFormat& FormatOf(PrimitiveType type) {
  const FloatFormat* format = primitive_util::NarrowFloatFormat(type);
  AXLE_CHECK(format != nullptr) << PrimitiveType_Name(type) << " is not a narrow float";
  return *format;
}

}  // namespace

// Mirrors EncodeNarrowFloat step by step (see its comments); the special
// encodings come from EncodeNarrowFloat itself.
llvm::Value* EmitEncodeNarrowFloat(llvm::Value* value, PrimitiveType type, llvm::IRBuilder<>& b) {
  const FloatFormat& format = FormatOf(type);
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  auto bits_of = [&](float x) { return b.getInt32(EncodeNarrowFloat(format, x)); };
  const int m = format.mantissa_bits;
  const int min_exponent = format.has_subnormals() ? 1 - format.bias : -format.bias;

  llvm::Value* bits = b.CreateBitCast(value, b.getInt32Ty());
  llvm::Value* abs = b.CreateAnd(bits, 0x7fffffff);
  llvm::Value* negative = b.CreateICmpSLT(bits, b.getInt32(0));
  llvm::Value* sign = b.CreateSelect(negative, b.getInt32(format.sign_mask()), b.getInt32(0));

  // Normal in both formats: rebias, round the f32 bits to nearest even.
  llvm::Value* normal =
      b.CreateICmpUGE(abs, b.getInt32(static_cast<uint32_t>(std::max(1, min_exponent + 127)) << 23));
  llvm::Value* rebiased = b.CreateSub(abs, b.getInt32(static_cast<uint32_t>(127 - format.bias) << 23));
  const int dropped = 23 - m;
  llvm::Value* parity =
      m == 0 ? b.getInt32(1) : b.CreateAnd(b.CreateLShr(rebiased, dropped), 1);  // ties up
  llvm::Value* rounded_normal = b.CreateLShr(
      b.CreateAdd(rebiased, b.CreateAdd(parity, b.getInt32((1u << (dropped - 1)) - 1))), dropped);
  llvm::Value* rounded_small;
  if (format.has_subnormals()) {
    llvm::Value* magnitude = b.CreateBitCast(abs, b.getFloatTy());
    llvm::Value* scaled = b.CreateFMul(
        magnitude, llvm::ConstantFP::get(b.getFloatTy(), std::ldexp(1.0, m - min_exponent)));
    llvm::Value* even = b.CreateUnaryIntrinsic(llvm::Intrinsic::roundeven, scaled);
    rounded_small = b.CreateFPToUI(even, b.getInt32Ty());
  } else {
    rounded_small = b.CreateZExt(b.CreateICmpUGT(abs, b.getInt32(0x00400000)), b.getInt32Ty());
  }
  llvm::Value* rounded = b.CreateSelect(normal, rounded_normal, rounded_small);

  llvm::Value* overflow = b.CreateSelect(negative, bits_of(-inf), bits_of(inf));
  llvm::Value* result = b.CreateOr(sign, rounded);
  if (!format.has_negative_zero()) {
    result = b.CreateSelect(b.CreateICmpEQ(rounded, b.getInt32(0)), b.getInt32(0), result);
  }
  result = b.CreateSelect(b.CreateICmpUGT(rounded, b.getInt32(format.max_finite_bits())),
                          overflow, result);
  result = b.CreateSelect(b.CreateICmpEQ(abs, b.getInt32(0x7f800000)), overflow, result);
  if (!format.has_sign) result = b.CreateSelect(negative, bits_of(nan), result);
  if (!format.has_subnormals()) {  // no zero
    result = b.CreateSelect(b.CreateICmpEQ(abs, b.getInt32(0)), bits_of(nan), result);
  }
  llvm::Value* nan_bits = b.CreateSelect(negative, bits_of(-nan), bits_of(nan));
  result = b.CreateSelect(b.CreateICmpUGT(abs, b.getInt32(0x7f800000)), nan_bits, result);
  return b.CreateTrunc(result, b.getInt8Ty());
}

llvm::Value* EmitDecodeNarrowFloat(llvm::Value* bits, PrimitiveType type, llvm::IRBuilder<>& b) {
  const FloatFormat& format = FormatOf(type);
  llvm::Module* module = b.GetInsertBlock()->getModule();
  const std::string name = absl::StrCat("__axle_decode_", primitive_util::LowercaseName(type));
  llvm::GlobalVariable* table = module->getNamedGlobal(name);
  if (table == nullptr) {
    std::vector<float> values(256);
    for (int i = 0; i < 256; ++i) values[i] = DecodeNarrowFloat(format, static_cast<uint8_t>(i));
    llvm::Constant* init =
        llvm::ConstantDataArray::get(module->getContext(), llvm::ArrayRef<float>(values));
    table = new llvm::GlobalVariable(*module, init->getType(), /*isConstant=*/true,
                                     llvm::GlobalValue::PrivateLinkage, init, name);
  }
  llvm::Value* index = b.CreateZExt(bits, b.getInt64Ty());
  llvm::Value* address =
      b.CreateInBoundsGEP(table->getValueType(), table, {b.getInt64(0), index});
  return b.CreateLoad(b.getFloatTy(), address);
}

}  // namespace xla::cpu
