"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xi32>) -> tensor<3x5xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<3x5xi32>):
    %5 = "func.call"(%arg4) <{callee = @cumsum}> : (tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%5) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xi32>) -> tensor<3x5xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x5xi32>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%4) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xi32>) -> tensor<3x5xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x5xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    "func.return"(%2) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
