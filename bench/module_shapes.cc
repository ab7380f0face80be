#include "bench/module_shapes.h"

#include <algorithm>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace xla::bench {
namespace {

// The text of one computation, built instruction by instruction.
class Computation {
 public:
  explicit Computation(std::string header) : header_(std::move(header)) {}

  // Adds `name = shape rhs` under a fresh name and returns the name.
  std::string Add(absl::string_view shape, absl::string_view rhs) {
    std::string name = absl::StrCat("v", lines_.size());
    lines_.push_back(absl::StrCat("  ", name, " = ", shape, " ", rhs));
    return name;
  }
  // The same, as the root.
  std::string Root(absl::string_view shape, absl::string_view rhs) {
    std::string name = Add(shape, rhs);
    lines_.back().replace(0, 2, "  ROOT ");
    return name;
  }
  int64_t size() const { return static_cast<int64_t>(lines_.size()); }
  std::string Text() const {
    return absl::StrCat(header_, " {\n", absl::StrJoin(lines_, "\n"), "\n}\n\n");
  }

 private:
  std::string header_;
  std::vector<std::string> lines_;
};

// A module's computations; the entry goes last.
class Module {
 public:
  Computation& Add(std::string header) {
    computations_.push_back(Computation(std::move(header)));
    return computations_.back();
  }
  int64_t size() const {
    int64_t total = 0;
    for (const Computation& computation : computations_) total += computation.size();
    return total;
  }
  std::string Text(absl::string_view name, const Computation& entry) const {
    std::string text = absl::StrCat("HloModule ", name, "\n\n");
    for (const Computation& computation : computations_) absl::StrAppend(&text, computation.Text());
    return absl::StrCat(text, entry.Text());
  }

