"builtin.module"() <{sym_name = "jit_bitwise_xor"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xi8>, %arg1: tensor<8xi8>):
    %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%0) : (tensor<8xi8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
