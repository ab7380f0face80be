"builtin.module"() <{sym_name = "jit_inv"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<3x3xf32>):
    %91 = "func.call"(%arg21) <{callee = @inv}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%91) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3x3xf32>):
    %83 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %84 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %87 = "stablehlo.add"(%83, %86) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %88 = "stablehlo.compare"(%87, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %89 = "stablehlo.convert"(%88) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %90 = "func.call"(%arg20, %89) <{callee = @solve}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%90) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<3x3xf32>, %arg11: tensor<3x3xf32>):
    %59:3 = "stablehlo.custom_call"(%arg10) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %60 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %62 = "stablehlo.subtract"(%59#1, %61) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %65 = "stablehlo.compare"(%59#2, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %67 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %69 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %70 = "stablehlo.select"(%69, %59#0, %68) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %71 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %74:4 = "stablehlo.while"(%62, %73, %72, %71) ({
    ^bb0(%arg16: tensor<3xi32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<3xi32>):
      %81 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %82 = "stablehlo.compare"(%arg17, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%82) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<3xi32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<3xi32>):
      %78:2 = "func.call"(%arg12, %arg14, %arg15) <{callee = @closed_call}> : (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
      %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %80 = "stablehlo.add"(%arg13, %79) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %80, %78#0, %78#1) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>)
    %75 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %76 = "func.call"(%70, %74#3, %75) <{callee = @_lu_solve}> : (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %77 = "stablehlo.transpose"(%76) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%77) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xi32>, %arg4: tensor<i32>, %arg5: tensor<3xi32>):
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.add"(%arg4, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%arg4, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.select"(%22, %25, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.dynamic_slice"(%arg3, %26) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xi32>) -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.compare"(%arg4, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %31 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.add"(%31, %32) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.select"(%30, %33, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.dynamic_slice"(%arg5, %34) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xi32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.compare"(%28, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.add"(%28, %39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.select"(%38, %40, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.dynamic_slice"(%arg5, %41) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xi32>) -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.compare"(%arg4, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %46 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.add"(%arg4, %46) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.select"(%45, %47, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.convert"(%48) : (tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %51 = "stablehlo.scatter"(%arg5, %50, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.compare"(%28, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %54 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.add"(%28, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %56 = "stablehlo.select"(%53, %55, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %58 = "stablehlo.scatter"(%51, %57, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      "stablehlo.return"(%arg7) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%20, %58) : (tensor<i32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x3xf32>, %arg1: tensor<3xi32>, %arg2: tensor<3x3xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %4 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x3x1xf32>, tensor<3x1xi32>) -> tensor<3x3x1xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<3x3x1xf32>) -> tensor<3x1x3xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_strsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x3x1xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    "func.return"(%18) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
