// Data movement, gather, scatter and sort on the CPU backend against the
// interpreter: random shapes (rank 0..6, zero-size dimensions), random
// layouts on every operand and result, every element type, random
// attributes and index values (clamped at both ends); results must be
// bit-identical. Each op is also run inside a loop fusion followed by a
// second data-movement op, where element generators compose.
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>

#include <gtest/gtest.h>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/backends/platform_util.h"
#include "axle/base/status_macros.h"
#include "axle/hlo/hlo_verifier.h"
#include "axle/literal/literal_comparison.h"
#include "axle/literal/random_literal.h"
#include "axle/shape/primitive_type_switch.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

constexpr PrimitiveType kDataTypes[] = {PRED, S8,  S16, S32, S64, U8,  U16, U32,
                                        U64,  F16, BF16, F32, F64, C64, C128};
constexpr PrimitiveType kIndexTypes[] = {S8, S16, S32, S64, U8, U16, U32, U64};

// One generated module: its text (entry "main") and its arguments.
struct Module {
  std::vector<std::string> computations;  // text of non-entry computations
  std::vector<std::string> parameters;    // "name = shape parameter(i)" lines
  std::vector<std::string> body;          // entry lines after the parameters
  std::vector<Literal> arguments;
};

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  int64_t Int(int64_t low, int64_t high) {
    return std::uniform_int_distribution<int64_t>(low, high)(rng_);
  }
  bool Chance(double p) { return std::bernoulli_distribution(p)(rng_); }
  template <typename T, size_t N>
  T Pick(const T (&options)[N]) {
    return options[Int(0, N - 1)];
  }
  template <typename T>
  T Pick(const std::vector<T>& options) {
    return options[Int(0, static_cast<int64_t>(options.size()) - 1)];
  }
  std::vector<int64_t> Permutation(int64_t n) {
    std::vector<int64_t> p(n);
    for (int64_t i = 0; i < n; ++i) p[i] = i;
    std::shuffle(p.begin(), p.end(), rng_);
    return p;
  }
  // Dimension sizes, occasionally 0 or 1.
  std::vector<int64_t> Dims(int64_t rank, int64_t max_size) {
    std::vector<int64_t> dims;
    for (int64_t i = 0; i < rank; ++i) dims.push_back(Chance(0.05) ? 0 : Int(1, max_size));
    return dims;
  }
  // A shape with a random layout.
  Shape MakeShape(PrimitiveType type, absl::Span<const int64_t> dims) {
    return ShapeUtil::MakeShapeWithLayout(type, dims, Permutation(dims.size()));
  }
  Shape RandomShape(PrimitiveType type, int64_t min_rank, int64_t max_rank, int64_t max_size) {
    const int64_t rank = Int(min_rank, max_rank);
    return MakeShape(type, Dims(rank, rank > 3 ? 3 : max_size));
  }

  // A parameter of `shape` holding random data (floating-point arrays with
  // some special bit patterns: signalling and quiet NaNs with payloads, -0,
  // infinities); returns its name.
  std::string DataParameter(Module& m, const Shape& shape) {
    Literal value = *MakeRandomLiteral(shape, rng_);
    PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      constexpr size_t kBytes = sizeof(T);
      if constexpr (std::is_floating_point_v<T> || kBytes == 2) {
        if (!primitive_util::IsFloatingPointType(shape.element_type())) return;
        for (T& element : value.data<T>()) {
          if (!Chance(0.2)) continue;
          // Sign, all-ones exponent or zero, and a short mantissa pattern.
          uint64_t bits = Chance(0.5) ? uint64_t{1} << (kBytes * 8 - 1) : 0;
          const int mantissa_bits = kBytes == 2 ? (shape.element_type() == F16 ? 10 : 7)
                                                : (kBytes == 4 ? 23 : 52);
          const uint64_t exponent = ((uint64_t{1} << (kBytes * 8 - 1 - mantissa_bits)) - 1)
                                    << mantissa_bits;
          if (Chance(0.8)) bits |= exponent;
          bits |= static_cast<uint64_t>(Int(0, 3)) << Int(0, mantissa_bits - 2);
          std::memcpy(static_cast<void*>(&element), &bits, kBytes);  // little-endian
        }
      }
    });
    return AddParameter(m, shape, std::move(value));
  }
  // A parameter of integer type `shape` with start-index values around
  // [-spread, spread] (unsigned: [0, spread]), sometimes huge.
  std::string IndexParameter(Module& m, const Shape& shape, int64_t spread) {
    Literal value = *Literal::Create(shape);
    PrimitiveTypeSwitch(shape.element_type(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        for (T& element : value.data<T>()) {
          if (Chance(0.05)) {
            element = Chance(0.5) ? std::numeric_limits<T>::max() : std::numeric_limits<T>::min();
          } else {
            const int64_t low = std::is_signed_v<T> ? -spread : 0;
            element = static_cast<T>(std::clamp<int64_t>(
                Int(low, spread), std::numeric_limits<T>::min(),
                static_cast<int64_t>(std::min<uint64_t>(std::numeric_limits<T>::max(),
                                                        std::numeric_limits<int64_t>::max()))));
          }
        }
      }
    });
    return AddParameter(m, shape, std::move(value));
  }

 private:
  std::string AddParameter(Module& m, const Shape& shape, Literal value) {
    const int64_t number = static_cast<int64_t>(m.parameters.size());
    std::string name = absl::StrCat("p", number);
    m.parameters.push_back(absl::StrCat("  ", name, " = ", shape.ToString(true), " parameter(",
                                        number, ")"));
    m.arguments.push_back(std::move(value));
    return name;
  }

  std::mt19937_64 rng_;
};

