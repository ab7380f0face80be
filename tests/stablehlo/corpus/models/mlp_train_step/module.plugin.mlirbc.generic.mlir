"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0][0]"}, {jax.result_info = "result[1][0][1]"}, {jax.result_info = "result[1][1][0]"}, {jax.result_info = "result[1][1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<6x8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8x3xf32>, %arg17: tensor<3xf32>, %arg18: tensor<4x6xf32>, %arg19: tensor<4xi32>):
    %36 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.dot_general"(%arg18, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %43 = "stablehlo.add"(%40, %42) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %44 = "func.call"(%43) <{callee = @relu}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %45 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %46 = "stablehlo.compare"(%43, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %47 = "stablehlo.dot_general"(%44, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %51 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x3xf32>
    %52:3 = "func.call"(%50) <{callee = @log_softmax}> : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>)
    %53 = "stablehlo.multiply"(%51, %52#0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %54 = "stablehlo.reduce"(%53, %39) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %94 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%94) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = "stablehlo.negate"(%54) : (tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.reduce"(%55, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %93 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.divide"(%56, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.divide"(%37, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %60 = "stablehlo.negate"(%59) : (tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %62 = "stablehlo.multiply"(%51, %61) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %63 = "func.call"(%52#1, %52#2, %62) <{callee = @log_softmax_0}> : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %64 = "stablehlo.reduce"(%63, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %92 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<3xf32>) -> tensor<1x3xf32>
    %66 = "stablehlo.reduce"(%65, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %91 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%91) : (tensor<f32>) -> ()
    }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %67 = "stablehlo.dot_general"(%63, %44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %69 = "stablehlo.dot_general"(%63, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x3xf32>, tensor<8x3xf32>) -> tensor<4x8xf32>
    %70 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %71 = "stablehlo.select"(%46, %69, %70) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %72 = "stablehlo.reduce"(%71, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %90 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<8xf32>) -> tensor<1x8xf32>
    %74 = "stablehlo.reduce"(%73, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %89 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %75 = "stablehlo.dot_general"(%71, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %76 = "stablehlo.transpose"(%75) <{permutation = array<i64: 1, 0>}> : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %77 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x8xf32>
    %78 = "stablehlo.multiply"(%77, %76) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %79 = "stablehlo.subtract"(%arg14, %78) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %80 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %81 = "stablehlo.multiply"(%80, %74) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %82 = "stablehlo.subtract"(%arg15, %81) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %83 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %84 = "stablehlo.multiply"(%83, %68) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %85 = "stablehlo.subtract"(%arg16, %84) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %86 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %87 = "stablehlo.multiply"(%86, %66) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %88 = "stablehlo.subtract"(%arg17, %87) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%57, %79, %82, %85, %88) : (tensor<f32>, tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x8xf32>):
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %35 = "stablehlo.maximum"(%arg13, %34) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%35) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xi32>):
    %27 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %28 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %31 = "stablehlo.compare"(%29, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %32 = "stablehlo.convert"(%31) : (tensor<4x3xi1>) -> tensor<4x3xf32>
    "func.return"(%32) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x3xf32>):
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg7, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.maximum"(%14, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %18 = "stablehlo.subtract"(%arg7, %17) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %20 = "stablehlo.reduce"(%19, %11) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %25 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %22 = "stablehlo.log"(%21) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %24 = "stablehlo.subtract"(%18, %23) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%24, %19, %21) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.negate"(%arg2) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.reduce"(%1, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %10 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.reduce"(%4, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %9 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %7 = "stablehlo.multiply"(%6, %arg0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %8 = "stablehlo.add"(%arg2, %7) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%8) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
