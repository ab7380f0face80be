"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<f32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<f32>):
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %19:4 = "stablehlo.while"(%16, %16, %arg9, %18) ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<3xf32>):
      %30 = "stablehlo.compare"(%arg20, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<f32>, %arg19: tensor<3xf32>):
      %27:3 = "func.call"(%arg17, %arg18) <{callee = @closed_call}> : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>)
      %28 = "func.call"(%arg19, %27#2, %arg16) <{callee = @dynamic_update_index_in_dim}> : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %29 = "stablehlo.add"(%arg16, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%29, %27#0, %27#1, %28) : (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>) -> (tensor<i32>, tensor<i32>, tensor<f32>, tensor<3xf32>)
    %20:3 = "stablehlo.while"(%19#3, %16, %13) ({
    ^bb0(%arg13: tensor<3xf32>, %arg14: tensor<i32>, %arg15: tensor<f32>):
      %26 = "stablehlo.compare"(%arg14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%26) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg10: tensor<3xf32>, %arg11: tensor<i32>, %arg12: tensor<f32>):
      %21 = "stablehlo.subtract"(%15, %arg11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %22 = "stablehlo.subtract"(%21, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %23 = "func.call"(%arg10, %22) <{callee = @dynamic_index_in_dim}> : (tensor<3xf32>, tensor<i32>) -> tensor<f32>
      %24 = "func.call"(%arg12, %23) <{callee = @closed_call_0}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.add"(%arg11, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg10, %25, %24) : (tensor<3xf32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<i32>, tensor<f32>) -> (tensor<3xf32>, tensor<i32>, tensor<f32>)
    "func.return"(%20#2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<i32>, %arg8: tensor<f32>):
    %7 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.add"(%arg7, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.sine"(%arg8) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.cosine"(%arg8) : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.multiply"(%10, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%9, %12, %11) : (tensor<i32>, tensor<f32>, tensor<f32>) -> ()
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
