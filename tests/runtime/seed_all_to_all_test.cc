// The seed's collective examples (operation semantics: AllToAll, AllGather,
// AllReduce) built with XlaBuilder, compiled with the LocalClient for several
// replicas and run with per-replica arguments through RunReplicated.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"

namespace xla {
namespace {

// Replica r's operand: x[i][j] = 100*r + 10*i + j, f32[4,16].
Literal SeedAllToAllInput(int64_t replica) {
  Literal x(ShapeUtil::MakeShape(F32, {4, 16}));
  x.Populate<float>([&](absl::Span<const int64_t> index) {
    return static_cast<float>(100 * replica + 10 * index[0] + index[1]);
  });
  return x;
}

// Computed by hand from the seed's semantics: each replica k splits its
// f32[4,16] along dimension 1 (split_dimension) into 4 blocks f32[4,4]; block r
// (columns 4r..4r+3) goes to replica r. Replica r concatenates the received
// blocks along dimension 0 (concat_dimension) in replica order k = 0..3, so
// rows 4k..4k+3 of its f32[16,4] result are x_k[:, 4r:4r+4]:
//   out_r[4k + i][j] = x_k[i][4r + j] = 100*k + 10*i + 4*r + j.
Literal ExpectedAllToAllOutput(int64_t replica) {
  std::vector<std::vector<float>> rows(16, std::vector<float>(4));
  for (int64_t k = 0; k < 4; ++k) {
    for (int64_t i = 0; i < 4; ++i) {
      for (int64_t j = 0; j < 4; ++j) {
        rows[4 * k + i][j] = static_cast<float>(100 * k + 10 * i + 4 * replica + j);
      }
    }
  }
  Literal out(ShapeUtil::MakeShape(F32, {16, 4}));
  for (int64_t a = 0; a < 16; ++a) {
    for (int64_t b = 0; b < 4; ++b) out.Set<float>({a, b}, rows[a][b]);
  }
  return out;
}

// Compiles `computation` for inputs.size() replicas and runs replica r on
// inputs[r] (one argument each); returns every replica's result.
absl::StatusOr<std::vector<Literal>> RunOnReplicas(const XlaComputation& computation,
                                                   const std::vector<Literal>& inputs) {
  LocalClient* client = ClientLibrary::LocalClientOrDie();
  ExecutableBuildOptions options;
  options.set_num_replicas(static_cast<int>(inputs.size()));
  const Shape& argument_shape = inputs.at(0).shape();
  auto executables = client->Compile(computation, {&argument_shape}, options);
  if (!executables.ok()) return executables.status();
  std::vector<ScopedShapedBuffer> buffers;
  buffers.reserve(inputs.size());
  for (const Literal& input : inputs) {
    auto buffer = client->LiteralToShapedBuffer(input, 0);
    if (!buffer.ok()) return buffer.status();
    buffers.push_back(*std::move(buffer));
  }
  std::vector<std::vector<const ShapedBuffer*>> arguments;
  for (const ScopedShapedBuffer& buffer : buffers) arguments.push_back({&buffer});
  auto results = (*executables)[0]->RunReplicated(arguments);
  if (!results.ok()) return results.status();
  std::vector<Literal> literals;
  for (const auto& result : *results) {
    auto literal = client->ShapedBufferToLiteral(result);
    if (!literal.ok()) return literal.status();
    literals.push_back(*std::move(literal));
  }
  return literals;
}

TEST(SeedAllToAllTest, AllToAllSplit1Concat0FourReplicas) {
  // As the seed writes it.
  XlaBuilder b("alltoall");
  auto x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {4, 16}), "x");
  AllToAll(x, /*split_dimension=*/1, /*concat_dimension=*/0, /*split_count=*/4);
  auto computation = b.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();