 private:
  std::vector<Computation> computations_;
};

std::string Call(absl::string_view op, std::initializer_list<absl::string_view> operands,
                 absl::string_view attributes = "") {
  return absl::StrCat(op, "(", absl::StrJoin(operands, ", "), ")",
                      attributes.empty() ? "" : ", ", attributes);
}

// Two scalar reducers (add and maximum) added to `module`.
void AddReducers(Module& module) {
  for (const char* op : {"add", "maximum"}) {
    Computation& reducer = module.Add(absl::StrCat(op, "_f32"));
    std::string a = reducer.Add("f32[]", "parameter(0)");
    std::string b = reducer.Add("f32[]", "parameter(1)");
    reducer.Root("f32[]", Call(op, {a, b}));
  }
}

std::string Chain(int64_t instructions) {
  const std::string shape = "f32[16,16]";
  Computation entry("ENTRY main");
  std::string p0 = entry.Add(shape, "parameter(0)");
  std::string p1 = entry.Add(shape, "parameter(1)");
  std::string half = entry.Add("f32[]", "constant(0.5)");
  std::string value = p0;
  for (int64_t step = 0; entry.size() < instructions - 1; ++step) {
    switch (step % 8) {
      case 0:
        value = entry.Add(shape, Call("add", {value, p1}));
        break;
      case 1:
        value = entry.Add(shape, Call("multiply", {value, p0}));
        break;
      case 2:
        value = entry.Add(shape, Call("exponential", {value}));
        break;
      case 3:
        value = entry.Add(shape, Call("subtract", {value, p1}));
        break;
      case 4:
        value = entry.Add(shape, Call("tanh", {value}));
        break;
      case 5: {
        std::string less = entry.Add("pred[16,16]", Call("compare", {value, p1},
                                                          "direction=LT, type=TOTALORDER"));
        value = entry.Add(shape, Call("select", {less, value, p0}));
        break;
      }
      case 6: {
        std::string scale = entry.Add(shape, Call("broadcast", {half}, "dimensions={}"));
        value = entry.Add(shape, Call("multiply", {value, scale}));
        break;
      }
      default:
        value = entry.Add(shape, Call("negate", {value}));
        break;
    }
  }
  entry.Root(shape, Call("copy", {value}));
  return Module().Text("chain", entry);
}

std::string Fan(int64_t instructions) {
  const std::string shape = "f32[16,16]";
  Computation entry("ENTRY main");
  std::string p0 = entry.Add(shape, "parameter(0)");
  // Per branch: constant, broadcast, multiply; then one add of the tree.
  const int64_t width = std::max<int64_t>(2, (instructions - 2) / 4);
  std::vector<std::string> branches;
  for (int64_t i = 0; i < width; ++i) {
    std::string constant = entry.Add("f32[]", absl::StrFormat("constant(%d)", i + 2));
    std::string scale = entry.Add(shape, Call("broadcast", {constant}, "dimensions={}"));
    branches.push_back(entry.Add(shape, Call("multiply", {p0, scale})));
  }
  std::vector<std::string> level = branches;
  while (level.size() > 1) {
    std::vector<std::string> next;
    for (size_t i = 0; i + 1 < level.size(); i += 2) {
      next.push_back(entry.Add(shape, Call("add", {level[i], level[i + 1]})));
    }
    if (level.size() % 2 == 1) next.push_back(level.back());
    level = std::move(next);
  }
  // One wide fan-in: every branch and the sum.
  branches.push_back(level.front());
  std::vector<std::string> shapes(branches.size(), shape);
  entry.Root(absl::StrCat("(", absl::StrJoin(shapes, ", "), ")"),
             absl::StrCat("tuple(", absl::StrJoin(branches, ", "), ")"));
  return Module().Text("fan", entry);
}

std::string Loops(int64_t instructions) {
  const std::string value_shape = "f32[8]";
  const std::string state = absl::StrCat("(s32[], ", value_shape, ")");
  Module module;
  Computation entry("ENTRY main");
  std::string flag = entry.Add("pred[]", "parameter(0)");
  std::string value = entry.Add(value_shape, "parameter(1)");
  for (int64_t block = 0; module.size() + entry.size() < instructions - 1; ++block) {
    if (block % 2 == 0) {
      Computation& condition = module.Add(absl::StrCat("cond_", block));
      std::string p = condition.Add(state, "parameter(0)");
      std::string i = condition.Add("s32[]", Call("get-tuple-element", {p}, "index=0"));
      std::string limit = condition.Add("s32[]", "constant(3)");
      condition.Root("pred[]", Call("compare", {i, limit}, "direction=LT"));
      Computation& body = module.Add(absl::StrCat("body_", block));
      p = body.Add(state, "parameter(0)");
      i = body.Add("s32[]", Call("get-tuple-element", {p}, "index=0"));
      std::string x = body.Add(value_shape, Call("get-tuple-element", {p}, "index=1"));
      std::string one = body.Add("s32[]", "constant(1)");
      std::string next = body.Add("s32[]", Call("add", {i, one}));
      std::string square = body.Add(value_shape, Call("multiply", {x, x}));
      std::string sum = body.Add(value_shape, Call("add", {square, x}));
      body.Root(state, Call("tuple", {next, sum}));
      std::string zero = entry.Add("s32[]", "constant(0)");
      std::string init = entry.Add(state, Call("tuple", {zero, value}));
      std::string loop = entry.Add(
          state, Call("while", {init},
                      absl::StrFormat("condition=cond_%d, body=body_%d", block, block)));
      value = entry.Add(value_shape, Call("get-tuple-element", {loop}, "index=1"));
    } else {
      Computation& on_true = module.Add(absl::StrCat("on_true_", block));
      std::string p = on_true.Add(value_shape, "parameter(0)");
      on_true.Root(value_shape, Call("negate", {p}));
      Computation& on_false = module.Add(absl::StrCat("on_false_", block));
      p = on_false.Add(value_shape, "parameter(0)");
      std::string e = on_false.Add(value_shape, Call("exponential", {p}));
      on_false.Root(value_shape, Call("add", {e, p}));
      value = entry.Add(
          value_shape,
          Call("conditional", {flag, value, value},
               absl::StrFormat("true_computation=on_true_%d, false_computation=on_false_%d",
                               block, block)));
    }
  }
  entry.Root(value_shape, Call("copy", {value}));
  return module.Text("loops", entry);
}

std::string Reduces(int64_t instructions) {
  const std::string shape = "f32[16,16]";
  Module module;
  AddReducers(module);
  Computation entry("ENTRY main");
  std::string p0 = entry.Add(shape, "parameter(0)");
  std::string zero = entry.Add("f32[]", "constant(0)");
  std::string sum = entry.Add("f32[16]", Call("reduce", {p0, zero},
                                              "dimensions={1}, to_apply=add_f32"));
  for (int64_t i = 0; module.size() + entry.size() < instructions - 5; ++i) {
    std::string constant = entry.Add("f32[]", absl::StrFormat("constant(%d)", i + 2));
    std::string scale = entry.Add(shape, Call("broadcast", {constant}, "dimensions={}"));
    std::string scaled = entry.Add(shape, Call("multiply", {p0, scale}));
    std::string reduced = entry.Add(
        "f32[16]", Call("reduce", {scaled, zero},
                        absl::StrCat("dimensions={", i % 2, "}, to_apply=",
                                     i % 3 == 0 ? "maximum_f32" : "add_f32")));
    sum = entry.Add("f32[16]", Call("add", {sum, reduced}));
  }
  entry.Root("f32[16]", Call("copy", {sum}));
  return module.Text("reduces", entry);
}

// One transformer layer on x: f32[S,D] (pre-norm attention, then a gelu MLP).
class TransformerLayer {
 public:
  static constexpr int kS = 8, kD = 16, kF = 32;

