// The per-device program of a module partitioned over several devices
// (ModuleConverter::per_device): the entry's arguments become the shards
// their sdy.sharding gives each device, and only sdy.manual_computation
// (shard_map, pmap) may use a sharded value.
#include <map>
#include <string>

#include "absl/strings/str_cat.h"
#include "axle/base/status_macros.h"
#include "axle/shape/shape_util.h"
#include "axle/stablehlo/sdy_sharding.h"
#include "axle/stablehlo/stablehlo_to_hlo_internal.h"

namespace xla::stablehlo::internal {
namespace {

const MlirAttribute* ArgumentAttribute(const MlirAttribute* arg_attrs, size_t index,
                                       std::string_view name) {
  if (arg_attrs == nullptr || arg_attrs->kind != MlirAttribute::Kind::kArray ||
      index >= arg_attrs->elements.size() || arg_attrs->elements[index] == nullptr) {
    return nullptr;
  }
  return arg_attrs->elements[index]->FindField(name);
}

}  // namespace

absl::Status ModuleConverter::PlanPerDeviceEntry(int64_t num_partitions) {
  const MlirOperation* main = module_.FindFunction("main");
  if (main == nullptr || main->regions.empty() || main->regions[0] == nullptr ||
      main->regions[0]->blocks.size() != 1) {
    return absl::OkStatus();  // Function("main") reports it
  }
  std::map<std::string, SdyMesh, std::less<>>& meshes = meshes_;
  const MlirOperation& module_op = *module_.module_op;
  if (!module_op.regions.empty() && module_op.regions[0] != nullptr &&
      !module_op.regions[0]->blocks.empty()) {
    for (const auto& op : module_op.regions[0]->blocks[0]->operations) {
      if (op->name != "sdy.mesh") continue;
      const MlirAttribute* name = op->FindAttribute("sym_name");
      const MlirAttribute* mesh = op->FindAttribute("mesh");
      if (name == nullptr || mesh == nullptr) return InvalidArgument("sdy.mesh without a mesh");
      ASSIGN_OR_RETURN(SdyMesh parsed, ParseSdyMesh(mesh->string_value));
      meshes[name->string_value] = std::move(parsed);
    }
  }
  SdyMeshLookup lookup = [&](std::string_view name) -> const SdyMesh* {
    auto it = meshes.find(name);
    return it == meshes.end() ? nullptr : &it->second;
  };
  const MlirBlock& block = *main->regions[0]->blocks[0];
  const MlirAttribute* arg_attrs = main->FindAttribute("arg_attrs");
  entry_shard_shapes_.clear();
  for (size_t i = 0; i < block.arguments.size(); ++i) {
    ASSIGN_OR_RETURN(Shape shape, ShapeOfType(block.arguments[i]->type));
    const MlirAttribute* sdy = ArgumentAttribute(arg_attrs, i, "sdy.sharding");
    const MlirAttribute* hlo = ArgumentAttribute(arg_attrs, i, "mhlo.sharding");
    if (sdy != nullptr && shape.IsArray()) {
      absl::StatusOr<std::vector<int64_t>> dims =
          ShardDimensions(sdy->string_value, shape.dimensions(), lookup);
      if (!dims.ok()) return AddContext(dims.status(), absl::StrCat("@main argument #", i));
      for (int64_t d = 0; d < shape.rank(); ++d) shape.set_dimensions(d, (*dims)[d]);
    } else if (hlo != nullptr && hlo->string_value != "{replicated}" &&
               hlo->string_value.find("maximal") == std::string::npos) {
      return absl::UnimplementedError(absl::StrCat(
          "@main argument #", i, " is sharded as ", hlo->string_value, " over ", num_partitions,
          " devices; Axle reads Shardy (sdy.sharding) shardings only"));
    }
    entry_shard_shapes_.push_back(std::move(shape));
  }
  per_device_ = true;
  return absl::OkStatus();
}

absl::StatusOr<XlaOp> ModuleConverter::DeviceShard(XlaBuilder* builder, XlaOp value,
                                                   const Shape& shard,
                                                   const std::string& sharding) const {
  SdyMeshLookup lookup = [&](std::string_view name) -> const SdyMesh* {
    auto it = meshes_.find(name);
    return it == meshes_.end() ? nullptr : &it->second;
  };
  ASSIGN_OR_RETURN(SdyTensorSharding parsed, ParseSdySharding(sharding, lookup));
  if (parsed.dimension_axes.size() != static_cast<size_t>(shard.rank())) {
    return InvalidArgument("sharding ", sharding, " does not match ", shard.ToString());
  }
  // Devices are numbered row-major over the mesh axes: an axis's coordinate
  // is (device / stride) % size, stride the product of the later axes' sizes.
  auto coordinate = [&](XlaOp device, const std::string& axis) {
    int64_t stride = 1;
    int64_t size = 1;
    bool after = false;
    for (const auto& [name, axis_size] : parsed.mesh.axes) {
      if (after) stride *= axis_size;
      if (name == axis) {
        size = axis_size;
        after = true;
      }
    }
    return Rem(Div(device, ConstantR0<int64_t>(builder, stride)),
               ConstantR0<int64_t>(builder, size));
  };
  XlaOp device = ConvertElementType(PartitionId(builder), S64);
  std::vector<XlaOp> offsets;
  for (int64_t d = 0; d < shard.rank(); ++d) {
    XlaOp index = ConstantR0<int64_t>(builder, 0);
    for (const auto& [axis, size] : parsed.dimension_axes[d]) {
      index = Add(Mul(index, ConstantR0<int64_t>(builder, size)), coordinate(device, axis));
    }
    offsets.push_back(Mul(index, ConstantR0<int64_t>(builder, shard.dimensions(d))));
  }
  return DynamicSlice(value, offsets, shard.dimensions());
}

absl::Status ModuleConverter::CheckPerDeviceOperands(const MlirOperation& op) const {
  if (op.name == "sdy.manual_computation") return absl::OkStatus();
  for (size_t i = 0; i < op.operands.size(); ++i) {
    if (!device_local_values_.contains(op.operands[i])) continue;
    std::string where = absl::StrCat("'", op.name, "'");
    if (!op.location.where.empty()) absl::StrAppend(&where, " at ", op.location.where);
    return absl::UnimplementedError(absl::StrCat(
        where, ": operand #", i,
        " is sharded over the devices, and only shard_map/pmap bodies (sdy.manual_computation) "
        "can compute on shards here; an automatically sharded jit needs SPMD partitioning, "
        "which Axle does not do yet"));
  }
  return absl::OkStatus();
}

}  // namespace xla::stablehlo::internal
