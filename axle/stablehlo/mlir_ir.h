// A small, generic in-memory form of an MLIR module, as much of MLIR as
// StableHLO programs use: operations with operands, results, attributes and
// regions of blocks. Both readers produce it (mlir_text_parser.h from `.mlir`
// text, mlir_bytecode_reader.h from `.mlirbc` portable artifacts, the latter
// upgraded from VHLO), always in StableHLO's *generic* form:
//   op names `stablehlo.*`, `chlo.*`, `func.func`, `func.return`, `func.call`,
//   `builtin.module`; every op property as a named attribute spelled as
//   StableHLO's generic printer spells it (`dot_dimension_numbers =
//   #stablehlo.dot<...>`, `comparison_direction = #stablehlo<comparison_direction GT>`).
// stablehlo_to_hlo.h turns that form into an HloModule; nothing else in Axle
// needs to know MLIR.
#ifndef AXLE_STABLEHLO_MLIR_IR_H_
#define AXLE_STABLEHLO_MLIR_IR_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "axle/literal/literal.h"
#include "axle/shape/primitive_type.h"

namespace xla::stablehlo {

// Where something was read: "LINE:COLUMN" for text, "byte OFFSET (section
// NAME)" for bytecode. Errors quote it.
struct SourceLocation {
  std::string where;
};

struct MlirType {
  enum class Kind {
    kTensor,    // tensor<2x?x3xf32>, tensor<f32>; also ranked element types
    kScalar,    // a bare builtin element type: f32, i64, index, complex<f32>
    kToken,     // !stablehlo.token
    kTuple,     // tuple<...>
    kFunction,  // (inputs) -> results
    kNone,      // none
    kOther,     // any other type, kept by its spelling (never lowered)
  };
  Kind kind = Kind::kNone;
  // kTensor and kScalar. MLIR's signless integers are signed here (i32 ->
  // S32), i1 is PRED, ui32 -> U32, index -> S64.
  PrimitiveType element_type = PRIMITIVE_TYPE_INVALID;
  std::vector<int64_t> dims;  // kTensor; kDynamicDim for `?`
  // kTensor: the bound of each dimension from `#stablehlo.bounds<...>`
  // encodings, kDynamicDim where unbounded; empty when there is no encoding.
  std::vector<int64_t> bounds;
  std::vector<MlirType> elements;  // kTuple: elements; kFunction: inputs
  std::vector<MlirType> results;   // kFunction
  std::string spelling;            // kOther

  static constexpr int64_t kDynamicDim = INT64_MIN;
};

struct MlirAttribute;

struct NamedAttribute {
  std::string name;
  std::shared_ptr<const MlirAttribute> value;
};

struct MlirAttribute {
  enum class Kind {
    kUnit,           // `unit` (or a name with no value)
    kBool,           // true / false: int_value 0 or 1
    kInteger,        // 5 : i64 (type in `type`; untyped literals get i64)
    kFloat,          // 1.0 : f32 (float_value; exact value for f64 and narrower)
    kString,         // "text" (string_value, unescaped bytes)
    kType,           // a type used as an attribute (`type`)
    kSymbolRef,      // @name (string_value, without the @)
    kArray,          // [a, b, ...] (elements)
    kDenseArray,     // array<i64: 1, 2> / array<i1: true> (ints; type = element type)
    kDenseElements,  // dense<...> : tensor<...> and dense_resource<...> (literal; type)
    kDictionary,     // {a = ..., b = ...} (fields)
    // `#dialect<mnemonic VALUE>` enums, for example
    // #stablehlo<comparison_direction GT>: dialect_name "stablehlo.comparison_direction",
    // string_value "GT".
    kEnum,
    // `#dialect.mnemonic<field = value, ...>` structured attributes, for
    // example #stablehlo.dot<lhs_contracting_dimensions = [1], ...>:
    // dialect_name "stablehlo.dot", fields by their generic names with
    // integer lists as kArray of kInteger (or kDenseArray).
    kStruct,
    kOpaque,  // any other attribute, by its spelling (string_value); never lowered
  };
  Kind kind = Kind::kUnit;
  int64_t int_value = 0;
  double float_value = 0;
  std::string string_value;
  std::string dialect_name;
  MlirType type;
  std::vector<int64_t> ints;
  std::vector<std::shared_ptr<const MlirAttribute>> elements;
  std::vector<NamedAttribute> fields;
  std::shared_ptr<const Literal> literal;  // kDenseElements, in `type`'s shape

  // kDictionary / kStruct: the field named `name`, or null.
  const MlirAttribute* FindField(std::string_view name) const;
};

struct MlirOperation;
struct MlirBlock;

// An SSA value: an operation's result or a block's argument.
struct MlirValue {
  MlirType type;
  MlirOperation* defining_op = nullptr;  // null for a block argument
  MlirBlock* owner_block = nullptr;      // set for a block argument
  int index = 0;                         // result or argument number
  std::string name;                      // as written (%arg0, %0#1), for errors
};

struct MlirRegion {
  std::vector<std::unique_ptr<MlirBlock>> blocks;
};

struct MlirOperation {
  std::string name;  // "stablehlo.add", "func.func", ...
  std::vector<MlirValue*> operands;
  std::vector<std::unique_ptr<MlirValue>> results;
  std::vector<NamedAttribute> attributes;  // sorted by name, defaults left out
  std::vector<std::unique_ptr<MlirRegion>> regions;
  std::vector<MlirBlock*> successors;  // rarely used by StableHLO
  SourceLocation location;

  const MlirAttribute* FindAttribute(std::string_view attribute_name) const;
};

struct MlirBlock {
  std::vector<std::unique_ptr<MlirValue>> arguments;
  std::vector<std::unique_ptr<MlirOperation>> operations;
};

// A whole module: the top `builtin.module` operation (its attributes, such as
// mhlo.num_replicas, and one region with one block of func.func ops). A text
// file whose top level is a bare list of functions gets an implicit module.
struct MlirModule {
  std::unique_ptr<MlirOperation> module_op;
  // For the portable artifact: the producer string (e.g. "StableHLO_v1.13.0")
  // and the VHLO version it was written at; empty for text.
  std::string producer;
  std::string vhlo_version;

  // The func.func named `name` in the top block, or null.
  const MlirOperation* FindFunction(std::string_view name) const;
};

// Whether two types are the same type (every field, nested types too): the
// text parser checks written operand types with it, the VHLO upgrade finds
// identity casts with it.
bool SameType(const MlirType& a, const MlirType& b);

// Printing the generic form back, for `axle opt --stage=stablehlo`, tests and
// errors (attributes in their generic spelling).
std::string ToString(const MlirType& type);
std::string ToString(const MlirAttribute& attribute);
std::string ToString(const MlirModule& module);

}  // namespace xla::stablehlo

#endif  // AXLE_STABLEHLO_MLIR_IR_H_
