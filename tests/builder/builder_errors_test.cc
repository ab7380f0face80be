// Each class of builder error: the first error is kept, Build returns it,
// and its message names the op.
#include "absl/strings/match.h"
#include "axle/builder/lib/arithmetic.h"
#include "axle/builder/xla_builder.h"
#include "gtest/gtest.h"
#include "tests/builder/builder_test_util.h"

namespace xla {
namespace {

using testing::S;

// Build's error, which must exist and start with `op_name + ": "`.
void ExpectBuildError(XlaBuilder& b, absl::string_view op_name,
                      absl::string_view fragment = "") {
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok()) << "expected " << op_name << " to fail";
  std::string message(computation.status().message());
  EXPECT_TRUE(absl::StartsWith(message, absl::StrCat(op_name, ": "))) << message;
  EXPECT_TRUE(absl::StrContains(message, fragment)) << message << "\nlacks: " << fragment;
  if (!b.first_error().ok()) {
    EXPECT_EQ(computation.status(), b.first_error());
  }
}

TEST(BuilderErrorsTest, ShapeInferenceFailureNamesTheOp) {
  XlaBuilder b("bad_add");
  XlaOp x = Parameter(&b, 0, S(F32, {2}), "x");
  XlaOp y = Parameter(&b, 1, S(F32, {3}), "y");
  XlaOp sum = Add(x, y);
  EXPECT_FALSE(sum.valid());
  EXPECT_FALSE(b.GetShape(sum).ok());
  EXPECT_EQ(sum.builder(), &b);
  ExpectBuildError(b, "Add");
  EXPECT_EQ(b.first_error().code(), absl::StatusCode::kInvalidArgument);
}

TEST(BuilderErrorsTest, FirstErrorIsKept) {
  XlaBuilder b("first");
  XlaOp x = Parameter(&b, 0, S(F32, {2, 3}), "x");
  XlaOp bad = Transpose(x, {0, 0});
  XlaOp later = Reshape(x, {7});  // also wrong, but not the first
  XlaOp after = Neg(x);           // fine on its own, still refused
  EXPECT_FALSE(bad.valid());
  EXPECT_FALSE(later.valid());
  EXPECT_FALSE(after.valid());
  ExpectBuildError(b, "Transpose");
  // Ops built before the error still have shapes.
  EXPECT_EQ(testing::ShapeOf(x), "f32[2,3]");
  EXPECT_FALSE(b.GetShape(bad).ok());
  EXPECT_FALSE(b.GetProgramShape().ok());
}

TEST(BuilderErrorsTest, OpsOfDifferentBuilders) {
  XlaBuilder b1("one");
  XlaBuilder b2("two");
  XlaOp x = Parameter(&b1, 0, S(F32, {2}), "x");
  XlaOp y = Parameter(&b2, 0, S(F32, {2}), "y");
  Mul(x, y);
  ExpectBuildError(b1, "Mul", "builder 'two'");
  EXPECT_TRUE(b2.first_error().ok());
  EXPECT_FALSE(b2.GetShape(x).ok());
  auto root = b2.Build(x);
  ASSERT_FALSE(root.ok());
  EXPECT_TRUE(absl::StartsWith(root.status().message(), "Build: root")) << root.status();
}

TEST(BuilderErrorsTest, UninitializedOperand) {
  XlaBuilder b("uninit");
  XlaOp x = Parameter(&b, 0, S(F32, {2}), "x");
  Sub(x, XlaOp());
  ExpectBuildError(b, "Sub", "uninitialized");
  // With no builder at all there is nowhere to report: no crash, no op.
  EXPECT_TRUE(Add(XlaOp(), XlaOp()).IsUninitialized());
  EXPECT_TRUE(Abs(XlaOp()).IsUninitialized());
}

TEST(BuilderErrorsTest, Parameters) {
  {
    XlaBuilder b("duplicate");
    Parameter(&b, 0, S(F32, {}), "a");
    Parameter(&b, 0, S(F32, {}), "b");
    ExpectBuildError(b, "Parameter", "already registered");
  }
  {
    XlaBuilder b("gap");
    Parameter(&b, 0, S(F32, {}), "a");
    Parameter(&b, 2, S(F32, {}), "c");
    ExpectBuildError(b, "Build", "missing 1");
  }
  {
    XlaBuilder b("negative");
    Parameter(&b, -1, S(F32, {}), "a");
    ExpectBuildError(b, "Parameter", "non-negative");
  }
  {
    XlaBuilder b("bad_shape");
    Parameter(&b, 0, S(F32, {-3}), "a");
    ExpectBuildError(b, "Parameter");
  }
  {
    XlaBuilder b("huge");
    Parameter(&b, 0, S(F32, {int64_t{99999999999}, int64_t{99999999999}}), "a");
    ExpectBuildError(b, "Parameter");
  }
}

TEST(BuilderErrorsTest, EmptyBuilder) {
  XlaBuilder b("empty");
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok());
  EXPECT_TRUE(absl::StrContains(computation.status().message(), "no instructions"));
}

