#include "tests/testlib/deep_modules.h"

#include "absl/strings/str_cat.h"

namespace xla::testlib {
namespace {

// Level 0 adds one; level i > 0 runs level i - 1 once through `nesting`.
std::string Level(Nesting nesting, int i) {
  const std::string name = absl::StrCat("level", i);
  const std::string inner = absl::StrCat("level", i - 1);
  switch (nesting) {
    case Nesting::kCall:
    case Nesting::kConditional:
      if (i == 0) {
        return absl::StrCat(name, " {\n  p = f32[] parameter(0)\n  one = f32[] constant(1)\n",
                            "  ROOT r = f32[] add(p, one)\n}\n");
      }
      if (nesting == Nesting::kCall) {
        return absl::StrCat(name, " {\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), ",
                            "to_apply=", inner, "\n}\n");
      }
      return absl::StrCat(name, " {\n  p = f32[] parameter(0)\n  t = pred[] constant(true)\n",
                          "  ROOT r = f32[] conditional(t, p, p), true_computation=", inner,
                          ", false_computation=level0\n}\n");
    case Nesting::kWhile:
      // The state is (count, x); every loop runs its body once.
      if (i == 0) {
        return absl::StrCat(name, " {\n  p = (s32[], f32[]) parameter(0)\n",
                            "  i = s32[] get-tuple-element(p), index=0\n",
                            "  x = f32[] get-tuple-element(p), index=1\n",
                            "  one = s32[] constant(1)\n  i1 = s32[] add(i, one)\n",
                            "  f1 = f32[] constant(1)\n  x1 = f32[] add(x, f1)\n",
                            "  ROOT t = (s32[], f32[]) tuple(i1, x1)\n}\n");
      }
      return absl::StrCat(name, " {\n  p = (s32[], f32[]) parameter(0)\n",
                          "  i = s32[] get-tuple-element(p), index=0\n",
                          "  x = f32[] get-tuple-element(p), index=1\n",
                          "  z = s32[] constant(0)\n  t0 = (s32[], f32[]) tuple(z, x)\n",
                          "  w = (s32[], f32[]) while(t0), condition=once, body=", inner, "\n",
                          "  x1 = f32[] get-tuple-element(w), index=1\n",
                          "  one = s32[] constant(1)\n  i1 = s32[] add(i, one)\n",
                          "  ROOT t = (s32[], f32[]) tuple(i1, x1)\n}\n");
  }
  return "";
}

}  // namespace

std::string DeeplyNestedModule(Nesting nesting, int depth) {
  std::string text = "HloModule deep\n\n";
  if (nesting == Nesting::kWhile) {
    absl::StrAppend(&text, "once {\n  p = (s32[], f32[]) parameter(0)\n",
                    "  i = s32[] get-tuple-element(p), index=0\n  one = s32[] constant(1)\n",
                    "  ROOT lt = pred[] compare(i, one), direction=LT\n}\n");
  }
  for (int i = 0; i < depth; ++i) absl::StrAppend(&text, Level(nesting, i));
  if (nesting == Nesting::kWhile) {
    absl::StrAppend(&text, "ENTRY e {\n  x = f32[] parameter(0)\n  z = s32[] constant(1)\n",
                    "  t = (s32[], f32[]) tuple(z, x)\n",
                    "  c = (s32[], f32[]) call(t), to_apply=level", depth - 1, "\n",
                    "  ROOT r = f32[] get-tuple-element(c), index=1\n}\n");
    return text;
  }
  absl::StrAppend(&text, "ENTRY e {\n  x = f32[] parameter(0)\n",
                  "  ROOT r = f32[] call(x), to_apply=level", depth - 1, "\n}\n");
  return text;
}

const char kEndlessLoopModule[] = R"(HloModule forever
cond {
  p = s64[] parameter(0)
  big = s64[] constant(9223372036854775807)
  ROOT lt = pred[] compare(p, big), direction=LT
}
body {
  p = s64[] parameter(0)
  one = s64[] constant(1)
  ROOT n = s64[] add(p, one)
}
ENTRY main {
  z = s64[] constant(0)
  ROOT w = s64[] while(z), condition=cond, body=body
}
)";

const char kCountToModule[] = R"(
HloModule count_to
cond {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  next = s32[] add(i, one)
  ROOT t = (s32[], s32[]) tuple(next, n)
}
ENTRY e {
  n = s32[] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], s32[]) tuple(zero, n)
  counted = (s32[], s32[]) while(init), condition=cond, body=body
  ROOT i = s32[] get-tuple-element(counted), index=0
}
)";

std::string ManyComputationsModule(int count) {
  std::string text = "HloModule many\n\n";
  for (int i = 0; i < count; ++i) {
    absl::StrAppend(&text, "add.", i, " {\n  x.1 = f32[] parameter(0)\n",
                    "  y = f32[] parameter(1)\n  add.1 = f32[] add(x.1, y)\n",
                    "  ROOT add = f32[] add(add.1, y)\n}\n");
  }
  absl::StrAppend(&text, "ENTRY e {\n  p = f32[4] parameter(0)\n  z = f32[] constant(0)\n",
                  "  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=add.", count - 1,
                  "\n}\n");
  return text;
}

}  // namespace xla::testlib
