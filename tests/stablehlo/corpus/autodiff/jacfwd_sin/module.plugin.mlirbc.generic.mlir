"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %5 = "stablehlo.compare"(%4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %7 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %9 = "stablehlo.sine"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.cosine"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.multiply"(%8, %12) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %14 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %15 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %16 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<f32>
    %17 = "stablehlo.reshape"(%15) : (tensor<3x1xf32>) -> tensor<3xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %19 = "stablehlo.multiply"(%13, %18) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %23 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %24 = "stablehlo.multiply"(%22, %23) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %25 = "stablehlo.add"(%19, %24) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %26 = "stablehlo.transpose"(%25) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %27 = "stablehlo.slice"(%26) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%27) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
