"builtin.module"() <{sym_name = "jit_erf"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf64>) -> tensor<2x4xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x4xf64>):
    %138 = "stablehlo.composite"(%arg1) <{decomposition = @chlo.erf.impl, name = "chlo.erf", version = 1 : i32}> : (tensor<2x4xf64>) -> tensor<2x4xf64>
    "func.return"(%138) : (tensor<2x4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xf64>) -> tensor<2x4xf64>, sym_name = "chlo.erf.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf64>):
    %0 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %2 = "stablehlo.constant"() <{value = dense<-709.78271289338397> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %3 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %4 = "stablehlo.constant"() <{value = dense<3.3690764510008151> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %5 = "stablehlo.constant"() <{value = dense<9.6089680906328585> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %6 = "stablehlo.constant"() <{value = dense<17.081445074756591> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %7 = "stablehlo.constant"() <{value = dense<12.048953980809666> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %8 = "stablehlo.constant"() <{value = dense<9.3960352493800147> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %9 = "stablehlo.constant"() <{value = dense<2.2605286322011726> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %10 = "stablehlo.constant"() <{value = dense<2.9788666537210022> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %11 = "stablehlo.constant"() <{value = dense<7.4097426995044895> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %12 = "stablehlo.constant"() <{value = dense<6.160210979930536> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %13 = "stablehlo.constant"() <{value = dense<5.0190504225118051> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %14 = "stablehlo.constant"() <{value = dense<1.275366707599781> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %15 = "stablehlo.constant"() <{value = dense<0.56418958354775506> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %16 = "stablehlo.constant"() <{value = dense<557.53534081772773> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %17 = "stablehlo.constant"() <{value = dense<1656.6630919416134> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %18 = "stablehlo.constant"() <{value = dense<2246.3376081871097> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %19 = "stablehlo.constant"() <{value = dense<1823.9091668790973> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %20 = "stablehlo.constant"() <{value = dense<975.70850174320549> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %21 = "stablehlo.constant"() <{value = dense<354.93777888781989> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %22 = "stablehlo.constant"() <{value = dense<86.707214088598973> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %23 = "stablehlo.constant"() <{value = dense<13.228195115474499> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %24 = "stablehlo.constant"() <{value = dense<557.53533536939938> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %25 = "stablehlo.constant"() <{value = dense<1027.5518868951572> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %26 = "stablehlo.constant"() <{value = dense<934.52852717195765> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %27 = "stablehlo.constant"() <{value = dense<526.44519499547732> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %28 = "stablehlo.constant"() <{value = dense<196.5208329560771> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %29 = "stablehlo.constant"() <{value = dense<48.637197098568137> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %30 = "stablehlo.constant"() <{value = dense<7.4632105644226989> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %31 = "stablehlo.constant"() <{value = dense<0.56418956483106886> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %32 = "stablehlo.constant"() <{value = dense<2.4619698147353052E-10> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %33 = "stablehlo.constant"() <{value = dense<49267.394260863592> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %34 = "stablehlo.constant"() <{value = dense<22629.000061389095> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %35 = "stablehlo.constant"() <{value = dense<4594.3238297098014> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %36 = "stablehlo.constant"() <{value = dense<521.35794978015269> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %37 = "stablehlo.constant"() <{value = dense<33.561714164750313> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %39 = "stablehlo.constant"() <{value = dense<55592.301301039493> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %40 = "stablehlo.constant"() <{value = dense<7003.3251411280507> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %41 = "stablehlo.constant"() <{value = dense<2232.0053459468431> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %42 = "stablehlo.constant"() <{value = dense<90.026019720384269> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %43 = "stablehlo.constant"() <{value = dense<9.6049737398705161> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %44 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %46 = "stablehlo.add"(%45, %42) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %47 = "stablehlo.multiply"(%46, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %48 = "stablehlo.add"(%47, %41) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %49 = "stablehlo.multiply"(%48, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %50 = "stablehlo.add"(%49, %40) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %51 = "stablehlo.multiply"(%50, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %52 = "stablehlo.add"(%51, %39) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %53 = "stablehlo.multiply"(%arg0, %52) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %54 = "stablehlo.multiply"(%38, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %55 = "stablehlo.add"(%54, %37) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %56 = "stablehlo.multiply"(%55, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %57 = "stablehlo.add"(%56, %36) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %58 = "stablehlo.multiply"(%57, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %59 = "stablehlo.add"(%58, %35) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %60 = "stablehlo.multiply"(%59, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %61 = "stablehlo.add"(%60, %34) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %62 = "stablehlo.multiply"(%61, %44) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %63 = "stablehlo.add"(%62, %33) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %64 = "stablehlo.divide"(%53, %63) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %65 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %66 = "stablehlo.negate"(%65) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %67 = "stablehlo.exponential"(%66) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %68 = "stablehlo.abs"(%arg0) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %69 = "stablehlo.multiply"(%32, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %70 = "stablehlo.add"(%69, %31) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %71 = "stablehlo.multiply"(%70, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %72 = "stablehlo.add"(%71, %30) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %73 = "stablehlo.multiply"(%72, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %74 = "stablehlo.add"(%73, %29) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %75 = "stablehlo.multiply"(%74, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %76 = "stablehlo.add"(%75, %28) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %77 = "stablehlo.multiply"(%76, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %78 = "stablehlo.add"(%77, %27) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %79 = "stablehlo.multiply"(%78, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %80 = "stablehlo.add"(%79, %26) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %81 = "stablehlo.multiply"(%80, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %82 = "stablehlo.add"(%81, %25) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %83 = "stablehlo.multiply"(%82, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %84 = "stablehlo.add"(%83, %24) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %85 = "stablehlo.multiply"(%67, %84) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %86 = "stablehlo.multiply"(%38, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %87 = "stablehlo.add"(%86, %23) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %88 = "stablehlo.multiply"(%87, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %89 = "stablehlo.add"(%88, %22) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %90 = "stablehlo.multiply"(%89, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %91 = "stablehlo.add"(%90, %21) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %92 = "stablehlo.multiply"(%91, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %93 = "stablehlo.add"(%92, %20) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %94 = "stablehlo.multiply"(%93, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %95 = "stablehlo.add"(%94, %19) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %96 = "stablehlo.multiply"(%95, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %97 = "stablehlo.add"(%96, %18) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %98 = "stablehlo.multiply"(%97, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %99 = "stablehlo.add"(%98, %17) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %100 = "stablehlo.multiply"(%99, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %101 = "stablehlo.add"(%100, %16) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %102 = "stablehlo.divide"(%85, %101) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %103 = "stablehlo.multiply"(%15, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %104 = "stablehlo.add"(%103, %14) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %105 = "stablehlo.multiply"(%104, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %106 = "stablehlo.add"(%105, %13) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %107 = "stablehlo.multiply"(%106, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %108 = "stablehlo.add"(%107, %12) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %109 = "stablehlo.multiply"(%108, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %110 = "stablehlo.add"(%109, %11) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %111 = "stablehlo.multiply"(%110, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %112 = "stablehlo.add"(%111, %10) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %113 = "stablehlo.multiply"(%67, %112) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %114 = "stablehlo.multiply"(%38, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %115 = "stablehlo.add"(%114, %9) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %116 = "stablehlo.multiply"(%115, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %117 = "stablehlo.add"(%116, %8) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %118 = "stablehlo.multiply"(%117, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %119 = "stablehlo.add"(%118, %7) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %120 = "stablehlo.multiply"(%119, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %121 = "stablehlo.add"(%120, %6) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %122 = "stablehlo.multiply"(%121, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %123 = "stablehlo.add"(%122, %5) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %124 = "stablehlo.multiply"(%123, %68) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %125 = "stablehlo.add"(%124, %4) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %126 = "stablehlo.divide"(%113, %125) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %127 = "stablehlo.compare"(%68, %3) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %128 = "stablehlo.select"(%127, %102, %126) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %129 = "stablehlo.compare"(%66, %2) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %130 = "stablehlo.select"(%129, %1, %128) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %131 = "stablehlo.compare"(%arg0, %1) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %132 = "stablehlo.subtract"(%0, %130) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %133 = "stablehlo.select"(%131, %132, %130) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %134 = "stablehlo.subtract"(%38, %133) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %135 = "stablehlo.abs"(%arg0) : (tensor<2x4xf64>) -> tensor<2x4xf64>
    %136 = "stablehlo.compare"(%135, %38) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xi1>
    %137 = "stablehlo.select"(%136, %64, %134) : (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    "func.return"(%137) : (tensor<2x4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
