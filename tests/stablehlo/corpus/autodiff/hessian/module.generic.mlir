"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %4 = "stablehlo.add"(%0, %3) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %5 = "stablehlo.compare"(%4, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %7 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %8 = "stablehlo.convert"(%7) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %9 = "stablehlo.exponential"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.multiply"(%8, %11) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.reverse"(%8) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %15 = "stablehlo.multiply"(%9, %13) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %16 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %18 = "stablehlo.multiply"(%12, %17) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %21 = "stablehlo.multiply"(%20, %14) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %22 = "stablehlo.add"(%18, %21) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%15, %23) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %71 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%22, %25) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %70 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %27 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x1xi32>
    %28 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x1xi32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %31 = "stablehlo.add"(%27, %30) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %32 = "stablehlo.compare"(%31, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %33 = "stablehlo.convert"(%32) : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %34 = "stablehlo.slice"(%33) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x1xf32>) -> tensor<1xf32>
    %36 = "stablehlo.convert"(%35) : (tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x3xf32>
    %38 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %39 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %40 = "stablehlo.multiply"(%38, %37) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %41 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %43 = "stablehlo.multiply"(%39, %42) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %44 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %45 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %46 = "stablehlo.multiply"(%37, %44) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %49 = "stablehlo.multiply"(%48, %45) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %50 = "stablehlo.reverse"(%40) <{dimensions = array<i64: 1>}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %51 = "stablehlo.reverse"(%43) <{dimensions = array<i64: 2>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %52 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %53 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %54 = "stablehlo.multiply"(%46, %52) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %55 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %57 = "stablehlo.multiply"(%49, %56) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %58 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %60 = "stablehlo.multiply"(%59, %53) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %61 = "stablehlo.add"(%57, %60) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %62 = "stablehlo.add"(%50, %54) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %63 = "stablehlo.add"(%51, %61) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %64 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %65 = "stablehlo.slice"(%63) <{limit_indices = array<i64: 3, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %66 = "stablehlo.reshape"(%64) : (tensor<1x3xf32>) -> tensor<3xf32>
    %67 = "stablehlo.reshape"(%65) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %69 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%69) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
