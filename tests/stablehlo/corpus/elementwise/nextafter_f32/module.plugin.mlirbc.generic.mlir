"builtin.module"() <{sym_name = "jit_nextafter"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<-1> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %3 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %4 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %5 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %7 = "stablehlo.bitcast_convert"(%arg1) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %8 = "stablehlo.compare"(%arg0, %arg0) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %9 = "stablehlo.compare"(%arg1, %arg1) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %10 = "stablehlo.or"(%8, %9) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %11 = "stablehlo.bitcast_convert"(%5) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %12 = "stablehlo.and"(%6, %3) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %13 = "stablehlo.and"(%7, %3) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %14 = "stablehlo.compare"(%arg0, %arg1) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %15 = "stablehlo.compare"(%12, %2) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %16 = "stablehlo.compare"(%13, %2) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %17 = "stablehlo.and"(%6, %4) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %18 = "stablehlo.and"(%7, %4) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %19 = "stablehlo.or"(%18, %1) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %20 = "stablehlo.compare"(%17, %18) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %21 = "stablehlo.compare"(%12, %13) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %22 = "stablehlo.or"(%21, %20) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %23 = "stablehlo.select"(%22, %0, %1) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %24 = "stablehlo.add"(%6, %23) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %25 = "stablehlo.select"(%16, %7, %19) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %26 = "stablehlo.select"(%15, %25, %24) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %27 = "stablehlo.select"(%14, %7, %26) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %28 = "stablehlo.select"(%10, %11, %27) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %29 = "stablehlo.bitcast_convert"(%28) : (tensor<2x4xi32>) -> tensor<2x4xf32>
    "func.return"(%29) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