std::string Dims(absl::Span<const int64_t> dims) { return absl::StrJoin(dims, ","); }

// An op under test: adds its instruction(s) to `m` and returns the root
// line's instruction text (without "ROOT r = ") and its result shape.
struct Op {
  std::string text;
  Shape shape;
  bool elemental = true;  // can sit inside a loop fusion
  // Moves values without arithmetic, so even NaN payloads must survive
  // (arithmetic on NaNs may pick any payload).
  bool exact_bytes = true;
};
using OpMaker = std::function<Op(Generator&, Module&)>;

Op MakeTranspose(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 6, 6);
  std::vector<int64_t> perm = g.Permutation(in.rank());
  std::vector<int64_t> dims;
  for (int64_t d : perm) dims.push_back(in.dimensions(d));
  std::string x = g.DataParameter(m, in);
  return {absl::StrCat("transpose(", x, "), dimensions={", Dims(perm), "}"),
          g.MakeShape(in.element_type(), dims)};
}

// Transposes and copies that change the layout over dimensions larger than
// a tile (32), so tiled loops end in partial tiles.
Op MakeLayoutChange(Generator& g, Module& m) {
  const int64_t rank = g.Int(2, 4);
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < rank; ++i) dims.push_back(g.Int(1, rank == 2 ? 150 : 40));
  Shape in = g.MakeShape(g.Pick(kDataTypes), dims);
  std::string x = g.DataParameter(m, in);
  if (g.Chance(0.3)) return {absl::StrCat("copy(", x, ")"), g.MakeShape(in.element_type(), dims)};
  std::vector<int64_t> perm = g.Permutation(rank), out;
  for (int64_t d : perm) out.push_back(dims[d]);
  return {absl::StrCat("transpose(", x, "), dimensions={", Dims(perm), "}"),
          g.MakeShape(in.element_type(), out)};
}

Op MakeReshape(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 6, 6);
  // The result: the elements regrouped into random factors.
  std::vector<int64_t> dims;
  int64_t elements = ShapeUtil::ElementsIn(in);
  if (elements == 0) {
    dims = {0, g.Int(1, 3)};
  } else {
    for (int64_t f = 2; f <= elements; ++f) {
      while (elements % f == 0 && g.Chance(0.7)) {
        dims.push_back(f);
        elements /= f;
      }
    }
    if (elements > 1) dims.push_back(elements);
    while (g.Chance(0.3)) dims.insert(dims.begin() + g.Int(0, dims.size()), 1);
    std::shuffle(dims.begin(), dims.end(), std::mt19937_64(g.Int(0, 1 << 20)));
  }
  std::string x = g.DataParameter(m, in);
  return {absl::StrCat("reshape(", x, ")"), g.MakeShape(in.element_type(), dims)};
}

