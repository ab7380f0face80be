"builtin.module"() <{sym_name = "jit_sort"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xbf16>) -> tensor<8xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8xbf16>):
    %12 = "func.call"(%arg3) <{callee = @sort}> : (tensor<8xbf16>) -> tensor<8xbf16>
    "func.return"(%12) : (tensor<8xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xbf16>) -> tensor<8xbf16>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %3 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = "stablehlo.select"(%3, %1, %arg1) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = "stablehlo.select"(%5, %0, %4) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %7 = "stablehlo.compare"(%arg2, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %8 = "stablehlo.select"(%7, %1, %arg2) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %9 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %10 = "stablehlo.select"(%9, %0, %8) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %11 = "stablehlo.compare"(%6, %10) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }) : (tensor<8xbf16>) -> tensor<8xbf16>
    "func.return"(%2) : (tensor<8xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
