"builtin.module"() <{sym_name = "jit_negative"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xbf16>) -> tensor<2x4xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xbf16>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
    "func.return"(%0) : (tensor<2x4xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