  TransformerLayer(Computation& entry, const std::vector<std::string>& weights)
      : c_(entry), w_(weights) {}

  std::string Apply(const std::string& x) {
    std::string attention = Attention(LayerNorm(x));
    std::string residual = c_.Add(Sd(), Call("add", {x, attention}));
    std::string mlp = Mlp(LayerNorm(residual));
    return c_.Add(Sd(), Call("add", {residual, mlp}));
  }

 private:
  static std::string Sd() { return absl::StrFormat("f32[%d,%d]", kS, kD); }
  static std::string Ss() { return absl::StrFormat("f32[%d,%d]", kS, kS); }
  static std::string Sf() { return absl::StrFormat("f32[%d,%d]", kS, kF); }
  static std::string S() { return absl::StrFormat("f32[%d]", kS); }

  std::string Scalar(double value) {
    return c_.Add("f32[]", absl::StrFormat("constant(%g)", value));
  }
  std::string Splat(const std::string& shape, double value) {
    return c_.Add(shape, Call("broadcast", {Scalar(value)}, "dimensions={}"));
  }
  std::string Rows(const std::string& shape, const std::string& row_values) {
    return c_.Add(shape, Call("broadcast", {row_values}, "dimensions={0}"));
  }
  std::string RowReduce(const std::string& x, const char* reducer, double init) {
    return c_.Add(S(), Call("reduce", {x, Scalar(init)},
                            absl::StrCat("dimensions={1}, to_apply=", reducer)));
  }
  std::string Dot(const std::string& shape, const std::string& a, const std::string& b,
                  int rhs_contracting) {
    return c_.Add(shape, Call("dot", {a, b},
                              absl::StrFormat("lhs_contracting_dims={1}, rhs_contracting_dims={%d}",
                                              rhs_contracting)));
  }

  std::string LayerNorm(const std::string& x) {
    std::string mean = c_.Add(S(), Call("divide", {RowReduce(x, "add_f32", 0), Splat(S(), kD)}));
    std::string centered = c_.Add(Sd(), Call("subtract", {x, Rows(Sd(), mean)}));
    std::string square = c_.Add(Sd(), Call("multiply", {centered, centered}));
    std::string variance =
        c_.Add(S(), Call("divide", {RowReduce(square, "add_f32", 0), Splat(S(), kD)}));
    std::string scale =
        c_.Add(S(), Call("rsqrt", {c_.Add(S(), Call("add", {variance, Splat(S(), 1e-5)}))}));
    return c_.Add(Sd(), Call("multiply", {centered, Rows(Sd(), scale)}));
  }

