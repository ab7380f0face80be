"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x6xf32>):
    %5:2 = "stablehlo.composite"(%arg5) <{composite_attributes = {k = 3 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
    "func.return"(%5#0, %5#1) : (tensor<2x3xf32>, tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>), sym_name = "chlo.top_k.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x6xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg2) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%4) : (tensor<i1>) -> ()
    }) : (tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<2x6xf32>, tensor<2x6xi32>)
    %2 = "stablehlo.slice"(%1#0) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x6xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.slice"(%1#1) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x6xi32>) -> tensor<2x3xi32>
    "func.return"(%2, %3) : (tensor<2x3xf32>, tensor<2x3xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
