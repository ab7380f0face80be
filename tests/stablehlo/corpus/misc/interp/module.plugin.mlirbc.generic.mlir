"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<5xf32>, %arg38: tensor<4xf32>, %arg39: tensor<4xf32>):
    %146 = "func.call"(%arg37, %arg38, %arg39) <{callee = @_interp}> : (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
    "func.return"(%146) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_interp", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<5xf32>, %arg35: tensor<4xf32>, %arg36: tensor<4xf32>):
    %55 = "stablehlo.constant"() <{value = dense<1.42108547E-14> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %59 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %60 = "func.call"(%arg35, %arg34) <{callee = @searchsorted}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    %61 = "func.call"(%60, %59, %58) <{callee = @clip}> : (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    %62 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %63 = "stablehlo.compare"(%61, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %64 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %65 = "stablehlo.add"(%61, %64) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %66 = "stablehlo.select"(%63, %65, %61) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %68 = "stablehlo.gather"(%arg36, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %69 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %70 = "stablehlo.subtract"(%61, %69) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %71 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %72 = "stablehlo.compare"(%70, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %73 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %74 = "stablehlo.add"(%70, %73) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %75 = "stablehlo.select"(%72, %74, %70) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %77 = "stablehlo.gather"(%arg36, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %78 = "stablehlo.subtract"(%68, %77) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %79 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %80 = "stablehlo.compare"(%61, %79) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %81 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %82 = "stablehlo.add"(%61, %81) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %83 = "stablehlo.select"(%80, %82, %61) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %85 = "stablehlo.gather"(%arg35, %84) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %86 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %87 = "stablehlo.subtract"(%61, %86) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %88 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %89 = "stablehlo.compare"(%87, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %90 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %91 = "stablehlo.add"(%87, %90) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %92 = "stablehlo.select"(%89, %91, %87) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %94 = "stablehlo.gather"(%arg35, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %95 = "stablehlo.subtract"(%85, %94) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %96 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %97 = "stablehlo.subtract"(%61, %96) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %98 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %100 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %101 = "stablehlo.add"(%97, %100) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %102 = "stablehlo.select"(%99, %101, %97) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %104 = "stablehlo.gather"(%arg35, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %105 = "stablehlo.subtract"(%arg34, %104) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %106 = "stablehlo.abs"(%95) : (tensor<5xf32>) -> tensor<5xf32>
    %107 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %108 = "stablehlo.compare"(%106, %107) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %109 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %110 = "stablehlo.subtract"(%61, %109) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %111 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %112 = "stablehlo.compare"(%110, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %113 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %114 = "stablehlo.add"(%110, %113) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %115 = "stablehlo.select"(%112, %114, %110) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %117 = "stablehlo.gather"(%arg36, %116) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %118 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %119 = "stablehlo.subtract"(%61, %118) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %120 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %121 = "stablehlo.compare"(%119, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %122 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %123 = "stablehlo.add"(%119, %122) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %124 = "stablehlo.select"(%121, %123, %119) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %126 = "stablehlo.gather"(%arg36, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %127 = "func.call"(%108, %59, %95) <{callee = @_where}> : (tensor<5xi1>, tensor<i32>, tensor<5xf32>) -> tensor<5xf32>
    %128 = "stablehlo.divide"(%105, %127) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %129 = "stablehlo.multiply"(%128, %78) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %130 = "stablehlo.add"(%126, %129) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %131 = "func.call"(%108, %117, %130) <{callee = @_where_1}> : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %132 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1xf32>) -> tensor<f32>
    %134 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1xf32>) -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %137 = "stablehlo.compare"(%arg34, %136) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %138 = "func.call"(%137, %133, %131) <{callee = @_where_2}> : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    %139 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1xf32>) -> tensor<f32>
    %141 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<1xf32>) -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %144 = "stablehlo.compare"(%arg34, %143) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %145 = "func.call"(%144, %140, %138) <{callee = @_where_2}> : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%145) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4xf32>, %arg33: tensor<5xf32>):
    %54 = "func.call"(%arg32, %arg33) <{callee = @_searchsorted_scan_impl}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%54) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4xf32>, %arg31: tensor<5xf32>):
    %53 = "func.call"(%arg30, %arg31) <{callee = @_searchsorted_scan_impl_0}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%53) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4xf32>, %arg19: tensor<5xf32>):
    %41 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %47 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %48:5 = "stablehlo.while"(%arg18, %arg19, %43, %46, %47) ({
    ^bb0(%arg25: tensor<4xf32>, %arg26: tensor<5xf32>, %arg27: tensor<i32>, %arg28: tensor<5xui32>, %arg29: tensor<5xui32>):
      %52 = "stablehlo.compare"(%arg27, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<4xf32>, %arg21: tensor<5xf32>, %arg22: tensor<i32>, %arg23: tensor<5xui32>, %arg24: tensor<5xui32>):
      %50:2 = "func.call"(%arg20, %arg21, %arg23, %arg24) <{callee = @closed_call}> : (tensor<4xf32>, tensor<5xf32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
      %51 = "stablehlo.add"(%arg22, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %arg21, %51, %50#0, %50#1) : (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>) -> ()
    }) : (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>)
    %49 = "stablehlo.convert"(%48#4) : (tensor<5xui32>) -> tensor<5xi32>
    "func.return"(%49) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<5xf32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xf32>, %arg15: tensor<5xf32>, %arg16: tensor<5xui32>, %arg17: tensor<5xui32>):
    %15 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.subtract"(%arg17, %arg16) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %19 = "func.call"(%18, %17) <{callee = @floor_divide}> : (tensor<5xui32>, tensor<i32>) -> tensor<5xui32>
    %20 = "stablehlo.add"(%arg16, %19) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %22 = "stablehlo.gather"(%arg14, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xui32>) -> tensor<5x1xf32>
    %23 = "stablehlo.reshape"(%22) : (tensor<5x1xf32>) -> tensor<5xf32>
    %24 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %25 = "stablehlo.compare"(%arg15, %24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %26 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %27 = "stablehlo.select"(%25, %26, %arg15) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %29 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %30 = "stablehlo.select"(%28, %29, %27) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %31 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %32 = "stablehlo.compare"(%23, %31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %33 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %34 = "stablehlo.select"(%32, %33, %23) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %35 = "stablehlo.compare"(%23, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %36 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %37 = "stablehlo.select"(%35, %36, %34) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %38 = "stablehlo.compare"(%30, %37) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %39 = "stablehlo.select"(%38, %arg16, %20) : (tensor<5xi1>, tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %40 = "stablehlo.select"(%38, %20, %arg17) : (tensor<5xi1>, tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%39, %40) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xui32>, tensor<i32>) -> tensor<5xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<5xui32>, %arg13: tensor<i32>):
    %12 = "stablehlo.convert"(%arg13) : (tensor<i32>) -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %14 = "stablehlo.divide"(%arg12, %13) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%14) : (tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5xi32>, %arg10: tensor<i32>, %arg11: tensor<i32>):
    %6 = "stablehlo.convert"(%arg10) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %8 = "stablehlo.maximum"(%7, %arg9) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %9 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %11 = "stablehlo.minimum"(%10, %8) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%11) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<i32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5xi1>, %arg7: tensor<i32>, %arg8: tensor<5xf32>):
    %3 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %5 = "stablehlo.select"(%arg6, %4, %arg8) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%5) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5xi1>, %arg4: tensor<5xf32>, %arg5: tensor<5xf32>):
    %2 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi1>, %arg1: tensor<f32>, %arg2: tensor<5xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1 = "stablehlo.select"(%arg0, %0, %arg2) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%1) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
