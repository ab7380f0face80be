"builtin.module"() <{sym_name = "jit_cumsum"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<6xi64>):
    %5 = "func.call"(%arg4) <{callee = @cumsum}> : (tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%5) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi64>) -> tensor<6xi64>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi64>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<6xi64>) -> tensor<6xi64>
    "func.return"(%4) : (tensor<6xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xi64>) -> tensor<6xi64>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi64>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 6>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%3) : (tensor<i64>) -> ()
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    "func.return"(%2) : (tensor<6xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
