"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i64>) -> tensor<3xi64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i64>):
    %0 = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi64>
    %3 = "stablehlo.compare"(%arg0, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = "stablehlo.add"(%arg0, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %5 = "stablehlo.select"(%3, %4, %arg0) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %6 = "stablehlo.dynamic_slice"(%2, %5) <{slice_sizes = array<i64: 3>}> : (tensor<10xi64>, tensor<i64>) -> tensor<3xi64>
    "func.return"(%6) : (tensor<3xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
