"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg33: tensor<i32>):
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %112 = "stablehlo.shift_right_logical"(%arg33, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = "stablehlo.convert"(%112) : (tensor<i32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %115 = "stablehlo.and"(%arg33, %110) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %116 = "stablehlo.convert"(%115) : (tensor<i32>) -> tensor<ui32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %118 = "stablehlo.concatenate"(%114, %117) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %119 = "func.call"(%118, %109, %108) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x5xf32>
    "func.return"(%119) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %69 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %71 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %72 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %73 = "stablehlo.convert"(%arg31) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %77 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1xui32>) -> tensor<ui32>
    %79 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1xui32>) -> tensor<ui32>
    %81 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x5xui64>
    %82 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x5xui64>
    %83 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x5xui64>
    %84 = "stablehlo.multiply"(%83, %81) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %85 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x5xui64>
    %86 = "stablehlo.multiply"(%85, %82) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %87 = "stablehlo.add"(%84, %86) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %88 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x5xui64>
    %89 = "stablehlo.shift_right_logical"(%87, %88) : (tensor<2x5xui64>, tensor<2x5xui64>) -> tensor<2x5xui64>
    %90 = "stablehlo.convert"(%87) : (tensor<2x5xui64>) -> tensor<2x5xui32>
    %91 = "stablehlo.convert"(%89) : (tensor<2x5xui64>) -> tensor<2x5xui32>
    %92:2 = "func.call"(%78, %80, %91, %90) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2x5xui32>, tensor<2x5xui32>) -> (tensor<2x5xui32>, tensor<2x5xui32>)
    %93 = "stablehlo.xor"(%92#0, %92#1) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %94 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %95 = "stablehlo.shift_right_logical"(%93, %94) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %96 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %97 = "stablehlo.or"(%95, %96) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %98 = "stablehlo.bitcast_convert"(%97) : (tensor<2x5xui32>) -> tensor<2x5xf32>
    %99 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %100 = "stablehlo.subtract"(%98, %99) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %101 = "stablehlo.subtract"(%76, %75) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x5xf32>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %104 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x5xf32>
    %105 = "stablehlo.add"(%103, %104) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %106 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x5xf32>
    %107 = "stablehlo.maximum"(%106, %105) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%107) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x5xui32>, tensor<2x5xui32>) -> (tensor<2x5xui32>, tensor<2x5xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<2x5xui32>, %arg11: tensor<2x5xui32>):
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.xor"(%57, %54) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %60 = "stablehlo.add"(%arg10, %59) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %62 = "stablehlo.add"(%arg11, %61) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %63:9 = "stablehlo.while"(%53, %53, %60, %62, %arg9, %58, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<2x5xui32>, %arg24: tensor<2x5xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %66 = "stablehlo.compare"(%arg21, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<2x5xui32>, %arg15: tensor<2x5xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %64:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call}> : (tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %65 = "stablehlo.add"(%arg12, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%65, %64#0, %64#1, %64#2, %64#3, %64#4, %64#5, %64#6, %64#7) : (tensor<i32>, tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%63#2, %63#3) : (tensor<2x5xui32>, tensor<2x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<2x5xui32>, %arg2: tensor<2x5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %7 = "stablehlo.shift_left"(%arg2, %6) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %8 = "stablehlo.subtract"(%0, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %11 = "stablehlo.or"(%7, %10) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %12 = "stablehlo.xor"(%5, %11) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%5, %12) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %18 = "stablehlo.subtract"(%0, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %20 = "stablehlo.shift_right_logical"(%12, %19) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %21 = "stablehlo.or"(%17, %20) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %22 = "stablehlo.xor"(%15, %21) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %23 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xui32>) -> tensor<ui32>
    %25 = "stablehlo.add"(%15, %22) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %27 = "stablehlo.shift_left"(%22, %26) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %28 = "stablehlo.subtract"(%0, %24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %30 = "stablehlo.shift_right_logical"(%22, %29) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %31 = "stablehlo.or"(%27, %30) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %32 = "stablehlo.xor"(%25, %31) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %33 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
    %35 = "stablehlo.add"(%25, %32) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %36 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %37 = "stablehlo.shift_left"(%32, %36) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %38 = "stablehlo.subtract"(%0, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %40 = "stablehlo.shift_right_logical"(%32, %39) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %42 = "stablehlo.xor"(%35, %41) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %44 = "stablehlo.add"(%35, %43) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    %47 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x5xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<2x5xui32>, tensor<2x5xui32>) -> tensor<2x5xui32>
    "func.return"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<2x5xui32>, tensor<2x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
