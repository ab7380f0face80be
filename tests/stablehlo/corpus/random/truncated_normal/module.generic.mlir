"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg39: tensor<i32>):
    %128 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.shift_right_logical"(%arg39, %128) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %130 = "stablehlo.convert"(%129) : (tensor<i32>) -> tensor<ui32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %132 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %133 = "stablehlo.and"(%arg39, %132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %134 = "stablehlo.convert"(%133) : (tensor<i32>) -> tensor<ui32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %136 = "stablehlo.concatenate"(%131, %135) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %137 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "func.call"(%136, %137, %138) <{callee = @_truncated_normal}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%139) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_truncated_normal", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2xui32>, %arg37: tensor<f32>, %arg38: tensor<f32>):
    %110 = "stablehlo.convert"(%arg37) : (tensor<f32>) -> tensor<f32>
    %111 = "stablehlo.convert"(%arg38) : (tensor<f32>) -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.divide"(%110, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %114 = "chlo.erf"(%113) : (tensor<f32>) -> tensor<f32>
    %115 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.divide"(%111, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %117 = "chlo.erf"(%116) : (tensor<f32>) -> tensor<f32>
    %118 = "func.call"(%arg36, %114, %117) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %119 = "chlo.erf_inv"(%118) : (tensor<5xf32>) -> tensor<5xf32>
    %120 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %123 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %124 = "chlo.next_after"(%110, %123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %126 = "chlo.next_after"(%111, %125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %127 = "func.call"(%122, %124, %126) <{callee = @clip}> : (tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%127) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>, %arg34: tensor<f32>, %arg35: tensor<f32>):
    %76 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %78 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1xui32>) -> tensor<ui32>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %83 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %85 = "stablehlo.multiply"(%84, %82) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %86 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %88 = "stablehlo.shift_right_logical"(%85, %87) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %89 = "stablehlo.convert"(%85) : (tensor<5xui64>) -> tensor<5xui32>
    %90 = "stablehlo.convert"(%88) : (tensor<5xui64>) -> tensor<5xui32>
    %91:2 = "func.call"(%79, %81, %90, %89) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %92 = "stablehlo.xor"(%91#0, %91#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %93 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %95 = "stablehlo.shift_right_logical"(%92, %94) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %96 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %98 = "stablehlo.or"(%95, %97) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %99 = "stablehlo.bitcast_convert"(%98) : (tensor<5xui32>) -> tensor<5xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %102 = "stablehlo.subtract"(%99, %101) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %103 = "stablehlo.subtract"(%77, %76) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %105 = "stablehlo.multiply"(%102, %104) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %106 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %108 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %109 = "stablehlo.maximum"(%108, %107) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%109) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<5xui32>, %arg14: tensor<5xui32>):
    %59 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %60 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %61 = "stablehlo.xor"(%arg11, %arg12) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %62 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %63 = "stablehlo.xor"(%61, %62) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %64 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %65 = "stablehlo.add"(%arg13, %64) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %66 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %67 = "stablehlo.add"(%arg14, %66) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %70:9 = "stablehlo.while"(%69, %68, %65, %67, %arg12, %63, %arg11, %59, %60) ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<5xui32>, %arg27: tensor<5xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %74 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %75 = "stablehlo.compare"(%arg24, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%75) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<5xui32>, %arg18: tensor<5xui32>, %arg19: tensor<ui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<4xui32>, %arg23: tensor<4xui32>):
      %71:8 = "func.call"(%arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) <{callee = @closed_call}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %73 = "stablehlo.add"(%arg15, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%73, %71#0, %71#1, %71#2, %71#3, %71#4, %71#5, %71#6, %71#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%70#2, %70#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<5xui32>, %arg5: tensor<5xui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<4xui32>, %arg10: tensor<4xui32>):
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.add"(%arg3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xui32>) -> tensor<ui32>
    %8 = "stablehlo.add"(%arg4, %arg5) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %9 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %10 = "stablehlo.shift_left"(%arg5, %9) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %11 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %12 = "stablehlo.subtract"(%11, %7) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %14 = "stablehlo.shift_right_logical"(%arg5, %13) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %15 = "stablehlo.or"(%10, %14) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %16 = "stablehlo.xor"(%8, %15) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %17 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1xui32>) -> tensor<ui32>
    %19 = "stablehlo.add"(%8, %16) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %20 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %21 = "stablehlo.shift_left"(%16, %20) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %22 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %23 = "stablehlo.subtract"(%22, %18) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %25 = "stablehlo.shift_right_logical"(%16, %24) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %26 = "stablehlo.or"(%21, %25) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %27 = "stablehlo.xor"(%19, %26) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %28 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1xui32>) -> tensor<ui32>
    %30 = "stablehlo.add"(%19, %27) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %31 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %32 = "stablehlo.shift_left"(%27, %31) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %33 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.subtract"(%33, %29) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %36 = "stablehlo.shift_right_logical"(%27, %35) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %37 = "stablehlo.or"(%32, %36) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %38 = "stablehlo.xor"(%30, %37) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %39 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1xui32>) -> tensor<ui32>
    %41 = "stablehlo.add"(%30, %38) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %42 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %43 = "stablehlo.shift_left"(%38, %42) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %44 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %45 = "stablehlo.subtract"(%44, %40) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %47 = "stablehlo.shift_right_logical"(%38, %46) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %48 = "stablehlo.or"(%43, %47) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %49 = "stablehlo.xor"(%41, %48) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %50 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %51 = "stablehlo.add"(%41, %50) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %52 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %53 = "stablehlo.add"(%49, %52) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.add"(%arg3, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %56 = "stablehlo.convert"(%55) : (tensor<i32>) -> tensor<ui32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %58 = "stablehlo.add"(%53, %57) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%5, %51, %58, %arg7, %arg8, %arg6, %arg10, %arg9) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1 = "stablehlo.maximum"(%0, %arg0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %3 = "stablehlo.minimum"(%2, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
