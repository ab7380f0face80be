// Internals of the StableHLO -> HLO converter shared by its files: the
// scope of values of one computation under construction, what an op
// converter sees (OpContext), and the table of converters, filled by one
// Register* function per op family:
//   stablehlo_to_hlo_elementwise.cc    element-wise, compare, convert, constants
//   stablehlo_to_hlo_data_movement.cc  shapes, slices, gather/scatter, tuples
//   stablehlo_to_hlo_control.cc        call, while, if, case, reduce, sort, map...
//   stablehlo_to_hlo_numeric.cc        dot, convolution, fft, linalg, rng
//   stablehlo_to_hlo_collectives.cc    collectives, tokens, host transfers,
//                                      custom_call
//   stablehlo_to_hlo_quantization.cc   uniform_quantize / uniform_dequantize
//   chlo_lowering.cc                   chlo.* expanded into HLO
#ifndef AXLE_STABLEHLO_STABLEHLO_TO_HLO_INTERNAL_H_
#define AXLE_STABLEHLO_STABLEHLO_TO_HLO_INTERNAL_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "axle/builder/xla_builder.h"
#include "axle/stablehlo/mlir_ir.h"
#include "axle/stablehlo/sdy_sharding.h"
#include "axle/stablehlo/stablehlo_attributes.h"

namespace xla::stablehlo::internal {

class ModuleConverter;

// The HLO shape of a tensor, token or tuple type. A `?` dimension needs a
// bound (#stablehlo.bounds); unbounded ones are an error. A per-tensor
// quantized tensor has its storage type's shape.
absl::StatusOr<Shape> ShapeOfType(const MlirType& type);

// The XlaOps of the values visible in one computation being built.
class ValueScope {
 public:
  explicit ValueScope(XlaBuilder* builder) : builder_(builder) {}
  XlaBuilder* builder() const { return builder_; }
  void Bind(const MlirValue* value, XlaOp op) { values_[value] = op; }
  // The op of `value`. A stablehlo.constant defined outside this
  // computation (a reducer using a constant from above) is rebuilt here;
  // any other outside value is an error.
  absl::StatusOr<XlaOp> Lookup(const MlirValue* value);

 private:
  XlaBuilder* builder_;
  absl::flat_hash_map<const MlirValue*, XlaOp> values_;
};

// What an op converter sees: the op, its operands as XlaOps of the
// computation being built, and helpers that read attributes and regions.
// Attribute errors come back without the op's name; the converter driver
// adds "'op' at LOCATION: ".
class OpContext {
 public:
  OpContext(const MlirOperation& op, ValueScope* scope, ModuleConverter* converter,
            std::vector<XlaOp> operands)
      : op_(op), scope_(scope), converter_(converter), operands_(std::move(operands)) {}

  const MlirOperation& op() const { return op_; }
  XlaBuilder* builder() const { return scope_->builder(); }
  ValueScope* scope() const { return scope_; }
  ModuleConverter* converter() const { return converter_; }

  absl::Span<const XlaOp> operands() const { return operands_; }
  XlaOp operand(int64_t i) const { return operands_[i]; }
  int64_t num_operands() const { return static_cast<int64_t>(operands_.size()); }
  int64_t num_results() const { return static_cast<int64_t>(op_.results.size()); }
  // An error unless the op has `count` operands (at least `count` when
  // variadic).
  absl::Status ExpectOperands(int64_t count, bool variadic = false) const;
  absl::Status ExpectResults(int64_t count) const;
  absl::StatusOr<Shape> OperandShape(int64_t i) const;
  absl::StatusOr<Shape> ResultShape(int64_t i) const;
  absl::StatusOr<PrimitiveType> ResultElementType(int64_t i) const;

  const MlirAttribute* Attr(absl::string_view name) const;
  absl::StatusOr<int64_t> Int(absl::string_view name) const;
  absl::StatusOr<int64_t> IntOr(absl::string_view name, int64_t fallback) const;
  absl::StatusOr<bool> BoolOr(absl::string_view name, bool fallback) const;
  absl::StatusOr<double> Float(absl::string_view name) const;
  absl::StatusOr<std::vector<int64_t>> Ints(absl::string_view name) const;
  absl::StatusOr<std::vector<int64_t>> IntsOr(absl::string_view name,
                                              std::vector<int64_t> fallback) const;
  absl::StatusOr<std::string> Enum(absl::string_view name) const;
  absl::StatusOr<std::string> StringOr(absl::string_view name, std::string fallback) const;
  // The integers of operand `index`, which must be a stablehlo.constant
  // (the dynamic_* ops' shape operands: static programs give constants).
  absl::StatusOr<std::vector<int64_t>> ConstantOperandInts(int64_t index) const;

  // Region `index` as a computation whose parameters are its block's
  // arguments and whose root is what it returns (a tuple when it returns
  // other than one value).
  absl::StatusOr<XlaComputation> Region(int64_t index, absl::string_view name) const;