Op MakeBroadcast(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 3, 5);
  const int64_t extra = g.Int(0, 6 - in.rank());
  std::vector<int64_t> out_dims = g.Dims(in.rank() + extra, 4);
  std::vector<int64_t> positions = g.Permutation(in.rank() + extra);
  positions.resize(in.rank());
  std::sort(positions.begin(), positions.end());
  if (g.Chance(0.5)) std::shuffle(positions.begin(), positions.end(), std::mt19937_64(7));
  for (int64_t i = 0; i < in.rank(); ++i) {
    // A size-1 operand dimension may repeat (degenerate broadcast).
    if (in.dimensions(i) != 1 || g.Chance(0.5)) out_dims[positions[i]] = in.dimensions(i);
  }
  std::string x = g.DataParameter(m, in);
  return {absl::StrCat("broadcast(", x, "), dimensions={", Dims(positions), "}"),
          g.MakeShape(in.element_type(), out_dims)};
}

Op MakeSlice(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 5, 9);
  std::vector<std::string> ranges;
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < in.rank(); ++d) {
    const int64_t start = g.Int(0, in.dimensions(d));
    const int64_t limit = g.Int(start, in.dimensions(d));
    const int64_t stride = g.Int(1, 3);
    ranges.push_back(absl::StrCat("[", start, ":", limit, ":", stride, "]"));
    dims.push_back((limit - start + stride - 1) / stride);
  }
  std::string x = g.DataParameter(m, in);
  return {absl::StrCat("slice(", x, "), slice={", absl::StrJoin(ranges, ", "), "}"),
          g.MakeShape(in.element_type(), dims)};
}

Op MakeReverse(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 6, 5);
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (g.Chance(0.5)) dims.push_back(d);
  }
  std::string x = g.DataParameter(m, in);
  return {absl::StrCat("reverse(", x, "), dimensions={", Dims(dims), "}"),
          g.MakeShape(in.element_type(), in.dimensions())};
}

Op MakePad(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 1, 4, 6);
  std::vector<std::string> config;
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < in.rank(); ++d) {
    const int64_t n = in.dimensions(d);
    const int64_t interior = g.Chance(0.5) ? g.Int(0, 2) : 0;
    const int64_t grown = n == 0 ? 0 : n + (n - 1) * interior;
    int64_t low = g.Int(-grown, 3), high = g.Int(-grown - low, 3);
    if (grown + low + high < 0) high = -grown - low;
    config.push_back(absl::StrCat(low, "_", high, "_", interior));
    dims.push_back(grown + low + high);
  }
  std::string x = g.DataParameter(m, in);
  std::string v = g.DataParameter(m, ShapeUtil::MakeShape(in.element_type(), {}));
  return {absl::StrCat("pad(", x, ", ", v, "), padding=", absl::StrJoin(config, "x")),
          g.MakeShape(in.element_type(), dims)};
}

Op MakeConcatenate(Generator& g, Module& m) {
  const PrimitiveType type = g.Pick(kDataTypes);
  const int64_t rank = g.Int(1, 4);
  std::vector<int64_t> dims = g.Dims(rank, 4);
  const int64_t dim = g.Int(0, rank - 1);
  const int64_t count = g.Int(1, 7);  // beyond 4 the generator branches
  std::vector<std::string> names;
  int64_t total = 0;
  for (int64_t k = 0; k < count; ++k) {
    dims[dim] = g.Chance(0.15) ? 0 : g.Int(1, 3);
    total += dims[dim];
    names.push_back(g.DataParameter(m, g.MakeShape(type, dims)));
  }
  dims[dim] = total;
  return {absl::StrCat("concatenate(", absl::StrJoin(names, ", "), "), dimensions={", dim, "}"),
          g.MakeShape(type, dims)};
}

