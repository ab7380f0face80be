// One StableHLO module for the converter's tests of captured values: a while
// loop whose body uses %s and %c, defined above it. tests/stablehlo checks the
// HLO it becomes (the loop state carries them), tests/runtime the value it
// computes. Plain text, so it needs no layer at all.
#ifndef AXLE_TESTS_STABLEHLO_WHILE_USES_VALUES_FROM_ABOVE_H_
#define AXLE_TESTS_STABLEHLO_WHILE_USES_VALUES_FROM_ABOVE_H_

namespace xla::stablehlo {

// main(x, a) = x -> (x * sqrt(a) + 1.5) three times; for x = 1, a = 4:
// 1 -> 3.5 -> 8.5 -> 18.5.
inline constexpr char kWhileUsesValuesFromAbove[] = R"(
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %c = "stablehlo.constant"() <{value = dense<1.5> : tensor<f32>}> : () -> tensor<f32>
    %s = "stablehlo.sqrt"(%arg1) : (tensor<f32>) -> tensor<f32>
    %i0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %w:2 = "stablehlo.while"(%i0, %arg0) ({
    ^bb0(%i: tensor<i32>, %x: tensor<f32>):
      %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %x: tensor<f32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %y = "stablehlo.multiply"(%x, %s) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %z = "stablehlo.add"(%y, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%j, %z) : (tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
    "func.return"(%w#1) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
)";

}  // namespace xla::stablehlo

#endif  // AXLE_TESTS_STABLEHLO_WHILE_USES_VALUES_FROM_ABOVE_H_
