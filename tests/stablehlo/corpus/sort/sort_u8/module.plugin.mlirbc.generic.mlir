"builtin.module"() <{sym_name = "jit_sort"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xui8>) -> tensor<9xui8>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<9xui8>):
    %2 = "func.call"(%arg3) <{callee = @sort}> : (tensor<9xui8>) -> tensor<9xui8>
    "func.return"(%2) : (tensor<9xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xui8>) -> tensor<9xui8>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<9xui8>):
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %1 = "stablehlo.compare"(%arg1, %arg2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%1) : (tensor<i1>) -> ()
    }) : (tensor<9xui8>) -> tensor<9xui8>
    "func.return"(%0) : (tensor<9xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
