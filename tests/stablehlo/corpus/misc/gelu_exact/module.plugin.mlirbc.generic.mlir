"builtin.module"() <{sym_name = "jit_gelu"}> ({
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
    %28 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %31 = "stablehlo.multiply"(%30, %arg0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.multiply"(%34, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.negate"(%35) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.abs"(%34) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.divide"(%27, %35) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.exponential"(%36) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.divide"(%27, %37) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %41 = "stablehlo.multiply"(%39, %40) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.compare"(%37, %26) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %43 = "stablehlo.multiply"(%25, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %44 = "stablehlo.add"(%43, %24) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.multiply"(%44, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.add"(%45, %23) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.multiply"(%46, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.add"(%47, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.multiply"(%48, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.add"(%49, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.multiply"(%50, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.add"(%51, %20) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %53 = "stablehlo.multiply"(%52, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.add"(%53, %19) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.multiply"(%54, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.add"(%55, %18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.multiply"(%56, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.add"(%57, %17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.multiply"(%16, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.add"(%59, %15) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.multiply"(%60, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.add"(%61, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.multiply"(%62, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.add"(%63, %13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.multiply"(%64, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.add"(%65, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.multiply"(%66, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.add"(%67, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %69 = "stablehlo.multiply"(%68, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.add"(%69, %10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.multiply"(%70, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.add"(%71, %9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.select"(%42, %58, %72) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.multiply"(%41, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.compare"(%36, %8) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %76 = "stablehlo.select"(%75, %7, %74) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.compare"(%34, %7) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %78 = "stablehlo.subtract"(%26, %76) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %79 = "stablehlo.select"(%77, %78, %76) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.multiply"(%34, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.multiply"(%6, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.add"(%81, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.multiply"(%82, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %84 = "stablehlo.add"(%83, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %85 = "stablehlo.multiply"(%84, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.add"(%85, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %87 = "stablehlo.multiply"(%86, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %88 = "stablehlo.add"(%87, %2) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %89 = "stablehlo.multiply"(%88, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %90 = "stablehlo.add"(%89, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %91 = "stablehlo.multiply"(%90, %80) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %92 = "stablehlo.add"(%91, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %93 = "stablehlo.multiply"(%34, %92) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %94 = "stablehlo.subtract"(%27, %93) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %95 = "stablehlo.abs"(%34) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %96 = "stablehlo.compare"(%95, %27) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %97 = "stablehlo.select"(%96, %94, %79) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %98 = "stablehlo.multiply"(%31, %97) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%98) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
