"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6xui8>, %arg4: tensor<6xui8>):
    %1 = "stablehlo.compare"(%arg3, %arg4) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
    %2 = "stablehlo.subtract"(%arg3, %arg4) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
    %3 = "stablehlo.subtract"(%arg4, %arg3) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
    %4 = "func.call"(%1, %2, %3) <{callee = @_where}> : (tensor<6xi1>, tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
    "func.return"(%4) : (tensor<6xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<6xui8>, %arg2: tensor<6xui8>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<6xi1>, tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
    "func.return"(%0) : (tensor<6xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
