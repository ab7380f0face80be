// XLA's client API (issue 10 part 2), run on the interpreter (the oracle):
// Array constants, Copy, TopK, variadic And/Or, the lib helpers (ArgMax,
// ArgMin, Any, All, Zeros, ZerosLike, Epsilon, Max/MinFiniteValue,
// NanValue, IsNan/IsInf/IsPosInf/IsNegInf), RaggedDot, CollectiveBroadcast,
// RaggedAllToAll, Client::Compile/Execute on an ExecutionHandle, infeed and
// outfeed transfers, GetComputationShape and LiteralSlice arguments.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <limits>

#include "absl/strings/match.h"
#include "axle/backends/platform_util.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/lib/constants.h"
#include "axle/builder/lib/math.h"
#include "axle/builder/xla_builder.h"
#include "axle/literal/literal_util.h"
#include "axle/runtime/client_library.h"

namespace xla {
namespace {

LocalClient* Interpreter() {
  absl::StatusOr<LocalClient*> client = ClientLibrary::GetOrCreateLocalClient("interpreter");
  EXPECT_TRUE(client.ok()) << client.status();
  return *client;
}

// Runs the computation rooted at `root` (no parameters) on the interpreter.
Literal RunOnInterpreter(XlaBuilder& builder, XlaOp root) {
  absl::StatusOr<XlaComputation> computation = builder.Build(root);
  EXPECT_TRUE(computation.ok()) << computation.status();
  if (!computation.ok()) return Literal();
  absl::StatusOr<Literal> result = Interpreter()->ExecuteAndTransfer(*computation, {});
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *std::move(result) : Literal();
}

TEST(ClientApiTest, ArrayConstantsRoundTripAndShapesEqualMadeShapes) {
  XlaBuilder b("arrays");
  Array2D<float> m({{1, 2, 3}, {4, 5, 6}});
  Literal result = RunOnInterpreter(b, Transpose(ConstantR2FromArray2D<float>(&b, m), {1, 0}));
  EXPECT_EQ(result, LiteralUtil::CreateR2<float>({{1, 4}, {2, 5}, {3, 6}}));
  // XLA's idiom: a result's shape equals the made shape, layout included.
  EXPECT_TRUE(ShapeUtil::Equal(result.shape(), ShapeUtil::MakeShape(F32, {3, 2})));

  XlaBuilder b4("array4d");
  Array4D<int32_t> a4(2, 1, 2, 3);
  a4.FillIota(0);
  Literal r4 = RunOnInterpreter(b4, ConstantR4FromArray4D<int32_t>(&b4, a4));
  EXPECT_EQ(r4, LiteralUtil::CreateR4FromArray4D<int32_t>(a4));
  EXPECT_EQ(r4.Get<int32_t>({1, 0, 1, 2}), 11);

  XlaBuilder b3("array3d");
  Array3D<float> a3(1, 2, 2, 0.5f);
  Literal r3 =
      RunOnInterpreter(b3, Add(ConstantR3FromArray3D<float>(&b3, a3), ConstantR0<float>(&b3, 1)));
  EXPECT_EQ(r3, LiteralUtil::CreateR3<float>({{{1.5f, 1.5f}, {1.5f, 1.5f}}}));
}

TEST(ClientApiTest, CopyTopKAndVariadicAndOr) {
  XlaBuilder b("topk");
  XlaOp x = ConstantR2<float>(&b, {{3, 1, 4, 1, 5}, {9, 2, 6, 5, 3}});
  XlaOp top = TopK(Copy(x), 2, /*largest=*/true);
  Literal result = RunOnInterpreter(b, top);
  EXPECT_EQ(result.tuple_element(0), LiteralUtil::CreateR2<float>({{5, 4}, {9, 6}}));
  EXPECT_EQ(result.tuple_element(1), LiteralUtil::CreateR2<int32_t>({{4, 2}, {0, 2}}));

  XlaBuilder s("smallest");
  Literal smallest =
      RunOnInterpreter(s, TopK(ConstantR1<float>(&s, {3, 1, 4, 2, 5}), 2, /*largest=*/false));
  EXPECT_EQ(smallest.tuple_element(0), LiteralUtil::CreateR1<float>({1, 2}));
  EXPECT_EQ(smallest.tuple_element(1), LiteralUtil::CreateR1<int32_t>({1, 3}));

  XlaBuilder l("logic");
  XlaOp all_and = And(ConstantR0<int32_t>(&l, 0b1111), ConstantR0<int32_t>(&l, 0b1010),
                      ConstantR0<int32_t>(&l, 0b0110));
  XlaOp all_or = Or(ConstantR0<int32_t>(&l, 1), ConstantR0<int32_t>(&l, 2),
                    ConstantR0<int32_t>(&l, 4), ConstantR0<int32_t>(&l, 8));
  Literal logic = RunOnInterpreter(l, Tuple(&l, {all_and, all_or}));
  EXPECT_EQ(logic.tuple_element(0).Get<int32_t>({}), 0b0010);
  EXPECT_EQ(logic.tuple_element(1).Get<int32_t>({}), 15);
}

TEST(ClientApiTest, ArgMaxArgMin) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  XlaBuilder b("arg");
  XlaOp x = ConstantR2<float>(&b, {{1, 5, 5, 2}, {3, nan, 7, nan}, {-inf, -inf, -inf, -inf}});
  Literal result = RunOnInterpreter(b, Tuple(&b, {ArgMax(x, S32, 1), ArgMin(x, S64, 1)}));
  // Ties to the smallest index; the first NaN wins.
  EXPECT_EQ(result.tuple_element(0), LiteralUtil::CreateR1<int32_t>({1, 1, 0}));
  EXPECT_EQ(result.tuple_element(1), LiteralUtil::CreateR1<int64_t>({0, 1, 0}));

