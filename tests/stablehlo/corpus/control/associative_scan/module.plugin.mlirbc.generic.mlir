"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<8xf32>) -> tensor<4xf32>
    %2 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<8xf32>) -> tensor<4xf32>
    %3 = "stablehlo.add"(%1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.slice"(%3) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2xf32>
    %5 = "stablehlo.slice"(%3) <{limit_indices = array<i64: 4>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %7 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %8 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %10 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xf32>) -> tensor<0xf32>
    %11 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<0xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %13 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %14 = "stablehlo.concatenate"(%13, %12) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %15 = "stablehlo.pad"(%14, %0) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = "stablehlo.pad"(%9, %0) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %19 = "stablehlo.slice"(%3) <{limit_indices = array<i64: 4>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<4xf32>) -> tensor<1xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %21 = "stablehlo.slice"(%3) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %22 = "stablehlo.concatenate"(%21, %20) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %23 = "stablehlo.pad"(%22, %0) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = "stablehlo.pad"(%17, %0) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.slice"(%25) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<3xf32>
    %27 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 8>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<8xf32>) -> tensor<3xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %29 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1xf32>
    %30 = "stablehlo.concatenate"(%29, %28) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %31 = "stablehlo.pad"(%30, %0) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = "stablehlo.pad"(%25, %0) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%33) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
