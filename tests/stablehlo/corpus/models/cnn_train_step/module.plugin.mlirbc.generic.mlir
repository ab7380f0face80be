"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<3x3x1x4xf32>, tensor<3x3x4x4xf32>, tensor<4x3xf32>, tensor<2x6x6x1xf32>, tensor<2xi32>) -> (tensor<f32>, tensor<3x3x1x4xf32>, tensor<3x3x4x4xf32>, tensor<4x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[1][2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<3x3x1x4xf32>, %arg16: tensor<3x3x4x4xf32>, %arg17: tensor<4x3xf32>, %arg18: tensor<2x6x6x1xf32>, %arg19: tensor<2xi32>):
    %39 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.convolution"(%arg18, %arg15) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x6x6x1xf32>, tensor<3x3x1x4xf32>) -> tensor<2x6x6x4xf32>
    %46 = "func.call"(%45) <{callee = @relu}> : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %47 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %48 = "stablehlo.compare"(%45, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xi1>
    %49 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.reduce_window"(%46, %49) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %103 = "stablehlo.maximum"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%103) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x3x3x4xf32>
    %51 = "stablehlo.convolution"(%50, %arg16) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x3x3x4xf32>, tensor<3x3x4x4xf32>) -> tensor<2x3x3x4xf32>
    %52 = "func.call"(%51) <{callee = @relu_0}> : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %53 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %54 = "stablehlo.compare"(%51, %53) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xi1>
    %55 = "stablehlo.reduce"(%52, %44) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %102 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %56 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %57 = "stablehlo.divide"(%55, %56) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.dot_general"(%57, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %59 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<2xi32>) -> tensor<2x3xf32>
    %60:3 = "func.call"(%58) <{callee = @log_softmax}> : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>)
    %61 = "stablehlo.multiply"(%59, %60#0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %62 = "stablehlo.reduce"(%61, %44) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %101 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%101) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %63 = "stablehlo.negate"(%62) : (tensor<2xf32>) -> tensor<2xf32>
    %64 = "stablehlo.reduce"(%63, %44) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %100 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.divide"(%64, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.divide"(%40, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %68 = "stablehlo.negate"(%67) : (tensor<2xf32>) -> tensor<2xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %70 = "stablehlo.multiply"(%59, %69) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %71 = "func.call"(%60#1, %60#2, %70) <{callee = @log_softmax_1}> : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %72 = "stablehlo.dot_general"(%71, %57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    %73 = "stablehlo.transpose"(%72) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %74 = "stablehlo.dot_general"(%71, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %76 = "stablehlo.divide"(%74, %75) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x4xf32>) -> tensor<2x3x3x4xf32>
    %78 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %79 = "stablehlo.select"(%54, %77, %78) : (tensor<2x3x3x4xi1>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %80 = "stablehlo.convolution"(%50, %79) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<3x3x4x4xf32>
    %81 = "stablehlo.reverse"(%arg16) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %82 = "stablehlo.convolution"(%79, %81) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x3x3x4xf32>, tensor<3x3x4x4xf32>) -> tensor<2x3x3x4xf32>
    %83 = "stablehlo.pad"(%46, %43) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x6x6x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %84 = "stablehlo.select_and_scatter"(%83, %82, %44) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %99 = "stablehlo.compare"(%arg22, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%99) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %98 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%98) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6x4xf32>, tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x6x6x4xf32>
    %85 = "stablehlo.slice"(%84) <{limit_indices = array<i64: 2, 6, 6, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %87 = "stablehlo.select"(%48, %85, %86) : (tensor<2x6x6x4xi1>, tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    %88 = "stablehlo.convolution"(%arg18, %87) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x6x6x1xf32>, tensor<2x6x6x4xf32>) -> tensor<3x3x1x4xf32>
    %89 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x4xf32>
    %90 = "stablehlo.multiply"(%89, %88) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %91 = "stablehlo.subtract"(%arg15, %90) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %92 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x4xf32>
    %93 = "stablehlo.multiply"(%92, %80) : (tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %94 = "stablehlo.subtract"(%arg16, %93) : (tensor<3x3x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
    %95 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %96 = "stablehlo.multiply"(%95, %73) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %97 = "stablehlo.subtract"(%arg17, %96) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%65, %91, %94, %97) : (tensor<f32>, tensor<3x3x1x4xf32>, tensor<3x3x4x4xf32>, tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x6x6x4xf32>):
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6x4xf32>
    %38 = "stablehlo.maximum"(%arg14, %37) : (tensor<2x6x6x4xf32>, tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
    "func.return"(%38) : (tensor<2x6x6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2x3x3x4xf32>):
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x4xf32>
    %35 = "stablehlo.maximum"(%arg13, %34) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    "func.return"(%35) : (tensor<2x3x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xi32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2xi32>):
    %27 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %28 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %31 = "stablehlo.compare"(%29, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %32 = "stablehlo.convert"(%31) : (tensor<2x3xi1>) -> tensor<2x3xf32>
    "func.return"(%32) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x3xf32>):
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg7, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %26 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %15 = "stablehlo.maximum"(%14, %13) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %18 = "stablehlo.subtract"(%arg7, %17) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %20 = "stablehlo.reduce"(%19, %11) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %25 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %22 = "stablehlo.log"(%21) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.subtract"(%18, %23) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%24, %19, %21) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.negate"(%arg2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.reduce"(%1, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %10 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %5 = "stablehlo.reduce"(%4, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %9 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %7 = "stablehlo.multiply"(%6, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %8 = "stablehlo.add"(%arg2, %7) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%8) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
