"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<3x2xui32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg31: tensor<i32>):
    %84 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.shift_right_logical"(%arg31, %85) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %87 = "stablehlo.convert"(%86) : (tensor<i32>) -> tensor<ui32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %89 = "stablehlo.and"(%arg31, %84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %90 = "stablehlo.convert"(%89) : (tensor<i32>) -> tensor<ui32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %92 = "stablehlo.concatenate"(%88, %91) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %93 = "func.call"(%92) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<3x2xui32>
    "func.return"(%93) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>):
    %67 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %68 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %69 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %70 = "stablehlo.reshape"(%69) : (tensor<1xui32>) -> tensor<ui32>
    %71 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %72 = "stablehlo.reshape"(%71) : (tensor<1xui32>) -> tensor<ui32>
    %73 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %74 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %75 = "stablehlo.multiply"(%74, %73) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %76 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %77 = "stablehlo.shift_right_logical"(%75, %76) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %78 = "stablehlo.convert"(%75) : (tensor<3xui64>) -> tensor<3xui32>
    %79 = "stablehlo.convert"(%77) : (tensor<3xui64>) -> tensor<3xui32>
    %80:2 = "func.call"(%70, %72, %79, %78) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %81 = "stablehlo.broadcast_in_dim"(%80#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %82 = "stablehlo.broadcast_in_dim"(%80#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %83 = "stablehlo.concatenate"(%81, %82) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%83) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3xui32>, %arg11: tensor<3xui32>):
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.xor"(%57, %54) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %60 = "stablehlo.add"(%arg10, %59) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %62 = "stablehlo.add"(%arg11, %61) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %63:9 = "stablehlo.while"(%53, %53, %60, %62, %arg9, %58, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3xui32>, %arg24: tensor<3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %66 = "stablehlo.compare"(%arg21, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3xui32>, %arg15: tensor<3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %64:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %65 = "stablehlo.add"(%arg12, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%65, %64#0, %64#1, %64#2, %64#3, %64#4, %64#5, %64#6, %64#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%63#2, %63#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %7 = "stablehlo.shift_left"(%arg2, %6) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %8 = "stablehlo.subtract"(%0, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %11 = "stablehlo.or"(%7, %10) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %12 = "stablehlo.xor"(%5, %11) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%5, %12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %18 = "stablehlo.subtract"(%0, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %20 = "stablehlo.shift_right_logical"(%12, %19) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %21 = "stablehlo.or"(%17, %20) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %22 = "stablehlo.xor"(%15, %21) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %23 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xui32>) -> tensor<ui32>
    %25 = "stablehlo.add"(%15, %22) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %27 = "stablehlo.shift_left"(%22, %26) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %28 = "stablehlo.subtract"(%0, %24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %30 = "stablehlo.shift_right_logical"(%22, %29) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %31 = "stablehlo.or"(%27, %30) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %32 = "stablehlo.xor"(%25, %31) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %33 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
    %35 = "stablehlo.add"(%25, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %36 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %37 = "stablehlo.shift_left"(%32, %36) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %38 = "stablehlo.subtract"(%0, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %40 = "stablehlo.shift_right_logical"(%32, %39) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %42 = "stablehlo.xor"(%35, %41) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %44 = "stablehlo.add"(%35, %43) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %47 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
