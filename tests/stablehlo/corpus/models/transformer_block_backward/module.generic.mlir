"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>), res_attrs = [{jax.result_info = "result[0]['ln1_b']"}, {jax.result_info = "result[0]['ln1_g']"}, {jax.result_info = "result[0]['ln2_b']"}, {jax.result_info = "result[0]['ln2_g']"}, {jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[0]['wo']"}, {jax.result_info = "result[0]['wqkv']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8x16xf32>, %arg35: tensor<16x8xf32>, %arg36: tensor<8x8xf32>, %arg37: tensor<8x24xf32>, %arg38: tensor<2x4x8xf32>):
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%arg38, %73) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %370 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%370) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %76 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %78 = "stablehlo.divide"(%75, %77) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80:5 = "func.call"(%arg38, %79) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %81 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %82 = "stablehlo.subtract"(%arg38, %81) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %83 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %85 = "stablehlo.add"(%80#0, %84) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %86 = "stablehlo.rsqrt"(%85) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %87 = "stablehlo.divide"(%86, %85) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %88 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %90 = "stablehlo.multiply"(%89, %87) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %91 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %92 = "stablehlo.multiply"(%82, %91) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %93 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %95 = "stablehlo.multiply"(%92, %94) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %96 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %99 = "stablehlo.dot_general"(%98, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x24xf32>) -> tensor<2x4x24xf32>
    %100 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 2, 4, 8>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %101 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 2, 4, 16>, start_indices = array<i64: 0, 0, 8>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %102 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 2, 4, 24>, start_indices = array<i64: 0, 0, 16>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %103 = "stablehlo.reshape"(%100) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %104 = "stablehlo.reshape"(%101) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %105 = "stablehlo.reshape"(%102) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %106 = "stablehlo.dot_general"(%103, %104) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %107 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %109 = "stablehlo.divide"(%106, %108) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %110 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %112 = "func.call"(%111) <{callee = @tril}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %113 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %114:3 = "func.call"(%112, %109, %113) <{callee = @_where_0}> : (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>)
    %115 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.reduce"(%114#0, %115) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %369 = "stablehlo.maximum"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%369) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %117 = "stablehlo.reshape"(%116) : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %119 = "stablehlo.compare"(%114#0, %118) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xi1>
    %120 = "stablehlo.convert"(%119) : (tensor<2x2x4x4xi1>) -> tensor<2x2x4x4xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %368 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%368) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %123 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %125 = "stablehlo.maximum"(%124, %116) : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %126 = "stablehlo.compare"(%116, %125) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xi1>
    %127 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %131 = "stablehlo.select"(%126, %128, %130) : (tensor<2x2x4xi1>, tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %132 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %134 = "stablehlo.compare"(%133, %125) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xi1>
    %135 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %139 = "stablehlo.select"(%134, %136, %138) : (tensor<2x2x4xi1>, tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %140 = "stablehlo.divide"(%131, %139) : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %141 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %143 = "stablehlo.subtract"(%114#0, %142) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %144 = "stablehlo.exponential"(%143) : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.reduce"(%144, %145) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %367 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%367) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %149 = "stablehlo.divide"(%144, %148) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %150 = "stablehlo.multiply"(%147, %147) : (tensor<2x2x4x1xf32>, tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %151 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x1xf32>
    %153 = "stablehlo.divide"(%152, %150) : (tensor<2x2x4x1xf32>, tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %154 = "stablehlo.dot_general"(%105, %149) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %155 = "stablehlo.transpose"(%154) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %157 = "stablehlo.dot_general"(%156, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %158 = "stablehlo.add"(%arg38, %157) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.reduce"(%158, %159) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %366 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%366) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %162 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %164 = "stablehlo.divide"(%161, %163) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %165 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %166:5 = "func.call"(%158, %165) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %167 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %168 = "stablehlo.subtract"(%158, %167) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %169 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %171 = "stablehlo.add"(%166#0, %170) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %172 = "stablehlo.rsqrt"(%171) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %173 = "stablehlo.divide"(%172, %171) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %174 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %176 = "stablehlo.multiply"(%175, %173) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %177 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %178 = "stablehlo.multiply"(%168, %177) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %179 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %181 = "stablehlo.multiply"(%178, %180) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %182 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %184 = "stablehlo.add"(%181, %183) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %185 = "stablehlo.dot_general"(%184, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %186 = "stablehlo.multiply"(%185, %185) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %187 = "stablehlo.multiply"(%186, %185) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %188 = "stablehlo.multiply"(%185, %185) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %189 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %191 = "stablehlo.multiply"(%190, %188) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %192 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %194 = "stablehlo.multiply"(%193, %187) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %195 = "stablehlo.add"(%185, %194) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %196 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %198 = "stablehlo.multiply"(%197, %195) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %199 = "stablehlo.tanh"(%198) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %200 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %202 = "stablehlo.subtract"(%201, %199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %203 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %205 = "stablehlo.add"(%204, %199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %206 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %208 = "stablehlo.multiply"(%207, %205) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %209 = "stablehlo.multiply"(%185, %208) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %210 = "stablehlo.dot_general"(%209, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %211 = "stablehlo.add"(%158, %210) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %212 = "stablehlo.multiply"(%211, %211) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %213 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %215 = "stablehlo.multiply"(%214, %211) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.reduce"(%212, %216) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %365 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%365) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<f32>
    %218 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %220 = "stablehlo.multiply"(%219, %215) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %221 = "stablehlo.dot_general"(%220, %209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<2x4x16xf32>) -> tensor<8x16xf32>
    %222 = "stablehlo.transpose"(%221) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %223 = "stablehlo.dot_general"(%220, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<16x8xf32>) -> tensor<2x4x16xf32>
    %224 = "stablehlo.multiply"(%185, %223) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %225 = "stablehlo.multiply"(%223, %208) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %226 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %228 = "stablehlo.multiply"(%227, %224) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %229 = "stablehlo.multiply"(%228, %202) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %230 = "stablehlo.multiply"(%229, %199) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %234 = "stablehlo.multiply"(%233, %231) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %235 = "stablehlo.add"(%225, %234) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %236 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %238 = "stablehlo.multiply"(%237, %234) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %239 = "stablehlo.multiply"(%238, %191) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %240 = "stablehlo.add"(%235, %239) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %241 = "stablehlo.dot_general"(%240, %184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x16xf32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
    %242 = "stablehlo.transpose"(%241) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %243 = "stablehlo.dot_general"(%240, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x16xf32>, tensor<8x16xf32>) -> tensor<2x4x8xf32>
    %244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %364 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%364) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.reduce"(%246, %247) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %363 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%363) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %249 = "stablehlo.multiply"(%178, %243) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.reduce"(%249, %250) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %362 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%362) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %252 = "stablehlo.reshape"(%251) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %253 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %254 = "stablehlo.multiply"(%243, %253) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.reduce"(%252, %255) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %361 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%361) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %257 = "stablehlo.multiply"(%168, %254) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.reduce"(%257, %258) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %360 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%360) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %261 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %262 = "stablehlo.multiply"(%254, %261) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %263 = "stablehlo.multiply"(%260, %176) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %264 = "stablehlo.negate"(%262) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.reduce"(%264, %265) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %359 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%359) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %267 = "stablehlo.reshape"(%266) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %268 = "stablehlo.add"(%220, %262) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %269 = "func.call"(%166#1, %166#2, %166#3, %166#4, %263) <{callee = @_var_1}> : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %270 = "stablehlo.add"(%268, %269) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %271 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %273 = "stablehlo.divide"(%267, %272) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.reduce"(%273, %274) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %358 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%358) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %277 = "stablehlo.add"(%270, %276) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %278 = "stablehlo.dot_general"(%277, %156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<8x8xf32>
    %279 = "stablehlo.transpose"(%278) <{permutation = array<i64: 1, 0>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %280 = "stablehlo.dot_general"(%277, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %281 = "stablehlo.reshape"(%280) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %282 = "stablehlo.transpose"(%281) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %283 = "stablehlo.dot_general"(%282, %105) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %284 = "stablehlo.dot_general"(%282, %149) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %285 = "stablehlo.transpose"(%284) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %286 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %287 = "stablehlo.multiply"(%283, %286) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %288 = "stablehlo.multiply"(%287, %144) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %289 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.reduce"(%288, %289) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %357 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%357) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %291 = "stablehlo.reshape"(%290) : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %292 = "stablehlo.negate"(%291) : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %293 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %294 = "stablehlo.divide"(%283, %293) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.reduce"(%292, %295) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %356 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%356) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x1xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32>
    %298 = "stablehlo.add"(%294, %297) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %299 = "stablehlo.multiply"(%298, %144) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %300 = "func.call"(%114#1, %114#2, %299) <{callee = @_where_3}> : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %301 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %303 = "stablehlo.divide"(%300, %302) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %304 = "stablehlo.dot_general"(%303, %103) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %305 = "stablehlo.transpose"(%304) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %306 = "stablehlo.dot_general"(%303, %104) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %307 = "stablehlo.transpose"(%306) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %308 = "stablehlo.reshape"(%285) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %309 = "stablehlo.reshape"(%305) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %310 = "stablehlo.reshape"(%307) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %311 = "stablehlo.concatenate"(%310, %309, %308) <{dimension = 2 : i64}> : (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x24xf32>
    %312 = "stablehlo.dot_general"(%311, %98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x24xf32>, tensor<2x4x8xf32>) -> tensor<24x8xf32>
    %313 = "stablehlo.transpose"(%312) <{permutation = array<i64: 1, 0>}> : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %314 = "stablehlo.dot_general"(%311, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x24xf32>, tensor<8x24xf32>) -> tensor<2x4x8xf32>
    %315 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.reduce"(%314, %315) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %355 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%355) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %317 = "stablehlo.reshape"(%316) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.reduce"(%317, %318) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %354 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%354) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %320 = "stablehlo.multiply"(%92, %314) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.reduce"(%320, %321) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %353 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %323 = "stablehlo.reshape"(%322) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %324 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %325 = "stablehlo.multiply"(%314, %324) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%323, %326) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %352 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%352) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %328 = "stablehlo.multiply"(%82, %325) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.reduce"(%328, %329) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %351 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%351) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %331 = "stablehlo.reshape"(%330) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %332 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %333 = "stablehlo.multiply"(%325, %332) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %334 = "stablehlo.multiply"(%331, %90) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %335 = "stablehlo.negate"(%333) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %350 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%350) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %339 = "stablehlo.add"(%277, %333) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %340 = "func.call"(%80#1, %80#2, %80#3, %80#4, %334) <{callee = @_var_1}> : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %341 = "stablehlo.add"(%339, %340) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %342 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %344 = "stablehlo.divide"(%338, %343) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %345 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.reduce"(%344, %345) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %349 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%349) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %348 = "stablehlo.add"(%341, %347) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%319, %327, %248, %256, %242, %222, %279, %313, %348) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x4x8xf32>, %arg25: tensor<i32>):
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.reduce"(%arg24, %47) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %72 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%72) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %52 = "stablehlo.divide"(%49, %51) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %54 = "stablehlo.subtract"(%arg24, %53) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %55 = "chlo.square"(%54) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %58 = "stablehlo.multiply"(%57, %54) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %59 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<f32>
    %60 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.subtract"(%60, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.reduce"(%55, %62) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %71 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %65 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %66 = "stablehlo.divide"(%64, %65) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.compare"(%61, %67) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %69 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %70:2 = "func.call"(%68, %66, %69) <{callee = @_where}> : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>)
    "func.return"(%70#0, %58, %61, %68, %70#1) : (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<2x4x1xf32>, %arg23: tensor<f32>):
    %42 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %44 = "stablehlo.select"(%arg21, %arg22, %43) : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    "func.return"(%44, %46) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x4xi1>):
    %33 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %37 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %38 = "stablehlo.compare"(%36, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %39 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %41 = "stablehlo.select"(%38, %arg20, %40) : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%41) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x4xi1>, %arg18: tensor<2x2x4x4xf32>, %arg19: tensor<f32>):
    %27 = "stablehlo.convert"(%arg19) : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4x4xi1>) -> tensor<2x2x4x4xi1>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %30 = "stablehlo.select"(%28, %arg18, %29) : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    "func.return"(%30, %28, %32) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>, res_attrs = [{}], sym_name = "_var_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x4x8xf32>, %arg7: tensor<f32>, %arg8: tensor<i1>, %arg9: tensor<2x4x1xf32>, %arg10: tensor<2x4x1xf32>):
    %6 = "func.call"(%arg8, %arg9, %arg10) <{callee = @_where_2}> : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %8 = "stablehlo.divide"(%6, %7) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %26 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %12 = "stablehlo.multiply"(%11, %arg6) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %13 = "stablehlo.negate"(%12) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %25 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %19 = "stablehlo.divide"(%16, %18) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %24 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %23 = "stablehlo.add"(%12, %22) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%23) : (tensor<2x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<2x4x1xf32>, %arg5: tensor<2x4x1xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %5 = "stablehlo.select"(%arg3, %arg5, %4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    "func.return"(%5) : (tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2x4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<2x2x4x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %2 = "stablehlo.select"(%arg0, %arg2, %1) : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    "func.return"(%2) : (tensor<2x2x4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
