"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<i32>):
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.shift_right_logical"(%arg3, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.convert"(%28) : (tensor<i32>) -> tensor<ui32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %31 = "stablehlo.and"(%arg3, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.convert"(%31) : (tensor<i32>) -> tensor<ui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %34 = "stablehlo.concatenate"(%30, %33) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %35 = "stablehlo.concatenate"(%34, %34) <{dimension = 0 : i64}> : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %36 = "func.call"(%35, %25, %24) <{callee = @_uniform}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    "func.return"(%36) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %2 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %3 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%arg0) : (tensor<4xui32>) -> tensor<2x2xui32>
    %8 = "stablehlo.bitcast_convert"(%7) : (tensor<2x2xui32>) -> tensor<2xui64>
    %9:2 = "stablehlo.rng_bit_generator"(%8) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>)
    %10 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %11 = "stablehlo.shift_right_logical"(%9#1, %10) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %12 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %13 = "stablehlo.or"(%11, %12) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %14 = "stablehlo.bitcast_convert"(%13) : (tensor<6xui32>) -> tensor<6xf32>
    %15 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %16 = "stablehlo.subtract"(%14, %15) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %17 = "stablehlo.subtract"(%6, %5) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %19 = "stablehlo.multiply"(%16, %18) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %20 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %22 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %23 = "stablehlo.maximum"(%22, %21) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%23) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
