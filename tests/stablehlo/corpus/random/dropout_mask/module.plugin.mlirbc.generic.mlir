"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg38: tensor<i32>, %arg39: tensor<3x4xf32>):
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %120 = "stablehlo.shift_right_logical"(%arg38, %119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %121 = "stablehlo.convert"(%120) : (tensor<i32>) -> tensor<ui32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %123 = "stablehlo.and"(%arg38, %118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.convert"(%123) : (tensor<i32>) -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %126 = "stablehlo.concatenate"(%122, %125) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %127 = "func.call"(%126, %117) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<3x4xi1>
    %128 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %129 = "stablehlo.divide"(%arg39, %128) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %130 = "func.call"(%127, %129, %116) <{callee = @_where}> : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%130) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3x4xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2xui32>, %arg37: tensor<f32>):
    %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "func.call"(%arg36, %111, %112) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %115 = "stablehlo.compare"(%113, %114) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    "func.return"(%115) : (tensor<3x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>, %arg34: tensor<f32>, %arg35: tensor<f32>):
    %70 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %72 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %73 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %74 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %75 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %76 = "stablehlo.convert"(%arg34) : (tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.convert"(%arg35) : (tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %79 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %80 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1xui32>) -> tensor<ui32>
    %82 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1xui32>) -> tensor<ui32>
    %84 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4xui64>
    %85 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xui64>
    %86 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %87 = "stablehlo.multiply"(%86, %84) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %88 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %89 = "stablehlo.multiply"(%88, %85) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %90 = "stablehlo.add"(%87, %89) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %91 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %92 = "stablehlo.shift_right_logical"(%90, %91) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %93 = "stablehlo.convert"(%90) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %94 = "stablehlo.convert"(%92) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %95:2 = "func.call"(%81, %83, %94, %93) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %96 = "stablehlo.xor"(%95#0, %95#1) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %97 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %98 = "stablehlo.shift_right_logical"(%96, %97) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %99 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %100 = "stablehlo.or"(%98, %99) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %101 = "stablehlo.bitcast_convert"(%100) : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %103 = "stablehlo.subtract"(%101, %102) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %104 = "stablehlo.subtract"(%79, %78) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %106 = "stablehlo.multiply"(%103, %105) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %107 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %108 = "stablehlo.add"(%106, %107) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %109 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %110 = "stablehlo.maximum"(%109, %108) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%110) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<3x4xui32>, %arg14: tensor<3x4xui32>):
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %59 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %60 = "stablehlo.xor"(%arg11, %arg12) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %61 = "stablehlo.xor"(%60, %57) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %63 = "stablehlo.add"(%arg13, %62) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %64 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %65 = "stablehlo.add"(%arg14, %64) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %66:9 = "stablehlo.while"(%56, %56, %63, %65, %arg12, %61, %arg11, %58, %59) ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<3x4xui32>, %arg27: tensor<3x4xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %69 = "stablehlo.compare"(%arg24, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<3x4xui32>, %arg18: tensor<3x4xui32>, %arg19: tensor<ui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<4xui32>, %arg23: tensor<4xui32>):
      %67:8 = "func.call"(%arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) <{callee = @closed_call}> : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.add"(%arg15, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%68, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3x4xui32>, tensor<3x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<3x4xui32>, %arg5: tensor<3x4xui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<4xui32>, %arg10: tensor<4xui32>):
    %3 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.add"(%arg3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xui32>) -> tensor<ui32>
    %8 = "stablehlo.add"(%arg4, %arg5) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %9 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %10 = "stablehlo.shift_left"(%arg5, %9) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %11 = "stablehlo.subtract"(%3, %7) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %13 = "stablehlo.shift_right_logical"(%arg5, %12) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %14 = "stablehlo.or"(%10, %13) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %15 = "stablehlo.xor"(%8, %14) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %16 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
    %18 = "stablehlo.add"(%8, %15) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %20 = "stablehlo.shift_left"(%15, %19) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %21 = "stablehlo.subtract"(%3, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %23 = "stablehlo.shift_right_logical"(%15, %22) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %24 = "stablehlo.or"(%20, %23) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %25 = "stablehlo.xor"(%18, %24) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %26 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1xui32>) -> tensor<ui32>
    %28 = "stablehlo.add"(%18, %25) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %30 = "stablehlo.shift_left"(%25, %29) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %31 = "stablehlo.subtract"(%3, %27) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %33 = "stablehlo.shift_right_logical"(%25, %32) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %34 = "stablehlo.or"(%30, %33) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %35 = "stablehlo.xor"(%28, %34) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %36 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %37 = "stablehlo.reshape"(%36) : (tensor<1xui32>) -> tensor<ui32>
    %38 = "stablehlo.add"(%28, %35) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %39 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %40 = "stablehlo.shift_left"(%35, %39) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %41 = "stablehlo.subtract"(%3, %37) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %43 = "stablehlo.shift_right_logical"(%35, %42) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %44 = "stablehlo.or"(%40, %43) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %45 = "stablehlo.xor"(%38, %44) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %47 = "stablehlo.add"(%38, %46) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %50 = "stablehlo.add"(%arg3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.convert"(%50) : (tensor<i32>) -> tensor<ui32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %53 = "stablehlo.add"(%49, %52) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    "func.return"(%5, %47, %53, %arg7, %arg8, %arg6, %arg10, %arg9) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xi1>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%2) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
