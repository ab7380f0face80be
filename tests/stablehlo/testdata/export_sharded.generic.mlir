"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "sdy.sharding_constraint"(%2) <{sharding = #sdy.sharding<@mesh, [{"x"}]>}> : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "sdy.manual_computation"(%3) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
    ^bb0(%arg1: tensor<2xf32>):
      %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%21) : (tensor<f32>) -> ()
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %7 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
      %8 = "stablehlo.all_gather"(%7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<1x2xf32>) -> tensor<2x2xf32>
      %9 = "stablehlo.reduce"(%8, %5) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %20 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%20) : (tensor<f32>) -> ()
      }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
      %11 = "stablehlo.add"(%6, %10) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %12 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
      %13 = "stablehlo.add"(%11, %12) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %14 = "stablehlo.reshape"(%arg1) : (tensor<2xf32>) -> tensor<1x2xf32>
      %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<2x2xf32>
      %16 = "stablehlo.reshape"(%15) : (tensor<2x2xf32>) -> tensor<4xf32>
      %17 = "stablehlo.reduce_scatter"(%16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %19 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%19) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>) -> tensor<2xf32>
      %18 = "stablehlo.add"(%13, %17) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      "sdy.return"(%18) : (tensor<2xf32>) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%4) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
