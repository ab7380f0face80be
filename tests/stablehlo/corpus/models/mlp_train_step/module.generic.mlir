"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<4x6xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0][0]"}, {jax.result_info = "result[1][0][1]"}, {jax.result_info = "result[1][1][0]"}, {jax.result_info = "result[1][1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<6x8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8x3xf32>, %arg17: tensor<3xf32>, %arg18: tensor<4x6xf32>, %arg19: tensor<4xi32>):
    %38 = "stablehlo.dot_general"(%arg18, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %42 = "func.call"(%41) <{callee = @relu}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %48 = "stablehlo.dot_general"(%42, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
    %49 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %51 = "stablehlo.add"(%48, %50) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %52 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x3xf32>
    %53:3 = "func.call"(%51) <{callee = @log_softmax}> : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>)
    %54 = "stablehlo.multiply"(%52, %53#0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %109 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%109) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %57 = "stablehlo.negate"(%56) : (tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %108 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%108) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.divide"(%59, %60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.divide"(%62, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %66 = "stablehlo.negate"(%65) : (tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %68 = "stablehlo.multiply"(%52, %67) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %69 = "func.call"(%53#1, %53#2, %68) <{callee = @log_softmax_0}> : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %107 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%107) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = "stablehlo.reshape"(%71) : (tensor<3xf32>) -> tensor<1x3xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %106 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %75 = "stablehlo.dot_general"(%69, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %76 = "stablehlo.transpose"(%75) <{permutation = array<i64: 1, 0>}> : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %77 = "stablehlo.dot_general"(%69, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<8x3xf32>) -> tensor<4x8xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %80 = "stablehlo.select"(%45, %77, %79) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %105 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = "stablehlo.reshape"(%82) : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %104 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %86 = "stablehlo.dot_general"(%80, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %87 = "stablehlo.transpose"(%86) <{permutation = array<i64: 1, 0>}> : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %88 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x8xf32>
    %90 = "stablehlo.multiply"(%89, %87) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %91 = "stablehlo.subtract"(%arg14, %90) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %92 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.multiply"(%93, %85) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.subtract"(%arg15, %94) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %98 = "stablehlo.multiply"(%97, %76) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %99 = "stablehlo.subtract"(%arg16, %98) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %102 = "stablehlo.multiply"(%101, %74) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %103 = "stablehlo.subtract"(%arg17, %102) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%61, %91, %95, %99, %103) : (tensor<f32>, tensor<6x8xf32>, tensor<8xf32>, tensor<8x3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x8xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%37) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xi32>):
    %29 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %30 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi32>
    %31 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %33 = "stablehlo.compare"(%31, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %34 = "stablehlo.convert"(%33) : (tensor<4x3xi1>) -> tensor<4x3xf32>
    "func.return"(%34) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x3xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg7, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %28 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.maximum"(%15, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %19 = "stablehlo.subtract"(%arg7, %18) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %20 = "stablehlo.exponential"(%19) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %27 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %24 = "stablehlo.log"(%23) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %26 = "stablehlo.subtract"(%19, %25) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%26, %20, %23) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x3xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%9) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
