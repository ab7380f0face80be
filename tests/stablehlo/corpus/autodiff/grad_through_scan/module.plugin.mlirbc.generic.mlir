"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<5xf32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<f32>, %arg15: tensor<5xf32>):
    %16 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %23 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %24:7 = "stablehlo.while"(%arg15, %arg14, %19, %20, %21, %22, %23) ({
    ^bb0(%arg37: tensor<5xf32>, %arg38: tensor<f32>, %arg39: tensor<i32>, %arg40: tensor<f32>, %arg41: tensor<5xf32>, %arg42: tensor<5xf32>, %arg43: tensor<5xf32>):
      %40 = "stablehlo.compare"(%arg39, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg30: tensor<5xf32>, %arg31: tensor<f32>, %arg32: tensor<i32>, %arg33: tensor<f32>, %arg34: tensor<5xf32>, %arg35: tensor<5xf32>, %arg36: tensor<5xf32>):
      %34 = "func.call"(%arg30, %arg32) <{callee = @dynamic_index_in_dim}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %35:4 = "func.call"(%arg31, %arg33, %34) <{callee = @closed_call}> : (tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
      %36 = "func.call"(%arg34, %35#1, %arg32) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %37 = "func.call"(%arg35, %35#2, %arg32) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %38 = "func.call"(%arg36, %35#3, %arg32) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %39 = "stablehlo.add"(%arg32, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg30, %arg31, %39, %35#0, %36, %37, %38) : (tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>)
    %25:7 = "stablehlo.while"(%24#4, %24#5, %24#6, %arg14, %19, %20, %16) ({
    ^bb0(%arg23: tensor<5xf32>, %arg24: tensor<5xf32>, %arg25: tensor<5xf32>, %arg26: tensor<f32>, %arg27: tensor<i32>, %arg28: tensor<f32>, %arg29: tensor<f32>):
      %33 = "stablehlo.compare"(%arg27, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg16: tensor<5xf32>, %arg17: tensor<5xf32>, %arg18: tensor<5xf32>, %arg19: tensor<f32>, %arg20: tensor<i32>, %arg21: tensor<f32>, %arg22: tensor<f32>):
      %26 = "stablehlo.subtract"(%18, %arg20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %27 = "stablehlo.subtract"(%26, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %28 = "func.call"(%arg16, %27) <{callee = @dynamic_index_in_dim}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %29 = "func.call"(%arg17, %27) <{callee = @dynamic_index_in_dim}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %30 = "func.call"(%arg18, %27) <{callee = @dynamic_index_in_dim}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %31:2 = "func.call"(%arg19, %arg21, %arg22, %28, %29, %30) <{callee = @closed_call_0}> : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %32 = "stablehlo.add"(%arg20, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg16, %arg17, %arg18, %arg19, %32, %31#0, %31#1) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>)
    "func.return"(%25#5) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<5xf32>, %arg13: tensor<i32>):
    %14 = "stablehlo.dynamic_slice"(%arg12, %arg13) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %15 = "stablehlo.reshape"(%14) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%15) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>), res_attrs = [{}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>):
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.convert"(%arg10) : (tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.multiply"(%9, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.add"(%10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.tanh"(%11) : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.subtract"(%8, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%12, %9, %12, %13) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5xf32>, %arg7: tensor<f32>, %arg8: tensor<i32>):
    %6 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %7 = "stablehlo.dynamic_update_slice"(%arg6, %6, %arg8) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    "func.return"(%7) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
    %0 = "stablehlo.multiply"(%arg2, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.multiply"(%0, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.multiply"(%arg3, %2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.add"(%arg1, %3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.multiply"(%2, %arg0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%4, %5) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