  XlaBuilder i("arg_int");
  XlaOp m = ConstantR2<int32_t>(&i, {{1, 9}, {7, 9}, {7, 2}});
  Literal along0 = RunOnInterpreter(i, Tuple(&i, {ArgMax(m, S32, 0), ArgMin(m, S32, 0)}));
  EXPECT_EQ(along0.tuple_element(0), LiteralUtil::CreateR1<int32_t>({1, 0}));
  EXPECT_EQ(along0.tuple_element(1), LiteralUtil::CreateR1<int32_t>({0, 2}));
}

TEST(ClientApiTest, AnyAllZeros) {
  XlaBuilder b("any_all");
  XlaOp some = ConstantR2<bool>(&b, {{true, false}, {false, false}});
  XlaOp every = ConstantR1<bool>(&b, {true, true, true});
  XlaOp none = ConstantR1<bool>(&b, {false, false});
  Literal result =
      RunOnInterpreter(b, Tuple(&b, {Any(some), All(some), Any(every), All(every), Any(none),
                                     Zeros(&b, ShapeUtil::MakeShape(S32, {3})),
                                     ZerosLike(ConstantR2<float>(&b, {{1, 2}, {3, 4}}))}));
  EXPECT_EQ(result.tuple_element(0).Get<bool>({}), true);
  EXPECT_EQ(result.tuple_element(1).Get<bool>({}), false);
  EXPECT_EQ(result.tuple_element(2).Get<bool>({}), true);
  EXPECT_EQ(result.tuple_element(3).Get<bool>({}), true);
  EXPECT_EQ(result.tuple_element(4).Get<bool>({}), false);
  EXPECT_EQ(result.tuple_element(5), LiteralUtil::CreateR1<int32_t>({0, 0, 0}));
  EXPECT_EQ(result.tuple_element(6), LiteralUtil::CreateR2<float>({{0, 0}, {0, 0}}));
}

TEST(ClientApiTest, FloatingConstants) {
  XlaBuilder b("limits");
  auto f32 = [](XlaOp op) { return ConvertElementType(op, F32); };
  Literal result = RunOnInterpreter(
      b, Tuple(&b, {Epsilon(&b, F32), f32(Epsilon(&b, F16)), f32(Epsilon(&b, BF16)),
                    MaxFiniteValue(&b, F32), MinFiniteValue(&b, F32), f32(MaxFiniteValue(&b, F16)),
                    f32(MaxFiniteValue(&b, F8E4M3FN)), f32(MinFiniteValue(&b, F8E4M3FN)),
                    MaxFiniteValue(&b, S8), MinFiniteValue(&b, S8), NanValue(&b, F32),
                    MaxFiniteValue(&b, F64)}));
  EXPECT_EQ(result.tuple_element(0).Get<float>({}), FLT_EPSILON);
  EXPECT_EQ(result.tuple_element(1).Get<float>({}), 0.0009765625f);  // 2^-10
  EXPECT_EQ(result.tuple_element(2).Get<float>({}), 0.0078125f);     // 2^-7
  EXPECT_EQ(result.tuple_element(3).Get<float>({}), FLT_MAX);
  EXPECT_EQ(result.tuple_element(4).Get<float>({}), -FLT_MAX);
  EXPECT_EQ(result.tuple_element(5).Get<float>({}), 65504.0f);
  EXPECT_EQ(result.tuple_element(6).Get<float>({}), 448.0f);
  EXPECT_EQ(result.tuple_element(7).Get<float>({}), -448.0f);
  EXPECT_EQ(result.tuple_element(8).Get<int8_t>({}), 127);
  EXPECT_EQ(result.tuple_element(9).Get<int8_t>({}), -128);
  EXPECT_TRUE(std::isnan(result.tuple_element(10).Get<float>({})));
  EXPECT_EQ(result.tuple_element(11).Get<double>({}), DBL_MAX);
}

TEST(ClientApiTest, IsNanIsInf) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  XlaBuilder b("classify");
  XlaOp x = ConstantR1<float>(&b, {1, nan, inf, -inf, 0});
  // f8e4m3fn has no infinity: its largest value is not infinite.
  XlaOp narrow = ConvertElementType(ConstantR1<float>(&b, {448, -448, 1}), F8E4M3FN);
  Literal result =
      RunOnInterpreter(b, Tuple(&b, {IsNan(x), IsInf(x), IsPosInf(x), IsNegInf(x), IsInf(narrow)}));
  EXPECT_EQ(result.tuple_element(0),
            LiteralUtil::CreateR1<bool>({false, true, false, false, false}));
  EXPECT_EQ(result.tuple_element(1),
            LiteralUtil::CreateR1<bool>({false, false, true, true, false}));
  EXPECT_EQ(result.tuple_element(2),
            LiteralUtil::CreateR1<bool>({false, false, true, false, false}));
  EXPECT_EQ(result.tuple_element(3),
            LiteralUtil::CreateR1<bool>({false, false, false, true, false}));
  EXPECT_EQ(result.tuple_element(4), LiteralUtil::CreateR1<bool>({false, false, false}));
}

