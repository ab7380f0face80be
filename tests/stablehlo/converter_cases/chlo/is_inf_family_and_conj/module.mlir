"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5xf32>, tensor<2xcomplex<f32>>) -> (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<2xcomplex<f32>>), sym_name = "main"}> ({

  ^bb0(%x: tensor<5xf32>, %c: tensor<2xcomplex<f32>>):
    %0 = "chlo.is_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %1 = "chlo.is_pos_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %2 = "chlo.is_neg_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %3 = "chlo.conj"(%c) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    "func.return"(%0, %1, %2, %3) : (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<2xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()