  std::string Attention(const std::string& x) {
    std::string q = Dot(Sd(), x, w_[0], 0);
    std::string k = Dot(Sd(), x, w_[1], 0);
    std::string v = Dot(Sd(), x, w_[2], 0);
    std::string scores = Dot(Ss(), q, k, 1);
    std::string max = RowReduce(scores, "maximum_f32", -1e30);
    std::string shifted = c_.Add(Ss(), Call("subtract", {scores, Rows(Ss(), max)}));
    std::string e = c_.Add(Ss(), Call("exponential", {shifted}));
    std::string total = RowReduce(e, "add_f32", 0);
    std::string probabilities = c_.Add(Ss(), Call("divide", {e, Rows(Ss(), total)}));
    return Dot(Sd(), Dot(Sd(), probabilities, v, 0), w_[3], 0);
  }

  // gelu(h) = 0.5 h (1 + tanh(0.79788 (h + 0.044715 h^3)))
  std::string Mlp(const std::string& x) {
    std::string h = Dot(Sf(), x, w_[4], 0);
    std::string cube = c_.Add(Sf(), Call("multiply", {h, c_.Add(Sf(), Call("multiply", {h, h}))}));
    std::string inner = c_.Add(
        Sf(), Call("add", {h, c_.Add(Sf(), Call("multiply", {cube, Splat(Sf(), 0.044715)}))}));
    std::string t = c_.Add(
        Sf(), Call("tanh", {c_.Add(Sf(), Call("multiply", {inner, Splat(Sf(), 0.79788)}))}));
    std::string gate = c_.Add(Sf(), Call("add", {t, Splat(Sf(), 1)}));
    std::string gelu = c_.Add(
        Sf(), Call("multiply", {c_.Add(Sf(), Call("multiply", {h, gate})), Splat(Sf(), 0.5)}));
    return Dot(Sd(), gelu, w_[5], 0);
  }

  Computation& c_;
  const std::vector<std::string>& w_;
};

std::string Transformer(int64_t instructions) {
  using L = TransformerLayer;
  Module module;
  AddReducers(module);
  Computation entry("ENTRY main");
  std::string x = entry.Add(absl::StrFormat("f32[%d,%d]", L::kS, L::kD), "parameter(0)");
  // wq, wk, wv, wo: [D,D]; w1: [D,F]; w2: [F,D].
  std::vector<std::string> weights;
  for (int i = 0; i < 6; ++i) {
    int rows = i == 5 ? L::kF : L::kD, columns = i == 4 ? L::kF : L::kD;
    weights.push_back(entry.Add(absl::StrFormat("f32[%d,%d]", rows, columns),
                                absl::StrFormat("parameter(%d)", i + 1)));
  }
  int64_t per_layer = 0;
  while (per_layer == 0 || module.size() + entry.size() + per_layer < instructions) {
    int64_t before = entry.size();
    x = TransformerLayer(entry, weights).Apply(x);
    per_layer = entry.size() - before;
  }
  entry.Root(absl::StrFormat("f32[%d,%d]", L::kS, L::kD), Call("copy", {x}));
  return module.Text("transformer", entry);
}

}  // namespace

std::vector<std::string> ModuleShapeNames() {
  return {"chain", "fan", "loops", "reduces", "transformer"};
}

absl::StatusOr<std::string> GenerateModule(absl::string_view shape, int64_t instructions) {
  if (shape == "chain") return Chain(instructions);
  if (shape == "fan") return Fan(instructions);
  if (shape == "loops") return Loops(instructions);
  if (shape == "reduces") return Reduces(instructions);
  if (shape == "transformer") return Transformer(instructions);
  return absl::NotFoundError(absl::StrCat("no module shape '", shape, "'; shapes are: ",
                                          absl::StrJoin(ModuleShapeNames(), ", ")));
}

}  // namespace xla::bench