Op MakeIota(Generator& g, Module&) {
  PrimitiveType type = g.Pick(kDataTypes);
  if (type == PRED) type = U8;
  const int64_t rank = g.Int(1, 4);
  Shape shape = g.MakeShape(type, g.Dims(rank, rank == 1 ? 300 : 12));
  return {absl::StrCat("iota(), iota_dimension=", g.Int(0, shape.rank() - 1)), shape};
}

Op MakeDynamicSlice(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 1, 5, 7);
  const PrimitiveType index_type = g.Pick(kIndexTypes);
  std::vector<int64_t> sizes;
  std::vector<std::string> names = {g.DataParameter(m, in)};
  for (int64_t d = 0; d < in.rank(); ++d) {
    sizes.push_back(g.Int(0, in.dimensions(d)));
    names.push_back(g.IndexParameter(m, ShapeUtil::MakeShape(index_type, {}),
                                     in.dimensions(d) + 2));
  }
  return {absl::StrCat("dynamic-slice(", absl::StrJoin(names, ", "), "), dynamic_slice_sizes={",
                       Dims(sizes), "}"),
          g.MakeShape(in.element_type(), sizes)};
}

Op MakeDynamicUpdateSlice(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 0, 5, 7);
  const PrimitiveType index_type = g.Pick(kIndexTypes);
  std::vector<int64_t> sizes;
  for (int64_t d = 0; d < in.rank(); ++d) sizes.push_back(g.Int(0, in.dimensions(d)));
  std::vector<std::string> names = {g.DataParameter(m, in),
                                    g.DataParameter(m, g.MakeShape(in.element_type(), sizes))};
  for (int64_t d = 0; d < in.rank(); ++d) {
    names.push_back(g.IndexParameter(m, ShapeUtil::MakeShape(index_type, {}),
                                     in.dimensions(d) + 2));
  }
  return {absl::StrCat("dynamic-update-slice(", absl::StrJoin(names, ", "), ")"),
          g.MakeShape(in.element_type(), in.dimensions()), /*elemental=*/false};
}

// Index arrays of gather and scatter: batch dimensions `batch` with the
// index vector (of `vector_size` components) inserted at a random position
// (or implicit at the end when it has one component).
struct IndexArray {
  std::vector<int64_t> dims;
  int64_t index_vector_dim;
};
IndexArray MakeIndexArray(Generator& g, const std::vector<int64_t>& batch, int64_t vector_size) {
  IndexArray a{batch, g.Int(0, batch.size())};
  if (vector_size == 1 && g.Chance(0.5)) {
    a.index_vector_dim = static_cast<int64_t>(batch.size());
  } else {
    a.dims.insert(a.dims.begin() + a.index_vector_dim, vector_size);
  }
  return a;
}

