"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi32>) -> tensor<4xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<7xi32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<7xi32>) -> tensor<4xi32>
    %1 = "stablehlo.reverse"(%0) <{dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
