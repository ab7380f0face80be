"builtin.module"() <{sym_name = "jit_gammaln"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.14472985> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<0.918938517> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<2.01490307> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<7.500000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.50563267E-7> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<9.98436917E-6> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %10 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<-0.138571098> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<12.5073433> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<-176.615036> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %17 = "stablehlo.constant"() <{value = dense<771.323425> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<-1259.13916> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<676.520386> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %23 = "stablehlo.compare"(%arg0, %22) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %24 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.subtract"(%arg0, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.select"(%23, %24, %25) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.add"(%26, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.divide"(%20, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.add"(%21, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.add"(%26, %18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.divide"(%19, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.add"(%29, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.add"(%26, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.divide"(%17, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.add"(%32, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.add"(%26, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.divide"(%15, %36) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.add"(%26, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.divide"(%13, %39) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.add"(%26, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %43 = "stablehlo.divide"(%11, %42) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.add"(%41, %43) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.add"(%26, %8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.divide"(%9, %45) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.add"(%44, %46) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.add"(%26, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.divide"(%7, %48) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.add"(%5, %26) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.divide"(%26, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.log_plus_one"(%52) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.add"(%4, %53) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.divide"(%51, %54) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.add"(%26, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.subtract"(%56, %55) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.multiply"(%57, %54) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.log"(%50) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.add"(%3, %58) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.add"(%60, %59) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.floor"(%62) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.subtract"(%62, %63) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.compare"(%22, %64) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %66 = "stablehlo.subtract"(%21, %64) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.select"(%65, %66, %64) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.multiply"(%2, %67) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %69 = "stablehlo.sine"(%68) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.log"(%69) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.subtract"(%1, %70) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.subtract"(%71, %61) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.is_finite"(%70) : (tensor<2x4xf32>) -> tensor<2x4xi1>
    %74 = "stablehlo.negate"(%70) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.select"(%73, %72, %74) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.select"(%23, %75, %61) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %78 = "stablehlo.compare"(%77, %0) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %79 = "stablehlo.select"(%78, %0, %76) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%79) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
