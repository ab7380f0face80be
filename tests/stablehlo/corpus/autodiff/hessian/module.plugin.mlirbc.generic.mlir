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
    %9 = "stablehlo.exponential"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.multiply"(%8, %11) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.reverse"(%8) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %15 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x1xi32>
    %16 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x1xi32>
    %17 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %19 = "stablehlo.compare"(%18, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %20 = "stablehlo.convert"(%19) : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %21 = "stablehlo.slice"(%20) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x1xf32>) -> tensor<1xf32>
    %23 = "stablehlo.convert"(%22) : (tensor<1xf32>) -> tensor<1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x3xf32>
    %25 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %28 = "stablehlo.multiply"(%25, %27) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %30 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %31 = "stablehlo.multiply"(%24, %29) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %32 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %34 = "stablehlo.multiply"(%33, %30) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %35 = "stablehlo.reverse"(%28) <{dimensions = array<i64: 2>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %36 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %37 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %40 = "stablehlo.multiply"(%34, %39) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %43 = "stablehlo.multiply"(%42, %37) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %44 = "stablehlo.add"(%40, %43) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %45 = "stablehlo.add"(%35, %44) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %46 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 3, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %48 = "stablehlo.transpose"(%47) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %49 = "stablehlo.slice"(%48) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%49) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
