"builtin.module"() <{sym_name = "jit_erfc"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.12837911> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<-0.37612626> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %2 = "stablehlo.constant"() <{value = dense<0.112835854> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<-0.0268538129> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.00518832775> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<-8.0101937E-4> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<7.85386146E-5> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %8 = "stablehlo.constant"() <{value = dense<-88.7228394> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.564189494> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %10 = "stablehlo.constant"() <{value = dense<-0.282076746> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.42184633> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<-1.01526523> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %13 = "stablehlo.constant"() <{value = dense<2.92101908> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<-7.49551868> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %15 = "stablehlo.constant"() <{value = dense<1.297720e+01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<-10.477664> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.563825965> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<-0.274112701> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<3.404880e-01> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<-0.494451523> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.621000468> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<-0.582473278> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.368742466> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %24 = "stablehlo.constant"() <{value = dense<-0.138703942> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<2.326820e-02> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %26 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %28 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.negate"(%28) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.divide"(%27, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.exponential"(%29) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.divide"(%27, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.compare"(%30, %26) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %36 = "stablehlo.multiply"(%25, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.add"(%36, %24) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.multiply"(%37, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.add"(%38, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.multiply"(%39, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %41 = "stablehlo.add"(%40, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.multiply"(%41, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %43 = "stablehlo.add"(%42, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.multiply"(%43, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.add"(%44, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.multiply"(%45, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.add"(%46, %19) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.multiply"(%47, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.add"(%48, %18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.multiply"(%49, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.add"(%50, %17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.multiply"(%16, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.add"(%52, %15) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.multiply"(%53, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.add"(%54, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.multiply"(%55, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.add"(%56, %13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.multiply"(%57, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.add"(%58, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.multiply"(%59, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.add"(%60, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.multiply"(%61, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.add"(%62, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.multiply"(%63, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.add"(%64, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.select"(%35, %51, %65) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.multiply"(%34, %66) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.compare"(%29, %8) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %69 = "stablehlo.select"(%68, %7, %67) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.compare"(%arg0, %7) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %71 = "stablehlo.subtract"(%26, %69) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.select"(%70, %71, %69) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.multiply"(%6, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.add"(%74, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.multiply"(%75, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.add"(%76, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %78 = "stablehlo.multiply"(%77, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %79 = "stablehlo.add"(%78, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.multiply"(%79, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.add"(%80, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.multiply"(%81, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.add"(%82, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %84 = "stablehlo.multiply"(%83, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %85 = "stablehlo.add"(%84, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.multiply"(%arg0, %85) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %87 = "stablehlo.subtract"(%27, %86) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %88 = "stablehlo.abs"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %89 = "stablehlo.compare"(%88, %27) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %90 = "stablehlo.select"(%89, %87, %72) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%90) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
