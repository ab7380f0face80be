"builtin.module"() <{sym_name = "jit__lstm"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<3x16xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<5x2x3xf32>, %arg15: tensor<2x4xf32>, %arg16: tensor<2x4xf32>):
    %41 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %46:8 = "stablehlo.while"(%arg14, %arg11, %arg12, %arg13, %43, %arg15, %arg16, %45) ({
    ^bb0(%arg25: tensor<5x2x3xf32>, %arg26: tensor<3x16xf32>, %arg27: tensor<4x16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<i32>, %arg30: tensor<2x4xf32>, %arg31: tensor<2x4xf32>, %arg32: tensor<5x2x4xf32>):
      %51 = "stablehlo.compare"(%arg29, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<5x2x3xf32>, %arg18: tensor<3x16xf32>, %arg19: tensor<4x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<i32>, %arg22: tensor<2x4xf32>, %arg23: tensor<2x4xf32>, %arg24: tensor<5x2x4xf32>):
      %47 = "func.call"(%arg17, %arg21) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %48:3 = "func.call"(%arg18, %arg19, %arg20, %arg22, %arg23, %47) <{callee = @closed_call}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %49 = "func.call"(%arg24, %48#2, %arg21) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %50 = "stablehlo.add"(%arg21, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %arg18, %arg19, %arg20, %50, %48#0, %48#1, %49) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>)
    "func.return"(%46#7, %46#5, %46#6) : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5x2x3xf32>, %arg10: tensor<i32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.dynamic_slice"(%arg9, %arg10, %38, %38) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%40) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>, %arg8: tensor<2x3xf32>):
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.dot_general"(%arg8, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x16xf32>) -> tensor<2x16xf32>
    %5 = "stablehlo.dot_general"(%arg6, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x16xf32>) -> tensor<2x16xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %10 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.negate"(%11) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.exponential"(%14) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %17 = "stablehlo.add"(%16, %15) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %19 = "stablehlo.divide"(%18, %17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.multiply"(%19, %arg7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %21 = "stablehlo.negate"(%10) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.exponential"(%21) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %24 = "stablehlo.add"(%23, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %26 = "stablehlo.divide"(%25, %24) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.tanh"(%12) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.multiply"(%26, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.add"(%20, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.negate"(%13) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.exponential"(%30) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %33 = "stablehlo.add"(%32, %31) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %35 = "stablehlo.divide"(%34, %33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.tanh"(%29) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.multiply"(%35, %36) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%37, %29, %37) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %1, %arg2, %0, %0) : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    "func.return"(%2) : (tensor<5x2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
