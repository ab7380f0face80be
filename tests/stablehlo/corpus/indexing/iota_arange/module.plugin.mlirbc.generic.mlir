"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<6xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %4 = "stablehlo.reverse"(%3) <{dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6xf32>
    %5 = "stablehlo.convert"(%4) : (tensor<6xf32>) -> tensor<6xi32>
    %6 = "stablehlo.add"(%2, %5) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%6) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
