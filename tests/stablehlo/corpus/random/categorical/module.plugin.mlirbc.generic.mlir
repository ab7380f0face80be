"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<8xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg39: tensor<i32>):
    %127 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.constant"() <{value = dense<[1.000000e-01, 6.000000e-01, 3.000000e-01]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %129 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.shift_right_logical"(%arg39, %129) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %131 = "stablehlo.convert"(%130) : (tensor<i32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %133 = "stablehlo.and"(%arg39, %127) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %134 = "stablehlo.convert"(%133) : (tensor<i32>) -> tensor<ui32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %136 = "stablehlo.concatenate"(%132, %135) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %137 = "stablehlo.log"(%128) : (tensor<3xf32>) -> tensor<3xf32>
    %138 = "func.call"(%136) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<8x3xf32>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %141 = "stablehlo.add"(%138, %140) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %142 = "func.call"(%141) <{callee = @argmax}> : (tensor<8x3xf32>) -> tensor<8xi32>
    "func.return"(%142) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<2xui32>):
    %120 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %122 = "func.call"(%arg38, %120, %121) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x3xf32>
    %123 = "stablehlo.log"(%122) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %124 = "stablehlo.negate"(%123) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %125 = "stablehlo.log"(%124) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %126 = "stablehlo.negate"(%125) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%126) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<2xui32>, %arg36: tensor<f32>, %arg37: tensor<f32>):
    %80 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %82 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %83 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %85 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %86 = "stablehlo.convert"(%arg36) : (tensor<f32>) -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %89 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %90 = "stablehlo.reshape"(%89) : (tensor<1xui32>) -> tensor<ui32>
    %91 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %92 = "stablehlo.reshape"(%91) : (tensor<1xui32>) -> tensor<ui32>
    %93 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x3xui64>
    %94 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x3xui64>
    %95 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %96 = "stablehlo.multiply"(%95, %93) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %97 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %98 = "stablehlo.multiply"(%97, %94) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %99 = "stablehlo.add"(%96, %98) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %100 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8x3xui64>
    %101 = "stablehlo.shift_right_logical"(%99, %100) : (tensor<8x3xui64>, tensor<8x3xui64>) -> tensor<8x3xui64>
    %102 = "stablehlo.convert"(%99) : (tensor<8x3xui64>) -> tensor<8x3xui32>
    %103 = "stablehlo.convert"(%101) : (tensor<8x3xui64>) -> tensor<8x3xui32>
    %104:2 = "func.call"(%90, %92, %103, %102) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8x3xui32>, tensor<8x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>)
    %105 = "stablehlo.xor"(%104#0, %104#1) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %106 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %107 = "stablehlo.shift_right_logical"(%105, %106) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %108 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %109 = "stablehlo.or"(%107, %108) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %110 = "stablehlo.bitcast_convert"(%109) : (tensor<8x3xui32>) -> tensor<8x3xf32>
    %111 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %112 = "stablehlo.subtract"(%110, %111) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %113 = "stablehlo.subtract"(%88, %87) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %115 = "stablehlo.multiply"(%112, %114) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %116 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %117 = "stablehlo.add"(%115, %116) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %118 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<8x3xf32>
    %119 = "stablehlo.maximum"(%118, %117) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%119) : (tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8x3xui32>, tensor<8x3xui32>) -> (tensor<8x3xui32>, tensor<8x3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<ui32>, %arg14: tensor<ui32>, %arg15: tensor<8x3xui32>, %arg16: tensor<8x3xui32>):
    %64 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %68 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %69 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %70 = "stablehlo.xor"(%arg13, %arg14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %71 = "stablehlo.xor"(%70, %67) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %72 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %73 = "stablehlo.add"(%arg15, %72) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %74 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %75 = "stablehlo.add"(%arg16, %74) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %76:9 = "stablehlo.while"(%66, %66, %73, %75, %arg14, %71, %arg13, %68, %69) ({
    ^bb0(%arg26: tensor<i32>, %arg27: tensor<i32>, %arg28: tensor<8x3xui32>, %arg29: tensor<8x3xui32>, %arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<ui32>, %arg33: tensor<4xui32>, %arg34: tensor<4xui32>):
      %79 = "stablehlo.compare"(%arg26, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%79) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<8x3xui32>, %arg20: tensor<8x3xui32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<4xui32>, %arg25: tensor<4xui32>):
      %77:8 = "func.call"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25) <{callee = @closed_call}> : (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %78 = "stablehlo.add"(%arg17, %64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%78, %77#0, %77#1, %77#2, %77#3, %77#4, %77#5, %77#6, %77#7) : (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%76#2, %76#3) : (tensor<8x3xui32>, tensor<8x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<8x3xui32>, %arg7: tensor<8x3xui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<ui32>, %arg11: tensor<4xui32>, %arg12: tensor<4xui32>):
    %13 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.add"(%arg5, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
    %18 = "stablehlo.add"(%arg6, %arg7) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %20 = "stablehlo.shift_left"(%arg7, %19) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %21 = "stablehlo.subtract"(%13, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %23 = "stablehlo.shift_right_logical"(%arg7, %22) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %24 = "stablehlo.or"(%20, %23) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %25 = "stablehlo.xor"(%18, %24) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %26 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xui32>) -> tensor<ui32>
    %28 = "stablehlo.add"(%18, %25) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %30 = "stablehlo.shift_left"(%25, %29) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %31 = "stablehlo.subtract"(%13, %27) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %33 = "stablehlo.shift_right_logical"(%25, %32) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %34 = "stablehlo.or"(%30, %33) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %35 = "stablehlo.xor"(%28, %34) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %36 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1xui32>) -> tensor<ui32>
    %38 = "stablehlo.add"(%28, %35) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %39 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %40 = "stablehlo.shift_left"(%35, %39) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %41 = "stablehlo.subtract"(%13, %37) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %43 = "stablehlo.shift_right_logical"(%35, %42) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %44 = "stablehlo.or"(%40, %43) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %45 = "stablehlo.xor"(%38, %44) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %46 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %47 = "stablehlo.reshape"(%46) : (tensor<1xui32>) -> tensor<ui32>
    %48 = "stablehlo.add"(%38, %45) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %49 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %50 = "stablehlo.shift_left"(%45, %49) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %51 = "stablehlo.subtract"(%13, %47) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %53 = "stablehlo.shift_right_logical"(%45, %52) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %54 = "stablehlo.or"(%50, %53) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %55 = "stablehlo.xor"(%48, %54) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %56 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %57 = "stablehlo.add"(%48, %56) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %58 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %59 = "stablehlo.add"(%55, %58) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    %60 = "stablehlo.add"(%arg5, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %61 = "stablehlo.convert"(%60) : (tensor<i32>) -> tensor<ui32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8x3xui32>
    %63 = "stablehlo.add"(%59, %62) : (tensor<8x3xui32>, tensor<8x3xui32>) -> tensor<8x3xui32>
    "func.return"(%15, %57, %63, %arg9, %arg10, %arg8, %arg12, %arg11) : (tensor<i32>, tensor<8x3xui32>, tensor<8x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x3xf32>) -> tensor<8xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x3xi32>
    %3:2 = "stablehlo.reduce"(%arg0, %2, %1, %0) <{dimensions = array<i64: 1>}> ({
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
