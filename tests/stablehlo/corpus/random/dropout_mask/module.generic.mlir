"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<i32>, %arg39: tensor<3x4xf32>):
    %121 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.shift_right_logical"(%arg38, %121) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %123 = "stablehlo.convert"(%122) : (tensor<i32>) -> tensor<ui32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %125 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.and"(%arg38, %125) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %127 = "stablehlo.convert"(%126) : (tensor<i32>) -> tensor<ui32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %129 = "stablehlo.concatenate"(%124, %128) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %130 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %131 = "func.call"(%129, %130) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<3x4xi1>
    %132 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %134 = "stablehlo.divide"(%arg39, %133) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "func.call"(%131, %134, %135) <{callee = @_where}> : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%136) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3x4xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2xui32>, %arg37: tensor<f32>):
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "func.call"(%arg36, %116, %117) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %120 = "stablehlo.compare"(%118, %119) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    "func.return"(%120) : (tensor<3x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>, %arg34: tensor<f32>, %arg35: tensor<f32>):
    %75 = "stablehlo.convert"(%arg34) : (tensor<f32>) -> tensor<f32>
    %76 = "stablehlo.convert"(%arg35) : (tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %78 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %79 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1xui32>) -> tensor<ui32>
    %81 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %82 = "stablehlo.reshape"(%81) : (tensor<1xui32>) -> tensor<ui32>
    %83 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4xui64>
    %84 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xui64>
    %85 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %87 = "stablehlo.multiply"(%86, %83) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %88 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %90 = "stablehlo.multiply"(%89, %84) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %91 = "stablehlo.add"(%87, %90) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %92 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %94 = "stablehlo.shift_right_logical"(%91, %93) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %95 = "stablehlo.convert"(%91) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %96 = "stablehlo.convert"(%94) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %97:2 = "func.call"(%80, %82, %96, %95) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %98 = "stablehlo.xor"(%97#0, %97#1) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %99 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %101 = "stablehlo.shift_right_logical"(%98, %100) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %102 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %104 = "stablehlo.or"(%101, %103) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %105 = "stablehlo.bitcast_convert"(%104) : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %108 = "stablehlo.subtract"(%105, %107) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %109 = "stablehlo.subtract"(%78, %77) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %111 = "stablehlo.multiply"(%108, %110) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %112 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %113 = "stablehlo.add"(%111, %112) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %115 = "stablehlo.maximum"(%114, %113) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%115) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<3x4xui32>, %arg14: tensor<3x4xui32>):
    %58 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %59 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %60 = "stablehlo.xor"(%arg11, %arg12) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %61 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %62 = "stablehlo.xor"(%60, %61) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %63 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %64 = "stablehlo.add"(%arg13, %63) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %65 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %66 = "stablehlo.add"(%arg14, %65) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69:9 = "stablehlo.while"(%68, %67, %64, %66, %arg12, %62, %arg11, %58, %59) ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<3x4xui32>, %arg27: tensor<3x4xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %73 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %74 = "stablehlo.compare"(%arg24, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<3x4xui32>, %arg18: tensor<3x4xui32>, %arg19: tensor<ui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<4xui32>, %arg23: tensor<4xui32>):
      %70:8 = "func.call"(%arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) <{callee = @closed_call}> : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %71 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %72 = "stablehlo.add"(%arg15, %71) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%72, %70#0, %70#1, %70#2, %70#3, %70#4, %70#5, %70#6, %70#7) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%69#2, %69#3) : (tensor<3x4xui32>, tensor<3x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<3x4xui32>, %arg5: tensor<3x4xui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<4xui32>, %arg10: tensor<4xui32>):
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.add"(%arg3, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1xui32>) -> tensor<ui32>
    %7 = "stablehlo.add"(%arg4, %arg5) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %8 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %9 = "stablehlo.shift_left"(%arg5, %8) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %10 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %11 = "stablehlo.subtract"(%10, %6) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %13 = "stablehlo.shift_right_logical"(%arg5, %12) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %14 = "stablehlo.or"(%9, %13) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %15 = "stablehlo.xor"(%7, %14) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %16 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
    %18 = "stablehlo.add"(%7, %15) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %20 = "stablehlo.shift_left"(%15, %19) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %21 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %22 = "stablehlo.subtract"(%21, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %24 = "stablehlo.shift_right_logical"(%15, %23) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %25 = "stablehlo.or"(%20, %24) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %26 = "stablehlo.xor"(%18, %25) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %27 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xui32>) -> tensor<ui32>
    %29 = "stablehlo.add"(%18, %26) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %31 = "stablehlo.shift_left"(%26, %30) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %32 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %33 = "stablehlo.subtract"(%32, %28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %35 = "stablehlo.shift_right_logical"(%26, %34) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %36 = "stablehlo.or"(%31, %35) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %37 = "stablehlo.xor"(%29, %36) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %38 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1xui32>) -> tensor<ui32>
    %40 = "stablehlo.add"(%29, %37) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %42 = "stablehlo.shift_left"(%37, %41) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %44 = "stablehlo.subtract"(%43, %39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %46 = "stablehlo.shift_right_logical"(%37, %45) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %47 = "stablehlo.or"(%42, %46) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %48 = "stablehlo.xor"(%40, %47) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %49 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %50 = "stablehlo.add"(%40, %49) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %51 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %52 = "stablehlo.add"(%48, %51) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %53 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.add"(%arg3, %53) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %55 = "stablehlo.convert"(%54) : (tensor<i32>) -> tensor<ui32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %57 = "stablehlo.add"(%52, %56) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    "func.return"(%4, %50, %57, %arg7, %arg8, %arg6, %arg10, %arg9) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%2) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
