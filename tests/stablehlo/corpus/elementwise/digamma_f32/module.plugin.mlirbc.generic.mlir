"builtin.module"() <{sym_name = "jit_digamma"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.01490307> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<7.500000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.50563267E-7> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %7 = "stablehlo.constant"() <{value = dense<9.98436917E-6> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<-0.138571098> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %10 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<12.5073433> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<-176.615036> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<771.323425> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %17 = "stablehlo.constant"() <{value = dense<-1259.13916> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<676.520386> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %21 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %22 = "stablehlo.compare"(%arg0, %21) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %23 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %24 = "stablehlo.subtract"(%arg0, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.select"(%22, %23, %24) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.add"(%25, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.multiply"(%26, %26) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.divide"(%18, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.subtract"(%19, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.divide"(%18, %26) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.add"(%20, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.add"(%25, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.multiply"(%32, %32) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.divide"(%17, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.subtract"(%29, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.divide"(%17, %32) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.add"(%31, %36) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.add"(%25, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.multiply"(%38, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.divide"(%15, %39) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %41 = "stablehlo.subtract"(%35, %40) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.divide"(%15, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %43 = "stablehlo.add"(%37, %42) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.add"(%25, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.multiply"(%44, %44) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.divide"(%13, %45) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.subtract"(%41, %46) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.divide"(%13, %44) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.add"(%43, %48) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.add"(%25, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.multiply"(%50, %50) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.divide"(%11, %51) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.subtract"(%47, %52) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.divide"(%11, %50) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.add"(%49, %54) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.add"(%25, %8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.multiply"(%56, %56) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.divide"(%9, %57) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.subtract"(%53, %58) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.divide"(%9, %56) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.add"(%55, %60) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.add"(%25, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.multiply"(%62, %62) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.divide"(%7, %63) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.subtract"(%59, %64) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.divide"(%7, %62) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.add"(%61, %66) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.add"(%25, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %69 = "stablehlo.multiply"(%68, %68) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.divide"(%5, %69) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.subtract"(%65, %70) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.divide"(%5, %68) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.add"(%67, %72) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.add"(%3, %25) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.divide"(%25, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.log_plus_one"(%75) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.add"(%2, %76) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %78 = "stablehlo.divide"(%71, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %79 = "stablehlo.divide"(%6, %74) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.add"(%77, %78) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.subtract"(%80, %79) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.add"(%arg0, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.floor"(%82) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %84 = "stablehlo.abs"(%83) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %85 = "stablehlo.add"(%arg0, %84) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.multiply"(%1, %85) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %87 = "stablehlo.cosine"(%86) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %88 = "stablehlo.sine"(%86) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %89 = "stablehlo.multiply"(%1, %87) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %90 = "stablehlo.divide"(%89, %88) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %91 = "stablehlo.subtract"(%81, %90) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %92 = "stablehlo.select"(%22, %91, %81) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %93 = "stablehlo.compare"(%arg0, %19) <{comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %94 = "stablehlo.floor"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %95 = "stablehlo.compare"(%arg0, %94) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %96 = "stablehlo.and"(%93, %95) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %97 = "stablehlo.select"(%96, %0, %92) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%97) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
