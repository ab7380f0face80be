"builtin.module"() <{sym_name = "jit_shift_right_logical"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xui8>, %arg1: tensor<8xui8>):
    %0 = "stablehlo.shift_right_logical"(%arg0, %arg1) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%0) : (tensor<8xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