// The dimension numbers shared by gather and scatter for an operand of
// `dims`: batching dimensions (paired with index batch dimensions), the
// start index map, and collapsed (inserted) dimensions.
struct IndexingPlan {
  std::vector<int64_t> operand_batching, index_batching, start_map, collapsed;
  std::vector<int64_t> window;  // per operand dimension: the slice/window size
  std::vector<int64_t> batch;   // index batch dimension sizes
  IndexArray indices;
  // The gather result / scatter updates: the batch dimensions with the
  // windowed operand dimensions (neither collapsed nor batching) placed at
  // `window_positions` (offset_dims / update_window_dims).
  std::vector<int64_t> window_positions, windowed_dims;
};
IndexingPlan MakeIndexingPlan(Generator& g, const std::vector<int64_t>& dims) {
  IndexingPlan p;
  const int64_t rank = static_cast<int64_t>(dims.size());
  std::vector<int64_t> order = g.Permutation(rank);
  p.window.assign(rank, 0);
  for (int64_t d : order) {
    if (g.Chance(0.2) && dims[d] > 0) {
      p.operand_batching.push_back(d);
      p.window[d] = 1;
    } else if (g.Chance(0.3) && dims[d] > 0) {
      p.collapsed.push_back(d);
      p.window[d] = 1;
    } else {
      p.window[d] = g.Int(0, dims[d]);
    }
  }
  std::sort(p.collapsed.begin(), p.collapsed.end());
  std::sort(p.operand_batching.begin(), p.operand_batching.end());  // required sorted
  for (int64_t d : g.Permutation(rank)) {
    if (std::find(p.operand_batching.begin(), p.operand_batching.end(), d) ==
            p.operand_batching.end() &&
        g.Chance(0.6)) {
      p.start_map.push_back(d);
    }
  }
  const int64_t free_batch = g.Int(0, 2);
  for (int64_t i = 0; i < free_batch; ++i) p.batch.push_back(g.Chance(0.1) ? 0 : g.Int(1, 3));
  // Each operand batching dimension pairs with an index batch dimension of its size.
  std::vector<int64_t> batching_positions;
  for (int64_t d : p.operand_batching) {
    const int64_t at = g.Int(0, p.batch.size());
    p.batch.insert(p.batch.begin() + at, dims[d]);
    for (int64_t& q : batching_positions) q += q >= at ? 1 : 0;
    batching_positions.push_back(at);
  }
  p.indices = MakeIndexArray(g, p.batch, static_cast<int64_t>(p.start_map.size()));
  std::vector<int64_t> window_sizes;
  for (int64_t d = 0; d < rank; ++d) {
    if (std::find(p.collapsed.begin(), p.collapsed.end(), d) == p.collapsed.end() &&
        std::find(p.operand_batching.begin(), p.operand_batching.end(), d) ==
            p.operand_batching.end()) {
      window_sizes.push_back(p.window[d]);
    }
  }
  const int64_t windowed_rank = static_cast<int64_t>(p.batch.size() + window_sizes.size());
  p.window_positions = g.Permutation(windowed_rank);
  p.window_positions.resize(window_sizes.size());
  std::sort(p.window_positions.begin(), p.window_positions.end());
  p.windowed_dims.assign(windowed_rank, -1);
  for (size_t k = 0; k < window_sizes.size(); ++k) {
    p.windowed_dims[p.window_positions[k]] = window_sizes[k];
  }
  for (int64_t d = 0, b = 0; d < windowed_rank; ++d) {
    if (p.windowed_dims[d] < 0) p.windowed_dims[d] = p.batch[b++];
  }
  for (int64_t q : batching_positions) {
    // Behind an explicit index vector dimension, one further.
    const bool explicit_vector =
        p.indices.index_vector_dim < static_cast<int64_t>(p.indices.dims.size());
    p.index_batching.push_back(explicit_vector && q >= p.indices.index_vector_dim ? q + 1 : q);
  }
  return p;
}

Op MakeGather(Generator& g, Module& m) {
  Shape in = g.RandomShape(g.Pick(kDataTypes), 1, 4, 5);
  std::vector<int64_t> dims(in.dimensions().begin(), in.dimensions().end());
  IndexingPlan p = MakeIndexingPlan(g, dims);
  int64_t spread = 2;
  for (int64_t d : dims) spread = std::max(spread, d + 2);
  std::string x = g.DataParameter(m, in);
  std::string i = g.IndexParameter(m, g.MakeShape(g.Pick(kIndexTypes), p.indices.dims), spread);
  return {absl::StrCat("gather(", x, ", ", i, "), offset_dims={", Dims(p.window_positions),
                       "}, collapsed_slice_dims={", Dims(p.collapsed), "}, start_index_map={",
                       Dims(p.start_map), "}, operand_batching_dims={", Dims(p.operand_batching),
                       "}, start_indices_batching_dims={", Dims(p.index_batching),
                       "}, index_vector_dim=", p.indices.index_vector_dim, ", slice_sizes={",
                       Dims(p.window), "}"),
          g.MakeShape(in.element_type(), p.windowed_dims)};
}