TEST(BuilderErrorsTest, CalledComputations) {
  {
    XlaBuilder b("null_reducer");
    XlaOp x = Parameter(&b, 0, S(F32, {4}), "x");
    Reduce(x, ConstantR0<float>(&b, 0), XlaComputation(), {0});
    ExpectBuildError(b, "Reduce", "null");
  }
  {
    XlaBuilder b("wrong_reducer");
    XlaOp x = Parameter(&b, 0, S(F32, {4}), "x");
    // A reducer over S32 for F32 data.
    Reduce(x, ConstantR0<float>(&b, 0), CreateScalarAddComputation(S32, &b), {0});
    ExpectBuildError(b, "Reduce");
  }
  {
    XlaBuilder b("wrong_body");
    XlaOp init = ConstantR0<int32_t>(&b, 0);
    auto body = b.CreateSubBuilder("body");
    ConvertElementType(Parameter(body.get(), 0, S(S32, {}), "i"), F32);
    auto condition = b.CreateSubBuilder("condition");
    Lt(Parameter(condition.get(), 0, S(S32, {}), "i"), ConstantR0<int32_t>(condition.get(), 3));
    While(condition->Build().value(), body->Build().value(), init);
    ExpectBuildError(b, "While");
  }
  {
    XlaBuilder b("branches");
    XlaOp index = ConstantR0<int32_t>(&b, 0);
    Conditional(index, {}, {});
    ExpectBuildError(b, "Conditional", "branch");
  }
}

TEST(BuilderErrorsTest, ArgumentErrors) {
  struct Case {
    const char* op;
    std::function<void(XlaBuilder&, XlaOp)> build;
    const char* fragment;
  };
  std::vector<Case> cases = {
      {"Add", [](XlaBuilder&, XlaOp x) { Add(x, x, {5}); }, ""},
      {"Collapse", [](XlaBuilder&, XlaOp x) { Collapse(x, {0, 2}); }, "consecutive"},
      {"Reshape", [](XlaBuilder&, XlaOp x) { Reshape(x, {5, 5}); }, ""},
      {"Slice", [](XlaBuilder&, XlaOp x) { Slice(x, {0, 0, 0}, {9, 1, 1}, {1, 1, 1}); }, ""},
      {"SliceInDim", [](XlaBuilder&, XlaOp x) { SliceInDim(x, 0, 1, 1, 7); }, "out of range"},
      {"Broadcast", [](XlaBuilder&, XlaOp x) { Broadcast(x, {-2}); }, ""},
      {"BroadcastInDim", [](XlaBuilder&, XlaOp x) { BroadcastInDim(x, {4, 2}, {0}); }, ""},
      {"ConcatInDim", [](XlaBuilder& b, XlaOp x) { ConcatInDim(&b, {x, x}, 3); }, ""},
      {"GetTupleElement", [](XlaBuilder&, XlaOp x) { GetTupleElement(x, 0); }, ""},
      {"Dot", [](XlaBuilder&, XlaOp x) { Dot(x, x); }, ""},
      {"ReduceWindow",
       [](XlaBuilder& b, XlaOp x) {
         ReduceWindow(x, ConstantR0<float>(&b, 0), CreateScalarMaxComputation(F32, &b),
                      {1, 1, 1}, {1, 1}, Padding::kValid);
       },
       "entries"},
      {"Conv",
       [](XlaBuilder&, XlaOp x) { Conv(x, x, {1, 1, 1}, Padding::kSame); },
       ""},
      {"CustomCall",
       [](XlaBuilder& b, XlaOp x) { CustomCall(&b, "$internal", {x}, S(F32, {})); },
       "target name"},
      {"Map",
       [](XlaBuilder& b, XlaOp x) { Map(&b, {x}, CreateScalarAddComputation(F32, &b), {0}, {x}); },
       "static operands"},
      {"Sort", [](XlaBuilder& b, XlaOp x) { Sort({x}, CreateScalarLtComputation({F32}, &b), 5); },
       ""},
      {"Conditional", [](XlaBuilder& b, XlaOp x) { Conditional(x, {}, {}); }, "branch"},
      {"SendWithToken",
       [](XlaBuilder& b, XlaOp x) {
         ChannelHandle host;
         host.set_handle(7);
         host.set_type(ChannelHandle::DEVICE_TO_HOST);
         SendWithToken(x, CreateToken(&b), host);
       },
       "DEVICE_TO_DEVICE"},
      {"OutfeedWithToken",
       [](XlaBuilder& b, XlaOp x) { OutfeedWithToken(x, CreateToken(&b), S(S32, {1}), ""); },
       "compatible"},
      {"InfeedWithToken",
       [](XlaBuilder&, XlaOp x) { InfeedWithToken(x, S(F32, {2}), ""); },
       "token"},
      {"Iota", [](XlaBuilder& b, XlaOp) { Iota(&b, S(F32, {2}), 4); }, ""},
      {"RngBernoulli",
       [](XlaBuilder&, XlaOp x) { RngBernoulli(x, S(U32, {2})); },
       "scalar"},
      {"operator>>", [](XlaBuilder&, XlaOp x) { (void)(x >> x); }, "integral"},
      {"ConstantR1", [](XlaBuilder& b, XlaOp) { ConstantR1<float>(&b, -1, 0.0f); },
       "non-negative"},
      {"AllToAll", [](XlaBuilder&, XlaOp x) { AllToAll(x, 0, 1, 3); }, ""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.op);
    XlaBuilder b(absl::StrCat("case_", c.op));
    XlaOp x = Parameter(&b, 0, S(F32, {4, 1, 2}), "x");
    c.build(b, x);
    ExpectBuildError(b, c.op, c.fragment);
  }
}

}  // namespace
}  // namespace xla

namespace xla {
namespace {

TEST(BuilderErrorsTest, CompositeOpsNameTheOpCalled) {
  XlaBuilder b("composite");
  XlaOp x = Parameter(&b, 0, testing::S(F32, {2, 3}), "x");
  Dot(x, x);  // Dot is built from DotGeneral
  absl::StatusOr<XlaComputation> computation = b.Build();
  ASSERT_FALSE(computation.ok());
  EXPECT_TRUE(absl::StartsWith(computation.status().message(), "Dot: DotGeneral: "))
      << computation.status();
}

}  // namespace
}  // namespace xla