TEST(ClientApiTest, RaggedDot) {
  XlaBuilder b("ragged_dot");
  XlaOp lhs = ConstantR2<float>(&b, {{1, 1}, {2, 2}, {3, 3}, {4, 4}});
  Array3D<float> rhs_values({{{1}, {1}}, {{10}, {10}}});
  XlaOp rhs = ConstantR3FromArray3D<float>(&b, rhs_values);
  XlaOp groups = ConstantR1<int32_t>(&b, {1, 3});
  RaggedDotDimensionNumbers dnums;
  dnums.mutable_dot_dimension_numbers()->add_lhs_contracting_dimensions(1);
  dnums.mutable_dot_dimension_numbers()->add_rhs_contracting_dimensions(1);
  dnums.add_lhs_ragged_dimensions(0);
  dnums.add_rhs_group_dimensions(0);
  // Row 0 uses group 0, rows 1..3 group 1.
  EXPECT_EQ(RunOnInterpreter(b, RaggedDot(lhs, rhs, groups, dnums)),
            LiteralUtil::CreateR2<float>({{2}, {40}, {60}, {80}}));
}

TEST(ClientApiTest, CollectiveBroadcastAndRaggedAllToAll) {
  XlaBuilder b("broadcast");
  XlaOp mine = Add(ConstantR1<float>(&b, {10, 20}), ConvertElementType(ReplicaId(&b), F32));
  ReplicaGroup group;
  group.add_replica_ids(0);
  group.add_replica_ids(1);
  CollectiveBroadcast(mine, {group});
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_TRUE(computation.ok()) << computation.status();
  ExecutionOptions options;
  options.set_num_replicas(2);
  absl::StatusOr<std::unique_ptr<GlobalData>> data =
      Interpreter()->Execute(*computation, {}, &options);
  ASSERT_TRUE(data.ok()) << data.status();
  ASSERT_EQ((*data)->replica_count(), 2);
  // Replica 1 receives replica 0's value.
  EXPECT_EQ((*data)->value(1), LiteralUtil::CreateR1<float>({10, 20}));

  XlaBuilder r("ragged_all_to_all");
  XlaOp one = ConstantR1<int32_t>(&r, {1});
  XlaOp two = ConstantR1<int32_t>(&r, {2});
  XlaOp zero = ConstantR1<int32_t>(&r, {0});
  XlaOp out = RaggedAllToAll(ConstantR1<float>(&r, {1, 2, 3, 4}), /*input_offsets=*/one,
                             /*send_sizes=*/two, ConstantR1<float>(&r, {0, 0, 0, 0}),
                             /*output_offsets=*/zero, /*recv_sizes=*/two);
  EXPECT_EQ(RunOnInterpreter(r, out), LiteralUtil::CreateR1<float>({2, 3, 0, 0}));
}