Op MakeScatter(Generator& g, Module& m) {
  const int64_t n = g.Chance(0.7) ? 1 : 2;
  std::vector<PrimitiveType> types;
  for (int64_t j = 0; j < n; ++j) types.push_back(g.Pick(kDataTypes));
  Shape in = g.RandomShape(types[0], 1, 4, 5);
  std::vector<int64_t> dims(in.dimensions().begin(), in.dimensions().end());
  IndexingPlan p = MakeIndexingPlan(g, dims);
  // The combiner: keep the update, keep the old value, or y - x (order
  // matters for all three whenever windows overlap).
  const int kind = static_cast<int>(g.Int(0, 2));
  std::vector<std::string> lines = {"combine {"}, results;
  for (int64_t j = 0; j < 2 * n; ++j) {
    lines.push_back(absl::StrCat("  a", j, " = ", primitive_util::LowercaseName(types[j % n]),
                                 "[] parameter(", j, ")"));
  }
  for (int64_t j = 0; j < n; ++j) {
    std::string t = primitive_util::LowercaseName(types[j]);
    if (kind == 2 && types[j] != PRED) {
      lines.push_back(absl::StrCat("  s", j, " = ", t, "[] subtract(a", n + j, ", a", j, ")"));
      results.push_back(absl::StrCat("s", j));
    } else {
      results.push_back(absl::StrCat("a", kind == 1 ? j : n + j));
    }
  }
  std::vector<std::string> result_types;
  for (PrimitiveType t : types) {
    result_types.push_back(absl::StrCat(primitive_util::LowercaseName(t), "[]"));
  }
  lines.push_back(n == 1 ? absl::StrCat("  ROOT c = ", result_types[0], " copy(", results[0], ")")
                         : absl::StrCat("  ROOT c = (", absl::StrJoin(result_types, ", "),
                                        ") tuple(", absl::StrJoin(results, ", "), ")"));
  lines.push_back("}");
  m.computations.push_back(absl::StrJoin(lines, "\n"));

  int64_t spread = 2;
  for (int64_t d : dims) spread = std::max(spread, d + 1);
  std::vector<std::string> operands, updates;
  std::vector<Shape> result_shapes;
  for (int64_t j = 0; j < n; ++j) {
    operands.push_back(g.DataParameter(m, g.MakeShape(types[j], dims)));
    result_shapes.push_back(g.MakeShape(types[j], dims));
  }
  std::string i = g.IndexParameter(m, g.MakeShape(g.Pick(kIndexTypes), p.indices.dims), spread);
  for (int64_t j = 0; j < n; ++j) {
    updates.push_back(g.DataParameter(m, g.MakeShape(types[j], p.windowed_dims)));
  }
  Shape shape = n == 1 ? result_shapes[0] : ShapeUtil::MakeTupleShape(result_shapes);
  return {absl::StrCat("scatter(", absl::StrJoin(operands, ", "), ", ", i, ", ",
                       absl::StrJoin(updates, ", "), "), update_window_dims={",
                       Dims(p.window_positions), "}, inserted_window_dims={", Dims(p.collapsed),
                       "}, scatter_dims_to_operand_dims={", Dims(p.start_map),
                       "}, input_batching_dims={", Dims(p.operand_batching),
                       "}, scatter_indices_batching_dims={", Dims(p.index_batching),
                       "}, index_vector_dim=", p.indices.index_vector_dim,
                       g.Chance(0.3) ? ", unique_indices=true" : "", ", to_apply=combine"),
          shape, /*elemental=*/false, /*exact_bytes=*/kind != 2};
}

