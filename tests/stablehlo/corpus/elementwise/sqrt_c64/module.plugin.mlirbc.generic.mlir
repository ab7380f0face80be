"builtin.module"() <{sym_name = "jit_sqrt"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xcomplex<f32>>):
    %0 = "stablehlo.constant"() <{value = dense<2.19736814> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.553774> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %7 = "stablehlo.real"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %8 = "stablehlo.compare"(%7, %6) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %9 = "stablehlo.abs"(%7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.imag"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %11 = "stablehlo.abs"(%10) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.compare"(%9, %11) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %13 = "stablehlo.sqrt"(%9) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.multiply"(%13, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.divide"(%14, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.maximum"(%9, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.minimum"(%9, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.compare"(%16, %17) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %19 = "stablehlo.multiply"(%4, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.divide"(%17, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %21 = "stablehlo.multiply"(%20, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.add"(%3, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.sqrt"(%22) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %24 = "stablehlo.compare"(%23, %3) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %25 = "stablehlo.compare"(%21, %6) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %26 = "stablehlo.and"(%24, %25) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %27 = "stablehlo.multiply"(%16, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.divide"(%27, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.add"(%16, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.multiply"(%16, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.select"(%26, %29, %30) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.select"(%18, %19, %31) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.divide"(%32, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.divide"(%9, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.sqrt"(%35) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.compare"(%36, %6) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %38 = "stablehlo.compare"(%36, %1) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %39 = "stablehlo.or"(%37, %38) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %40 = "stablehlo.compare"(%9, %11) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %41 = "stablehlo.compare"(%9, %11) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %42 = "stablehlo.divide"(%9, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %43 = "stablehlo.divide"(%11, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.select"(%41, %42, %43) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.select"(%12, %3, %44) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.abs"(%45) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.maximum"(%3, %46) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.minimum"(%3, %46) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.compare"(%47, %48) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %50 = "stablehlo.multiply"(%4, %47) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.divide"(%48, %47) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.multiply"(%51, %51) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.add"(%3, %52) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.sqrt"(%53) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.compare"(%54, %3) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %56 = "stablehlo.compare"(%52, %6) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %57 = "stablehlo.and"(%55, %56) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %58 = "stablehlo.multiply"(%47, %52) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.divide"(%58, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.add"(%47, %59) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.multiply"(%47, %54) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.select"(%57, %60, %61) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.select"(%49, %50, %62) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.add"(%3, %63) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.sqrt"(%64) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.divide"(%65, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.multiply"(%13, %66) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.sqrt"(%11) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %69 = "stablehlo.add"(%45, %63) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.sqrt"(%69) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.divide"(%70, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.multiply"(%68, %71) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.select"(%40, %67, %72) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.select"(%39, %73, %36) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.select"(%12, %15, %74) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.divide"(%68, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.divide"(%13, %68) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %78 = "stablehlo.divide"(%68, %13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %79 = "stablehlo.select"(%41, %77, %78) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.select"(%12, %3, %79) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.multiply"(%68, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.multiply"(%65, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.divide"(%81, %82) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %84 = "stablehlo.multiply"(%70, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %85 = "stablehlo.divide"(%68, %84) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.select"(%40, %83, %85) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %87 = "stablehlo.multiply"(%36, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %88 = "stablehlo.divide"(%11, %87) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %89 = "stablehlo.select"(%39, %86, %88) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %90 = "stablehlo.select"(%12, %76, %89) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %91 = "stablehlo.select"(%8, %75, %90) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %92 = "stablehlo.compare"(%7, %6) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %93 = "stablehlo.compare"(%10, %6) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %94 = "stablehlo.negate"(%75) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %95 = "stablehlo.select"(%93, %94, %75) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %96 = "stablehlo.negate"(%90) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %97 = "stablehlo.select"(%93, %96, %90) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %98 = "stablehlo.select"(%92, %95, %97) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %99 = "stablehlo.complex"(%91, %98) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xcomplex<f32>>
    "func.return"(%99) : (tensor<2x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