  std::vector<Literal> inputs;
  for (int64_t r = 0; r < 4; ++r) inputs.push_back(SeedAllToAllInput(r));
  auto results = RunOnReplicas(*computation, inputs);
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 4u);
  for (int64_t r = 0; r < 4; ++r) {
    const Literal* literal = &(*results)[r];
    EXPECT_TRUE(ShapeUtil::Compatible(literal->shape(), ShapeUtil::MakeShape(F32, {16, 4})))
        << literal->shape().ToString();
    EXPECT_EQ(*literal, ExpectedAllToAllOutput(r)) << "replica " << r;
    // Spot checks written out directly.
    EXPECT_EQ(literal->Get<float>({0, 0}), 4.0f * r);            // x_0[0][4r]
    EXPECT_EQ(literal->Get<float>({15, 3}), 300 + 30 + 4.0f * r + 3);  // x_3[3][4r+3]
    EXPECT_EQ(literal->Get<float>({5, 2}), 100 + 10 + 4.0f * r + 2);   // x_1[1][4r+2]
  }
}

// The seed's prose describes the mirror image (split along dimension 0,
// concatenate along dimension 1); check that direction as well. Replica k holds
// f32[16,4] with x_k[i][j] = 100*k + 10*i + j; replica r receives rows
// 4r..4r+3 of every x_k and places them at columns 4k..4k+3:
//   out_r[i][4k + j] = x_k[4r + i][j] = 100*k + 10*(4r + i) + j.
TEST(SeedAllToAllTest, AllToAllSplit0Concat1FourReplicas) {
  XlaBuilder b("alltoall_mirror");
  Shape x_shape = ShapeUtil::MakeShape(F32, {16, 4});
  auto x = Parameter(&b, 0, x_shape, "x");
  AllToAll(x, /*split_dimension=*/0, /*concat_dimension=*/1, /*split_count=*/4);
  auto computation = b.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();
  std::vector<Literal> inputs;
  for (int64_t r = 0; r < 4; ++r) {
    Literal in(x_shape);
    in.Populate<float>([&](absl::Span<const int64_t> index) {
      return static_cast<float>(100 * r + 10 * index[0] + index[1]);
    });
    inputs.push_back(std::move(in));
  }
  auto results = RunOnReplicas(*computation, inputs);
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 4u);
  for (int64_t r = 0; r < 4; ++r) {
    const Literal* literal = &(*results)[r];
    Literal expected(ShapeUtil::MakeShape(F32, {4, 16}));
    for (int64_t k = 0; k < 4; ++k) {
      for (int64_t i = 0; i < 4; ++i) {
        for (int64_t j = 0; j < 4; ++j) {
          expected.Set<float>({i, 4 * k + j},
                              static_cast<float>(100 * k + 10 * (4 * r + i) + j));
        }
      }
    }
    EXPECT_EQ(*literal, expected) << "replica " << r;
  }
}

TEST(SeedAllToAllTest, AllGatherAndAllReduceTwoReplicas) {
  Shape shape = ShapeUtil::MakeShape(F32, {2});
  XlaComputation add;
  {
    XlaBuilder sum("add");
    Shape scalar = ShapeUtil::MakeShape(F32, {});
    Add(Parameter(&sum, 0, scalar, "a"), Parameter(&sum, 1, scalar, "b"));
    auto built = sum.Build();
    ASSERT_TRUE(built.ok()) << built.status();
    add = *std::move(built);
  }
  XlaBuilder b("gather_and_reduce");
  auto x = Parameter(&b, 0, shape, "x");
  Tuple(&b, {AllGather(x, /*all_gather_dimension=*/0, /*shard_count=*/2),
             AllReduce(x, add)});
  auto computation = b.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();

  std::vector<Literal> inputs;
  inputs.push_back(LiteralUtil::CreateR1<float>({1.0f, 2.5f}));
  inputs.push_back(LiteralUtil::CreateR1<float>({3.0f, 5.25f}));
  auto results = RunOnReplicas(*computation, inputs);
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 2u);
  Literal gathered = LiteralUtil::CreateR1<float>({1.0f, 2.5f, 3.0f, 5.25f});
  Literal reduced = LiteralUtil::CreateR1<float>({4.0f, 7.75f});
  for (int r = 0; r < 2; ++r) {
    const Literal* literal = &(*results)[r];
    ASSERT_TRUE(literal->shape().IsTuple()) << literal->shape().ToString();
    auto parts = literal->Clone().DecomposeTuple();
    ASSERT_EQ(parts.size(), 2u);
    EXPECT_EQ(parts[0], gathered) << "replica " << r;
    EXPECT_EQ(parts[1], reduced) << "replica " << r;
  }
}

}  // namespace
}  // namespace xla