Op MakeSort(Generator& g, Module& m) {
  const int64_t n = g.Int(1, 3);
  std::vector<PrimitiveType> types;
  for (int64_t j = 0; j < n; ++j) types.push_back(g.Pick(kDataTypes));
  while (primitive_util::IsComplexType(types[0])) types[0] = g.Pick(kDataTypes);
  std::vector<int64_t> dims = g.Dims(g.Int(1, 3), 9);
  const int64_t dim = g.Int(0, dims.size() - 1);
  const bool floating = primitive_util::IsFloatingPointType(types[0]);
  std::vector<std::string> lines = {"comparator {"};
  for (int64_t j = 0; j < 2 * n; ++j) {
    lines.push_back(absl::StrCat("  a", j, " = ", primitive_util::LowercaseName(types[j / 2]),
                                 "[] parameter(", j, ")"));
  }
  lines.push_back(absl::StrCat("  ROOT c = pred[] compare(a0, a1), direction=",
                               g.Chance(0.5) ? "LT" : "GT",
                               floating && g.Chance(0.5) ? ", type=TOTALORDER" : ""));
  lines.push_back("}");
  m.computations.push_back(absl::StrJoin(lines, "\n"));
  std::vector<std::string> operands;
  std::vector<Shape> shapes;
  for (int64_t j = 0; j < n; ++j) {
    operands.push_back(g.DataParameter(m, g.MakeShape(types[j], dims)));
    shapes.push_back(g.MakeShape(types[j], dims));
  }
  return {absl::StrCat("sort(", absl::StrJoin(operands, ", "), "), dimensions={", dim,
                       "}, is_stable=", g.Chance(0.5) ? "true" : "false", ", to_apply=comparator"),
          n == 1 ? shapes[0] : ShapeUtil::MakeTupleShape(shapes), /*elemental=*/false};
}

// The module text: `op` as the entry root, or (for element-wise ops, half
// the time) inside a loop fusion whose root applies a random reverse or
// transpose to it.
std::string ModuleText(Generator& g, Module& m, const Op& op) {
  std::string text = "HloModule m\n\n";
  for (const std::string& c : m.computations) absl::StrAppend(&text, c, "\n\n");
  std::string result = op.shape.ToString(true);
  if (!op.elemental || !g.Chance(0.5)) {
    absl::StrAppend(&text, "ENTRY main {\n", absl::StrJoin(m.parameters, "\n"), "\n  ROOT r = ",
                    result, " ", op.text, "\n}\n");
    return text;
  }
  const int64_t rank = op.shape.rank();
  std::vector<int64_t> perm = g.Permutation(rank), dims;
  for (int64_t d : perm) dims.push_back(op.shape.dimensions(d));
  Shape root = g.MakeShape(op.shape.element_type(), dims);
  const std::string post =
      g.Chance(0.5) ? absl::StrCat("transpose(v), dimensions={", Dims(perm), "}")
                    : absl::StrCat("reverse(v), dimensions={", Dims(g.Permutation(rank)), "}");
  if (post[0] == 'r') root = g.MakeShape(op.shape.element_type(), op.shape.dimensions());
  std::vector<std::string> operands;
  for (size_t i = 0; i < m.parameters.size(); ++i) operands.push_back(absl::StrCat("p", i));
  absl::StrAppend(&text, "fused {\n", absl::StrJoin(m.parameters, "\n"), "\n  v = ", result, " ",
                  op.text, "\n  ROOT f = ", root.ToString(true), " ", post, "\n}\n\n",
                  "ENTRY main {\n", absl::StrJoin(m.parameters, "\n"), "\n  ROOT r = ",
                  root.ToString(true), " fusion(", absl::StrJoin(operands, ", "),
                  "), kind=kLoop, calls=fused\n}\n");
  return text;
}

absl::StatusOr<Literal> RunOn(const std::string& platform_name, const std::string& text,
                            const std::vector<Literal>& arguments) {
  ASSIGN_OR_RETURN(Platform * platform, PlatformUtil::GetPlatform(platform_name));
  ASSIGN_OR_RETURN(std::unique_ptr<HloModule> module, ParseAndVerifyModule(text));
  ASSIGN_OR_RETURN(std::unique_ptr<Executable> executable,
                   platform->compiler()->Compile(std::move(module), CompileOptions{}));
  std::vector<const Literal*> pointers;
  for (const Literal& argument : arguments) pointers.push_back(&argument);
  return executable->Execute(pointers);
}