 private:
  const MlirOperation& op_;
  ValueScope* scope_;
  ModuleConverter* converter_;
  std::vector<XlaOp> operands_;
};

// One op's converter: the XlaOps of its results, in order.
using OpResults = std::vector<XlaOp>;
using OpConverter = std::function<absl::StatusOr<OpResults>(OpContext&)>;
using OpConverterTable = absl::flat_hash_map<std::string, OpConverter>;

void RegisterElementwiseOps(OpConverterTable& table);
void RegisterDataMovementOps(OpConverterTable& table);
void RegisterControlOps(OpConverterTable& table);
void RegisterNumericOps(OpConverterTable& table);
void RegisterCollectiveOps(OpConverterTable& table);
void RegisterChloOps(OpConverterTable& table);
void RegisterQuantizationOps(OpConverterTable& table);

// A per-tensor uniform quantized tensor type (stablehlo_to_hlo_quantization.cc).
struct QuantizedType {
  std::vector<int64_t> dims;
  PrimitiveType storage_type = PRIMITIVE_TYPE_INVALID;
  PrimitiveType expressed_type = PRIMITIVE_TYPE_INVALID;
  int64_t storage_min = 0;
  int64_t storage_max = 0;
  double scale = 1;
  int64_t zero_point = 0;
};
// Whether `type` is a tensor of !quant.uniform elements (kept by spelling).
bool IsQuantizedType(const MlirType& type);
absl::StatusOr<QuantizedType> ReadQuantizedType(const MlirType& type);

// The elements of a tuple-shaped op, one get-tuple-element each.
OpResults SplitTuple(XlaOp tuple, int64_t count);
// The op as the only result, or its tuple elements when the op has several
// results (ops whose HLO form returns a tuple).
OpResults ResultsOf(const OpContext& context, XlaOp op);
// An element-wise op of `opcode` over the op's 1, 2 or 3 operands (by the
// opcode's arity), its shape from ShapeInference.
absl::StatusOr<OpResults> ElementwiseByOpcode(OpContext& context, HloOpcode opcode);

// An op that is one HLO element-wise instruction (stablehlo.add, chlo.acos).
struct OpcodeEntry {
  const char* name;
  HloOpcode opcode;
};
// Registers each entry's name as ElementwiseByOpcode with its opcode.
void RegisterByOpcode(const OpcodeEntry* entries, size_t count, OpConverterTable& table);
template <size_t N>
void RegisterByOpcode(const OpcodeEntry (&entries)[N], OpConverterTable& table) {
  RegisterByOpcode(entries, N, table);
}

// XLA's convention for a sequence of values: the value itself when there
// is one, else a tuple.
XlaOp TupleIfNotOne(XlaBuilder* builder, absl::Span<const XlaOp> values);

// Values that the ops of `regions` (and regions nested in them) use but that
// are defined outside them, in first-use order, each once.
std::vector<const MlirValue*> CollectCaptures(absl::Span<const MlirRegion* const> regions);

// How a threaded region's root is formed (see ModuleConverter::ThreadedRegion).
enum class ThreadedRoot {
  kReturned,             // the returned values (one, or a tuple)
  kReturnedAndCaptures,  // a tuple of the returned values then the captures
};

class ModuleConverter {
 public:
  explicit ModuleConverter(const MlirModule& module);

  absl::StatusOr<std::unique_ptr<HloModule>> Convert();

  // Converts the ops of `block` into `scope`; the operands of its
  // terminator (func.return / stablehlo.return) go to `returned`.
  absl::Status ConvertBlock(const MlirBlock& block, ValueScope* scope,
                            std::vector<XlaOp>* returned);
  // The computation of the func.func named `name` (converted once).
  absl::StatusOr<XlaComputation> Function(absl::string_view name);
  // A region as a computation of its block arguments (see OpContext::Region).
  absl::StatusOr<XlaComputation> Region(const MlirRegion& region, XlaBuilder* parent,
                                        absl::string_view name);
  // A region as a computation of one tuple parameter holding its block's
  // arguments (of `argument_shapes`) and then `captures` (values from
  // above, of `capture_shapes`): how while bodies and conditions and
  // conditional branches see values defined outside them.
  absl::StatusOr<XlaComputation> ThreadedRegion(const MlirRegion& region, XlaBuilder* parent,
                                                absl::string_view name,
                                                absl::Span<const Shape> argument_shapes,
                                                absl::Span<const MlirValue* const> captures,
                                                absl::Span<const Shape> capture_shapes,
                                                ThreadedRoot root);

 // A module partitioned over several devices (mhlo.num_partitions > 1)
  // converts to the program one device runs, as XLA's SPMD partitioner
  // leaves it: the entry takes each argument's shard (its sdy.sharding),
  // and shard_map/pmap bodies (sdy.manual_computation) work on shards
  // directly. Other ops may not touch a sharded value (that takes SPMD
  // partitioning proper).
  bool per_device() const { return per_device_; }
  void MarkDeviceLocal(const MlirValue* value) { device_local_values_.insert(value); }
  // In a per-device program: this device's shard of `value` (the same on
  // every device) as `sharding` (a sharding_per_value element) splits it.
  absl::StatusOr<XlaOp> DeviceShard(XlaBuilder* builder, XlaOp value, const Shape& shard,
                                    const std::string& sharding) const;

 private:
  absl::StatusOr<OpResults> ConvertOp(const MlirOperation& op, ValueScope* scope);
  // Sets per_device_ and the entry's shard shapes (stablehlo_to_hlo_per_device.cc).
  absl::Status PlanPerDeviceEntry(int64_t num_partitions);
  // An error when `op` uses a sharded value it cannot compute on per device.
  absl::Status CheckPerDeviceOperands(const MlirOperation& op) const;

  const MlirModule& module_;
  bool per_device_ = false;
  std::map<std::string, SdyMesh, std::less<>> meshes_;
  std::vector<Shape> entry_shard_shapes_;
  absl::flat_hash_set<const MlirValue*> device_local_values_;
  OpConverterTable table_;
  absl::flat_hash_map<std::string, XlaComputation> functions_;
  absl::flat_hash_set<std::string> functions_in_progress_;
};

}  // namespace xla::stablehlo::internal

#endif  // AXLE_STABLEHLO_STABLEHLO_TO_HLO_INTERNAL_H_
