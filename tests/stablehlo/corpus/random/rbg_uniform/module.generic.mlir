"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<i32>):
    %26 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.shift_right_logical"(%arg3, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.convert"(%27) : (tensor<i32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %30 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.and"(%arg3, %30) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.convert"(%31) : (tensor<i32>) -> tensor<ui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %34 = "stablehlo.concatenate"(%29, %33) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %35 = "stablehlo.concatenate"(%34, %34) <{dimension = 0 : i64}> : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "func.call"(%35, %36, %37) <{callee = @_uniform}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    "func.return"(%38) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %4 = "stablehlo.reshape"(%arg0) : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = "stablehlo.bitcast_convert"(%4) : (tensor<2x2xui32>) -> tensor<2xui64>
    %6:2 = "stablehlo.rng_bit_generator"(%5) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>)
    %7 = "stablehlo.bitcast_convert"(%6#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %8 = "stablehlo.reshape"(%7) : (tensor<2x2xui32>) -> tensor<4xui32>
    %9 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %11 = "stablehlo.shift_right_logical"(%6#1, %10) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %12 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %14 = "stablehlo.or"(%11, %13) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %15 = "stablehlo.bitcast_convert"(%14) : (tensor<6xui32>) -> tensor<6xf32>
    %16 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %18 = "stablehlo.subtract"(%15, %17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %19 = "stablehlo.subtract"(%3, %2) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %21 = "stablehlo.multiply"(%18, %20) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %22 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %23 = "stablehlo.add"(%21, %22) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %24 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %25 = "stablehlo.maximum"(%24, %23) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%25) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
