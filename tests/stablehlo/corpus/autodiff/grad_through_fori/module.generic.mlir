"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<f32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17:4 = "stablehlo.while"(%16, %13, %arg9, %15) ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<3xf32>):
      %35 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %36 = "stablehlo.compare"(%arg20, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%36) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<f32>, %arg19: tensor<3xf32>):
      %31:3 = "func.call"(%arg17, %arg18) <{callee = @closed_call}> : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>)
      %32 = "func.call"(%arg19, %31#2, %arg16) <{callee = @dynamic_update_index_in_dim}> : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %33 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %34 = "stablehlo.add"(%arg16, %33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%34, %31#0, %31#1, %32) : (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>) -> (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>)
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20:3 = "stablehlo.while"(%17#3, %19, %18) ({
    ^bb0(%arg13: tensor<3xf32>, %arg14: tensor<i32>, %arg15: tensor<f32>):
      %29 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %30 = "stablehlo.compare"(%arg14, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg10: tensor<3xf32>, %arg11: tensor<i32>, %arg12: tensor<f32>):
      %21 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %22 = "stablehlo.subtract"(%21, %arg11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %24 = "stablehlo.subtract"(%22, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %25 = "func.call"(%arg10, %24) <{callee = @dynamic_index_in_dim}> : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %26 = "func.call"(%arg12, %25) <{callee = @closed_call_0}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %28 = "stablehlo.add"(%arg11, %27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg10, %28, %26) : (tensor<3xf32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<i32>, tensor<f32>) -> (tensor<3xf32>, tensor<i32>, tensor<f32>)
    "func.return"(%20#2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<i32>, %arg8: tensor<f32>):
    %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.add"(%arg7, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.sine"(%arg8) : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.cosine"(%arg8) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.multiply"(%9, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%8, %12, %10) : (tensor<i32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3xf32>, %arg5: tensor<f32>, %arg6: tensor<i32>):
    %5 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %6 = "stablehlo.dynamic_update_slice"(%arg4, %5, %arg6) : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    "func.return"(%6) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<3xf32>, %arg3: tensor<i32>):
    %3 = "stablehlo.dynamic_slice"(%arg2, %arg3) <{slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%4) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.multiply"(%arg0, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.multiply"(%1, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%2) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
