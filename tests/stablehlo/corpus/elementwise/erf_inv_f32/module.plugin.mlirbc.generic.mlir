"builtin.module"() <{sym_name = "jit_erfinv"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.83297682> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.50140941> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<1.00167406> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.246640727> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.00943887047> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %7 = "stablehlo.constant"() <{value = dense<-0.00417768164> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<-0.0076224613> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<-0.00125372503> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.00573950773> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<2.1858087E-4> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<-0.00367342844> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<-4.39150654E-6> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.00134934322> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<-3.5233877E-6> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.00950558E-4> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %17 = "stablehlo.constant"() <{value = dense<3.43273939E-7> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<-2.00214257E-4> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<2.81022636E-8> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %21 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %23 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %24 = "stablehlo.multiply"(%arg0, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.log_plus_one"(%24) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.negate"(%25) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.compare"(%26, %22) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %28 = "stablehlo.subtract"(%26, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.sqrt"(%26) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.subtract"(%29, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.select"(%27, %28, %30) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.select"(%27, %19, %18) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.select"(%27, %17, %16) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.multiply"(%32, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.select"(%27, %15, %14) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.multiply"(%35, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.add"(%36, %37) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.select"(%27, %13, %12) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.multiply"(%38, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.select"(%27, %11, %10) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %43 = "stablehlo.multiply"(%41, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.add"(%42, %43) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.select"(%27, %9, %8) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.multiply"(%44, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.add"(%45, %46) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.select"(%27, %7, %6) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.multiply"(%47, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.select"(%27, %5, %4) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.multiply"(%50, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.select"(%27, %3, %2) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.multiply"(%53, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.add"(%54, %55) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.multiply"(%56, %arg0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.compare"(%58, %1) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %60 = "stablehlo.multiply"(%arg0, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.select"(%59, %60, %57) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%61) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
