"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<8xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg39: tensor<i32>):
    %132 = "stablehlo.constant"() <{value = dense<[1.000000e-01, 6.000000e-01, 3.000000e-01]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %133 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.shift_right_logical"(%arg39, %133) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %135 = "stablehlo.convert"(%134) : (tensor<i32>) -> tensor<ui32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %137 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %138 = "stablehlo.and"(%arg39, %137) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %139 = "stablehlo.convert"(%138) : (tensor<i32>) -> tensor<ui32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %141 = "stablehlo.concatenate"(%136, %140) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %142 = "stablehlo.log"(%132) : (tensor<3xf32>) -> tensor<3xf32>
    %143 = "func.call"(%141) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<8x3xf32>
    %144 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %146 = "stablehlo.add"(%143, %145) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %147 = "func.call"(%146) <{callee = @argmax}> : (tensor<8x3xf32>) -> tensor<8xi32>
    "func.return"(%147) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<2xui32>):
    %125 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %127 = "func.call"(%arg38, %125, %126) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x3xf32>
    %128 = "stablehlo.log"(%127) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %129 = "stablehlo.negate"(%128) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %130 = "stablehlo.log"(%129) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %131 = "stablehlo.negate"(%130) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%131) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<2xui32>, %arg36: tensor<f32>, %arg37: tensor<f32>):
    %85 = "stablehlo.convert"(%arg36) : (tensor<f32>) -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %88 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %89 = "stablehlo.reshape"(%88) : (tensor<1xui32>) -> tensor<ui32>
    %90 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %91 = "stablehlo.reshape"(%90) : (tensor<1xui32>) -> tensor<ui32>
    %92 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x3xui64>
    %93 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x3xui64>
    %94 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %96 = "stablehlo.multiply"(%95, %92) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %97 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %99 = "stablehlo.multiply"(%98, %93) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %100 = "stablehlo.add"(%96, %99) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %103 = "stablehlo.shift_right_logical"(%100, %102) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %104 = "stablehlo.convert"(%100) : (tensor<8x3xui64>) -> tensor<8x3xui32>
    %105 = "stablehlo.convert"(%103) : (tensor<8x3xui64>) -> tensor<8x3xui32>
    %106:2 = "func.call"(%89, %91, %105, %104) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x3xui32>, tensor<8x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>)
    %107 = "stablehlo.xor"(%106#0, %106#1) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %108 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %110 = "stablehlo.shift_right_logical"(%107, %109) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %111 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %113 = "stablehlo.or"(%110, %112) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %114 = "stablehlo.bitcast_convert"(%113) : (tensor<8x3xui32>) -> tensor<8x3xf32>
    %115 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %117 = "stablehlo.subtract"(%114, %116) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %118 = "stablehlo.subtract"(%87, %86) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %120 = "stablehlo.multiply"(%117, %119) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %121 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %122 = "stablehlo.add"(%120, %121) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %123 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %124 = "stablehlo.maximum"(%123, %122) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%124) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x3xui32>, tensor<8x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<ui32>, %arg14: tensor<ui32>, %arg15: tensor<8x3xui32>, %arg16: tensor<8x3xui32>):
    %68 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %69 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %70 = "stablehlo.xor"(%arg13, %arg14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %71 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %72 = "stablehlo.xor"(%70, %71) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %73 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %74 = "stablehlo.add"(%arg15, %73) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %75 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %76 = "stablehlo.add"(%arg16, %75) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %79:9 = "stablehlo.while"(%78, %77, %74, %76, %arg14, %72, %arg13, %68, %69) ({
    ^bb0(%arg26: tensor<i32>, %arg27: tensor<i32>, %arg28: tensor<8x3xui32>, %arg29: tensor<8x3xui32>, %arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<4xui32>, %arg34: tensor<4xui32>):
      %83 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %84 = "stablehlo.compare"(%arg26, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%84) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<8x3xui32>, %arg20: tensor<8x3xui32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<4xui32>, %arg25: tensor<4xui32>):
      %80:8 = "func.call"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25) <{callee = @closed_call}> : (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %81 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %82 = "stablehlo.add"(%arg17, %81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%82, %80#0, %80#1, %80#2, %80#3, %80#4, %80#5, %80#6, %80#7) : (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%79#2, %79#3) : (tensor<8x3xui32>, tensor<8x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<8x3xui32>, %arg7: tensor<8x3xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
    %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.add"(%arg5, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xui32>) -> tensor<ui32>
    %17 = "stablehlo.add"(%arg6, %arg7) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %19 = "stablehlo.shift_left"(%arg7, %18) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %20 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %21 = "stablehlo.subtract"(%20, %16) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %23 = "stablehlo.shift_right_logical"(%arg7, %22) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %24 = "stablehlo.or"(%19, %23) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %25 = "stablehlo.xor"(%17, %24) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %26 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xui32>) -> tensor<ui32>
    %28 = "stablehlo.add"(%17, %25) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %30 = "stablehlo.shift_left"(%25, %29) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %31 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %32 = "stablehlo.subtract"(%31, %27) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %34 = "stablehlo.shift_right_logical"(%25, %33) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %35 = "stablehlo.or"(%30, %34) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %36 = "stablehlo.xor"(%28, %35) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %37 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1xui32>) -> tensor<ui32>
    %39 = "stablehlo.add"(%28, %36) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %40 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %41 = "stablehlo.shift_left"(%36, %40) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %42 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %43 = "stablehlo.subtract"(%42, %38) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %45 = "stablehlo.shift_right_logical"(%36, %44) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %46 = "stablehlo.or"(%41, %45) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %47 = "stablehlo.xor"(%39, %46) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %48 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %49 = "stablehlo.reshape"(%48) : (tensor<1xui32>) -> tensor<ui32>
    %50 = "stablehlo.add"(%39, %47) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %51 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %52 = "stablehlo.shift_left"(%47, %51) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %53 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %54 = "stablehlo.subtract"(%53, %49) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %56 = "stablehlo.shift_right_logical"(%47, %55) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %57 = "stablehlo.or"(%52, %56) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %58 = "stablehlo.xor"(%50, %57) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %60 = "stablehlo.add"(%50, %59) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %62 = "stablehlo.add"(%58, %61) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.add"(%arg5, %63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %65 = "stablehlo.convert"(%64) : (tensor<i32>) -> tensor<ui32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %67 = "stablehlo.add"(%62, %66) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    "func.return"(%14, %60, %67, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x3xf32>) -> tensor<8xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x3xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x3xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<8x3xf32>, tensor<8x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
    "func.return"(%3#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