XlaComputation BuildScaleAdd() {
  XlaBuilder b("scale_add");
  XlaOp x = Parameter(&b, 0, ShapeUtil::MakeShape(F32, {3}), "x");
  XlaOp y = Parameter(&b, 1, ShapeUtil::MakeShape(F32, {3}), "y");
  Add(Mul(ConstantR0<float>(&b, 2), x), y);
  return *b.Build();
}

TEST(ClientApiTest, CompileOnceExecuteByHandle) {
  LocalClient* client = Interpreter();
  XlaComputation computation = BuildScaleAdd();
  const Shape shape = ShapeUtil::MakeShape(F32, {3});
  absl::StatusOr<ExecutionHandle> handle = client->Compile(computation, {shape, shape});
  ASSERT_TRUE(handle.ok()) << handle.status();
  std::unique_ptr<GlobalData> x =
      *client->TransferToServer(LiteralUtil::CreateR1<float>({1, 2, 3}));
  Literal tuple = LiteralUtil::MakeTupleOwned(LiteralUtil::CreateR1<float>({10, 20, 30}),
                                              LiteralUtil::CreateR0<int32_t>(0));
  // A LiteralSlice of a tuple element goes to the server.
  std::unique_ptr<GlobalData> y = *client->TransferToServer(LiteralSlice(tuple, {0}));
  ExecutionProfile profile;
  absl::StatusOr<std::unique_ptr<GlobalData>> first =
      client->Execute(*handle, {x.get(), y.get()}, &profile);
  ASSERT_TRUE(first.ok()) << first.status();
  EXPECT_EQ(*client->Transfer(**first), LiteralUtil::CreateR1<float>({12, 24, 36}));
  EXPECT_GT(profile.compute_time_ns(), 0);
  // The same handle again, on other data.
  absl::StatusOr<std::unique_ptr<GlobalData>> second = client->Execute(*handle, {y.get(), x.get()});
  ASSERT_TRUE(second.ok()) << second.status();
  EXPECT_EQ(*client->Transfer(**second), LiteralUtil::CreateR1<float>({21, 42, 63}));

  ExecutionHandle unknown;
  unknown.set_handle(987654);
  EXPECT_FALSE(client->Execute(unknown, {x.get(), y.get()}).ok());
  EXPECT_FALSE(client->Compile(computation, {shape}).ok());
  EXPECT_FALSE(client->Compile(computation, {shape, ShapeUtil::MakeShape(F32, {4})}).ok());

  absl::StatusOr<std::unique_ptr<ProgramShape>> program = client->GetComputationShape(computation);
  ASSERT_TRUE(program.ok());
  EXPECT_EQ((*program)->parameters_size(), 2);
  EXPECT_TRUE(ShapeUtil::Equal((*program)->result(), shape));
}

