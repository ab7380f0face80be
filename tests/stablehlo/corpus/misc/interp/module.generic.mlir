"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<5xf32>, %arg38: tensor<4xf32>, %arg39: tensor<4xf32>):
    %168 = "func.call"(%arg37, %arg38, %arg39) <{callee = @_interp}> : (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
    "func.return"(%168) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_interp", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<5xf32>, %arg35: tensor<4xf32>, %arg36: tensor<4xf32>):
    %59 = "func.call"(%arg35, %arg34) <{callee = @searchsorted}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    %60 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %62 = "func.call"(%59, %60, %61) <{callee = @clip}> : (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %65 = "stablehlo.compare"(%62, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %66 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %68 = "stablehlo.add"(%62, %67) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %69 = "stablehlo.select"(%65, %68, %62) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %71 = "stablehlo.gather"(%arg36, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %74 = "stablehlo.subtract"(%62, %73) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %77 = "stablehlo.compare"(%74, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %78 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %80 = "stablehlo.add"(%74, %79) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %81 = "stablehlo.select"(%77, %80, %74) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %83 = "stablehlo.gather"(%arg36, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %84 = "stablehlo.subtract"(%71, %83) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %87 = "stablehlo.compare"(%62, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %88 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %90 = "stablehlo.add"(%62, %89) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %91 = "stablehlo.select"(%87, %90, %62) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %93 = "stablehlo.gather"(%arg35, %92) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %96 = "stablehlo.subtract"(%62, %95) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %99 = "stablehlo.compare"(%96, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %100 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %102 = "stablehlo.add"(%96, %101) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %103 = "stablehlo.select"(%99, %102, %96) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %105 = "stablehlo.gather"(%arg35, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %106 = "stablehlo.subtract"(%93, %105) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %107 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %109 = "stablehlo.subtract"(%62, %108) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %110 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %112 = "stablehlo.compare"(%109, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %113 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %115 = "stablehlo.add"(%109, %114) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %116 = "stablehlo.select"(%112, %115, %109) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %118 = "stablehlo.gather"(%arg35, %117) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %119 = "stablehlo.subtract"(%arg34, %118) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %120 = "stablehlo.abs"(%106) : (tensor<5xf32>) -> tensor<5xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.42108547E-14> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %123 = "stablehlo.compare"(%120, %122) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %124 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %126 = "stablehlo.subtract"(%62, %125) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %129 = "stablehlo.compare"(%126, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %130 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %132 = "stablehlo.add"(%126, %131) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %133 = "stablehlo.select"(%129, %132, %126) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %135 = "stablehlo.gather"(%arg36, %134) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %136 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %138 = "stablehlo.subtract"(%62, %137) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %139 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %141 = "stablehlo.compare"(%138, %140) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %142 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %144 = "stablehlo.add"(%138, %143) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %145 = "stablehlo.select"(%141, %144, %138) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %147 = "stablehlo.gather"(%arg36, %146) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xi32>) -> tensor<5xf32>
    %148 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %149 = "func.call"(%123, %148, %106) <{callee = @_where}> : (tensor<5xi1>, tensor<i32>, tensor<5xf32>) -> tensor<5xf32>
    %150 = "stablehlo.divide"(%119, %149) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %151 = "stablehlo.multiply"(%150, %84) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %152 = "stablehlo.add"(%147, %151) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %153 = "func.call"(%123, %135, %152) <{callee = @_where_1}> : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %154 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1xf32>) -> tensor<f32>
    %156 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1xf32>) -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %159 = "stablehlo.compare"(%arg34, %158) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %160 = "func.call"(%159, %155, %153) <{callee = @_where_2}> : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    %161 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %162 = "stablehlo.reshape"(%161) : (tensor<1xf32>) -> tensor<f32>
    %163 = "stablehlo.slice"(%arg35) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1xf32>) -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %166 = "stablehlo.compare"(%arg34, %165) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %167 = "func.call"(%166, %162, %160) <{callee = @_where_2}> : (tensor<5xi1>, tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%167) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4xf32>, %arg33: tensor<5xf32>):
    %58 = "func.call"(%arg32, %arg33) <{callee = @_searchsorted_scan_impl}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%58) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4xf32>, %arg31: tensor<5xf32>):
    %57 = "func.call"(%arg30, %arg31) <{callee = @_searchsorted_scan_impl_0}> : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%57) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4xf32>, %arg19: tensor<5xf32>):
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %47 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50:5 = "stablehlo.while"(%arg18, %arg19, %49, %46, %48) ({
    ^bb0(%arg25: tensor<4xf32>, %arg26: tensor<5xf32>, %arg27: tensor<i32>, %arg28: tensor<5xui32>, %arg29: tensor<5xui32>):
      %55 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %56 = "stablehlo.compare"(%arg27, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<4xf32>, %arg21: tensor<5xf32>, %arg22: tensor<i32>, %arg23: tensor<5xui32>, %arg24: tensor<5xui32>):
      %52:2 = "func.call"(%arg20, %arg21, %arg23, %arg24) <{callee = @closed_call}> : (tensor<4xf32>, tensor<5xf32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
      %53 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %54 = "stablehlo.add"(%arg22, %53) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %arg21, %54, %52#0, %52#1) : (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>) -> ()
    }) : (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<4xf32>, tensor<5xf32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>)
    %51 = "stablehlo.convert"(%50#4) : (tensor<5xui32>) -> tensor<5xi32>
    "func.return"(%51) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<5xf32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xf32>, %arg15: tensor<5xf32>, %arg16: tensor<5xui32>, %arg17: tensor<5xui32>):
    %15 = "stablehlo.subtract"(%arg17, %arg16) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %16 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %17 = "func.call"(%15, %16) <{callee = @floor_divide}> : (tensor<5xui32>, tensor<i32>) -> tensor<5xui32>
    %18 = "stablehlo.add"(%arg16, %17) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %20 = "stablehlo.gather"(%arg14, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<5x1xui32>) -> tensor<5x1xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<5x1xf32>) -> tensor<5xf32>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %24 = "stablehlo.compare"(%arg15, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %27 = "stablehlo.select"(%24, %26, %arg15) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %29 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %31 = "stablehlo.select"(%28, %30, %27) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %34 = "stablehlo.compare"(%21, %33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %37 = "stablehlo.select"(%34, %36, %21) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %38 = "stablehlo.compare"(%21, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %39 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %41 = "stablehlo.select"(%38, %40, %37) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %42 = "stablehlo.compare"(%31, %41) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %43 = "stablehlo.select"(%42, %arg16, %18) : (tensor<5xi1>, tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %44 = "stablehlo.select"(%42, %18, %arg17) : (tensor<5xi1>, tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%43, %44) : (tensor<5xui32>, tensor<5xui32>) -> ()
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
