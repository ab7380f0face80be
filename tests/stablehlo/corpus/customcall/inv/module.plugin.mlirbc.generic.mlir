"builtin.module"() <{sym_name = "jit_inv"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<3x3xf32>):
    %80 = "func.call"(%arg21) <{callee = @inv}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%80) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3x3xf32>):
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %74 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %75 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %76 = "stablehlo.add"(%73, %75) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %77 = "stablehlo.compare"(%76, %74) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %78 = "stablehlo.convert"(%77) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %79 = "func.call"(%arg20, %78) <{callee = @solve}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%79) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<3x3xf32>, %arg11: tensor<3x3xf32>):
    %51 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55:3 = "stablehlo.custom_call"(%arg10) <{call_target_name = "lapack_sgetrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %56 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %57 = "stablehlo.subtract"(%55#1, %56) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %58 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %59 = "stablehlo.compare"(%55#2, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %61 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %62 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %63 = "stablehlo.select"(%62, %55#0, %61) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %65:4 = "stablehlo.while"(%57, %53, %53, %64) ({
    ^bb0(%arg16: tensor<3xi32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<3xi32>):
      %71 = "stablehlo.compare"(%arg17, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<3xi32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<3xi32>):
      %69:2 = "func.call"(%arg12, %arg14, %arg15) <{callee = @closed_call}> : (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
      %70 = "stablehlo.add"(%arg13, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %70, %69#0, %69#1) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>)
    %66 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %67 = "func.call"(%63, %65#3, %66) <{callee = @_lu_solve}> : (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%68) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xi32>, %arg4: tensor<i32>, %arg5: tensor<3xi32>):
    %19 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.add"(%arg4, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.compare"(%arg4, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %24 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.add"(%24, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.select"(%23, %25, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.dynamic_slice"(%arg3, %26) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xi32>) -> tensor<i32>
    %29 = "stablehlo.compare"(%arg4, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %30 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.add"(%30, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.select"(%29, %31, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.dynamic_slice"(%arg5, %32) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xi32>) -> tensor<i32>
    %35 = "stablehlo.compare"(%28, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %36 = "stablehlo.add"(%28, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.select"(%35, %36, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.dynamic_slice"(%arg5, %37) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1xi32>) -> tensor<i32>
    %40 = "stablehlo.compare"(%arg4, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = "stablehlo.add"(%arg4, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.select"(%40, %41, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.convert"(%42) : (tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %45 = "stablehlo.scatter"(%arg5, %44, %39) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %46 = "stablehlo.compare"(%28, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = "stablehlo.add"(%28, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.select"(%46, %47, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %50 = "stablehlo.scatter"(%45, %49, %34) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      "stablehlo.return"(%arg7) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%22, %50) : (tensor<i32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %4 = "stablehlo.compare"(%arg1, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %7 = "stablehlo.select"(%4, %6, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %9 = "stablehlo.gather"(%2, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x3x1xf32>, tensor<3x1xi32>) -> tensor<3x3x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<3x3x1xf32>) -> tensor<3x1x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x3x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    "func.return"(%18) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