// An infeed of f32[2] plus one, outfed.
XlaComputation BuildInfeedPlusOne() {
  XlaBuilder b("feeds");
  const Shape shape = ShapeUtil::MakeShape(F32, {2});
  XlaOp in = InfeedWithToken(CreateToken(&b), shape);
  XlaOp value = Add(GetTupleElement(in, 0), ConstantR0<float>(&b, 1));
  return *b.Build(OutfeedWithToken(value, GetTupleElement(in, 1), shape, ""));
}

TEST(ClientApiTest, InfeedAndOutfeedTransfers) {
  // A client of its own: its queues start empty whatever other tests did.
  absl::StatusOr<Platform*> platform = PlatformUtil::GetPlatform("interpreter");
  ASSERT_TRUE(platform.ok()) << platform.status();
  LocalClient own_client(*platform);
  LocalClient* client = &own_client;
  XlaComputation computation = BuildInfeedPlusOne();
  const Shape shape = ShapeUtil::MakeShape(F32, {2});
  ASSERT_TRUE(client->TransferToInfeed(LiteralUtil::CreateR1<float>({1, 2})).ok());
  absl::StatusOr<std::unique_ptr<GlobalData>> result = client->Execute(computation, {});
  ASSERT_TRUE(result.ok()) << result.status();
  absl::StatusOr<Literal> outfed = client->TransferFromOutfeed(&shape);
  ASSERT_TRUE(outfed.ok()) << outfed.status();
  EXPECT_EQ(*outfed, LiteralUtil::CreateR1<float>({2, 3}));
  // Nothing more was outfed; nothing was infed for another run.
  EXPECT_EQ(client->TransferFromOutfeed(&shape).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_FALSE(client->Execute(computation, {}).ok());

  // The LocalClient forms, with a compiled executable run without queues of
  // its own.
  absl::StatusOr<std::vector<std::unique_ptr<LocalExecutable>>> executables =
      client->Compile(computation, {}, ExecutableBuildOptions());
  ASSERT_TRUE(executables.ok()) << executables.status();
  ASSERT_TRUE(client->TransferToInfeedLocal(LiteralUtil::CreateR1<float>({5, 7}), 0).ok());
  ASSERT_TRUE((*executables)[0]->Run({}).ok());
  Literal received(shape);
  ASSERT_TRUE(client->TransferFromOutfeedLocal(0, &received).ok());
  EXPECT_EQ(received, LiteralUtil::CreateR1<float>({6, 8}));
  EXPECT_FALSE(client->TransferToInfeedLocal(LiteralUtil::CreateR1<float>({5, 7}), 3).ok());
}

TEST(ClientApiTest, ExecutableRunOptionsSetters) {
  LocalClient* client = Interpreter();
  XlaComputation computation = BuildScaleAdd();
  const Shape shape = ShapeUtil::MakeShape(F32, {3});
  auto executables = client->Compile(computation, {&shape, &shape}, ExecutableBuildOptions());
  ASSERT_TRUE(executables.ok()) << executables.status();
  ScopedShapedBuffer x = *client->LiteralToShapedBuffer(LiteralUtil::CreateR1<float>({1, 1, 1}), 0);
  ExecutionProfile profile;
  ExecutableRunOptions options;
  options.set_device_ordinal(0).set_rng_seed(7).set_launch_id(3).set_execution_profile(&profile);
  EXPECT_EQ(options.launch_id(), 3);
  absl::StatusOr<ScopedShapedBuffer> result = (*executables)[0]->Run({&x, &x}, options);
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_EQ(*client->ShapedBufferToLiteral(*result), LiteralUtil::CreateR1<float>({3, 3, 3}));
  EXPECT_GT(profile.compute_time_ns(), 0);
}

}  // namespace
}  // namespace xla