// Every leaf holds the same bytes (NaN payloads included: LiteralEqual lets
// any NaN match any NaN).
void ExpectSameBytes(const Literal& expected, const Literal& actual) {
  ShapeUtil::ForEachSubshape(expected.shape(), [&](const Shape& leaf, const ShapeIndex& index) {
    if (!leaf.IsArray()) return;
    const Shape& actual_leaf = ShapeUtil::GetSubshape(actual.shape(), index);
    ASSERT_TRUE(ShapeUtil::Equal(leaf, actual_leaf))
        << leaf.ToString(true) << " vs " << actual_leaf.ToString(true);
    EXPECT_EQ(0, std::memcmp(expected.untyped_data(index), actual.untyped_data(index),
                             expected.size_bytes(index)))
        << "bytes differ in leaf {" << absl::StrJoin(index, ",") << "}";
  });
}

// AXLE_DIFFERENTIAL_SCALE=k runs k times as many random modules.
int Scaled(int iterations) {
  const char* scale = std::getenv("AXLE_DIFFERENTIAL_SCALE");
  return scale == nullptr ? iterations : iterations * std::max(1, std::atoi(scale));
}

void CheckOp(const char* name, const OpMaker& make, int iterations) {
  for (int seed = 0; seed < Scaled(iterations); ++seed) {
    Generator g(std::hash<std::string>()(name) + seed);
    Module m;
    Op op = make(g, m);
    const std::string text = ModuleText(g, m, op);
    SCOPED_TRACE(absl::StrCat(name, " seed ", seed, ":\n", text));
    absl::StatusOr<Literal> expected = RunOn("interpreter", text, m.arguments);
    ASSERT_TRUE(expected.ok()) << expected.status();
    absl::StatusOr<Literal> actual = RunOn("cpu", text, m.arguments);
    ASSERT_TRUE(actual.ok()) << actual.status();
    absl::Status equal = LiteralEqual(*expected, *actual);
    ASSERT_TRUE(equal.ok()) << equal;
    if (op.exact_bytes) ExpectSameBytes(*expected, *actual);
  }
}

TEST(CpuDataMovementDifferentialTest, Transpose) { CheckOp("transpose", MakeTranspose, 30); }
TEST(CpuDataMovementDifferentialTest, TiledLayoutChanges) {
  CheckOp("layout change", MakeLayoutChange, 15);
}
TEST(CpuDataMovementDifferentialTest, Reshape) { CheckOp("reshape", MakeReshape, 30); }
TEST(CpuDataMovementDifferentialTest, Broadcast) { CheckOp("broadcast", MakeBroadcast, 30); }
TEST(CpuDataMovementDifferentialTest, Slice) { CheckOp("slice", MakeSlice, 30); }
TEST(CpuDataMovementDifferentialTest, Reverse) { CheckOp("reverse", MakeReverse, 20); }
TEST(CpuDataMovementDifferentialTest, Pad) { CheckOp("pad", MakePad, 30); }
TEST(CpuDataMovementDifferentialTest, Concatenate) { CheckOp("concatenate", MakeConcatenate, 30); }
TEST(CpuDataMovementDifferentialTest, Iota) { CheckOp("iota", MakeIota, 20); }
TEST(CpuDataMovementDifferentialTest, DynamicSlice) {
  CheckOp("dynamic-slice", MakeDynamicSlice, 30);
}
TEST(CpuDataMovementDifferentialTest, DynamicUpdateSlice) {
  CheckOp("dynamic-update-slice", MakeDynamicUpdateSlice, 30);
}
TEST(CpuDataMovementDifferentialTest, Gather) { CheckOp("gather", MakeGather, 40); }
TEST(CpuDataMovementDifferentialTest, Scatter) { CheckOp("scatter", MakeScatter, 40); }
TEST(CpuDataMovementDifferentialTest, Sort) {
  CheckOp("sort", MakeSort, 30);
}

}  // namespace
}  // namespace xla
