"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>), res_attrs = [{jax.result_info = "result[0]['ln1_b']"}, {jax.result_info = "result[0]['ln1_g']"}, {jax.result_info = "result[0]['ln2_b']"}, {jax.result_info = "result[0]['ln2_g']"}, {jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[0]['wo']"}, {jax.result_info = "result[0]['wqkv']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<8xf32>, %arg31: tensor<8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8x16xf32>, %arg35: tensor<16x8xf32>, %arg36: tensor<8x8xf32>, %arg37: tensor<8x24xf32>, %arg38: tensor<2x4x8xf32>):
    %68 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %76 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%arg38, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %306 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%306) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %84 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %85 = "stablehlo.divide"(%83, %84) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %86:5 = "func.call"(%arg38, %79) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %88 = "stablehlo.subtract"(%arg38, %87) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %90 = "stablehlo.add"(%86#0, %89) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %91 = "stablehlo.rsqrt"(%90) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %92 = "stablehlo.divide"(%91, %90) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %94 = "stablehlo.multiply"(%93, %92) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %95 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %96 = "stablehlo.multiply"(%88, %95) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %97 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %99 = "stablehlo.multiply"(%96, %98) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %100 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %102 = "stablehlo.add"(%99, %101) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %103 = "stablehlo.dot_general"(%102, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x8xf32>, tensor<8x24xf32>) -> tensor<2x4x24xf32>
    %104 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 2, 4, 8>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %105 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 2, 4, 16>, start_indices = array<i64: 0, 0, 8>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %106 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 2, 4, 24>, start_indices = array<i64: 0, 0, 16>, strides = array<i64: 1, 1, 1>}> : (tensor<2x4x24xf32>) -> tensor<2x4x8xf32>
    %107 = "stablehlo.reshape"(%104) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %108 = "stablehlo.reshape"(%105) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %109 = "stablehlo.reshape"(%106) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %110 = "stablehlo.dot_general"(%107, %108) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<2x4x2x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %111 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %112 = "stablehlo.divide"(%110, %111) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %113 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %114 = "func.call"(%113) <{callee = @tril}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %115:3 = "func.call"(%114, %112, %74) <{callee = @_where_0}> : (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>)
    %116 = "stablehlo.reduce"(%115#0, %73) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %305 = "stablehlo.maximum"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%305) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %117 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %118 = "stablehlo.maximum"(%117, %116) : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %121 = "stablehlo.subtract"(%115#0, %120) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %122 = "stablehlo.exponential"(%121) : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %123 = "stablehlo.reduce"(%122, %81) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %304 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%304) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %126 = "stablehlo.divide"(%122, %125) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %127 = "stablehlo.multiply"(%124, %124) : (tensor<2x2x4x1xf32>, tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %128 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x1xf32>
    %129 = "stablehlo.divide"(%128, %127) : (tensor<2x2x4x1xf32>, tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %130 = "stablehlo.dot_general"(%109, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<2x4x2x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %131 = "stablehlo.transpose"(%130) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %132 = "stablehlo.reshape"(%131) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %133 = "stablehlo.dot_general"(%132, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %134 = "stablehlo.add"(%arg38, %133) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %135 = "stablehlo.reduce"(%134, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %303 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%303) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %138 = "stablehlo.divide"(%136, %137) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %139:5 = "func.call"(%134, %79) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>)
    %140 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %141 = "stablehlo.subtract"(%134, %140) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %142 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %143 = "stablehlo.add"(%139#0, %142) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %144 = "stablehlo.rsqrt"(%143) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %145 = "stablehlo.divide"(%144, %143) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %147 = "stablehlo.multiply"(%146, %145) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %148 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %149 = "stablehlo.multiply"(%141, %148) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %150 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %152 = "stablehlo.multiply"(%149, %151) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %153 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %155 = "stablehlo.add"(%152, %154) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %156 = "stablehlo.dot_general"(%155, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %157 = "stablehlo.multiply"(%156, %156) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %158 = "stablehlo.multiply"(%157, %156) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %159 = "stablehlo.multiply"(%156, %156) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %160 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %161 = "stablehlo.multiply"(%160, %159) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %162 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %163 = "stablehlo.multiply"(%162, %158) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %164 = "stablehlo.add"(%156, %163) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %165 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %166 = "stablehlo.multiply"(%165, %164) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %167 = "stablehlo.tanh"(%166) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %168 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %169 = "stablehlo.subtract"(%168, %167) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %170 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %171 = "stablehlo.add"(%170, %167) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %172 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %173 = "stablehlo.multiply"(%172, %171) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %174 = "stablehlo.multiply"(%156, %173) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %175 = "stablehlo.dot_general"(%174, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %176 = "stablehlo.add"(%134, %175) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %177 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %178 = "stablehlo.multiply"(%177, %176) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %179 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %180 = "stablehlo.multiply"(%179, %178) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %181 = "stablehlo.dot_general"(%180, %174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x4x8xf32>, tensor<2x4x16xf32>) -> tensor<8x16xf32>
    %182 = "stablehlo.transpose"(%181) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %183 = "stablehlo.dot_general"(%180, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x8xf32>, tensor<16x8xf32>) -> tensor<2x4x16xf32>
    %184 = "stablehlo.multiply"(%156, %183) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %185 = "stablehlo.multiply"(%183, %173) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %186 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %187 = "stablehlo.multiply"(%186, %184) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %188 = "stablehlo.multiply"(%187, %169) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %189 = "stablehlo.multiply"(%188, %167) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %190 = "stablehlo.add"(%188, %189) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %191 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %192 = "stablehlo.multiply"(%191, %190) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %193 = "stablehlo.add"(%185, %192) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %194 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %195 = "stablehlo.multiply"(%194, %192) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %196 = "stablehlo.multiply"(%195, %161) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %197 = "stablehlo.add"(%193, %196) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %198 = "stablehlo.dot_general"(%197, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x4x16xf32>, tensor<2x4x8xf32>) -> tensor<16x8xf32>
    %199 = "stablehlo.transpose"(%198) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %200 = "stablehlo.dot_general"(%197, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x16xf32>, tensor<8x16xf32>) -> tensor<2x4x8xf32>
    %201 = "stablehlo.reduce"(%200, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %302 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%302) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %203 = "stablehlo.reduce"(%202, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %301 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%301) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %204 = "stablehlo.multiply"(%149, %200) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %205 = "stablehlo.reduce"(%204, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %300 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%300) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %207 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %208 = "stablehlo.multiply"(%200, %207) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %209 = "stablehlo.reduce"(%206, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %299 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%299) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %210 = "stablehlo.multiply"(%141, %208) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %211 = "stablehlo.reduce"(%210, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %298 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%298) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %212 = "stablehlo.reshape"(%211) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %213 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %214 = "stablehlo.multiply"(%208, %213) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %215 = "stablehlo.multiply"(%212, %147) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %216 = "stablehlo.negate"(%214) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %217 = "stablehlo.reduce"(%216, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %297 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%297) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %219 = "stablehlo.add"(%180, %214) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %220 = "func.call"(%139#1, %139#2, %139#3, %139#4, %215) <{callee = @_var_1}> : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %221 = "stablehlo.add"(%219, %220) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %222 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %223 = "stablehlo.divide"(%218, %222) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %224 = "stablehlo.reduce"(%223, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %296 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%296) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %226 = "stablehlo.add"(%221, %225) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %227 = "stablehlo.dot_general"(%226, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<8x8xf32>
    %228 = "stablehlo.transpose"(%227) <{permutation = array<i64: 1, 0>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %229 = "stablehlo.dot_general"(%226, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %231 = "stablehlo.transpose"(%230) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %232 = "stablehlo.dot_general"(%231, %109) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %233 = "stablehlo.dot_general"(%231, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>}> : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %234 = "stablehlo.transpose"(%233) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %235 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %236 = "stablehlo.multiply"(%232, %235) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %237 = "stablehlo.multiply"(%236, %122) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %238 = "stablehlo.reduce"(%237, %81) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %295 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%295) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %240 = "stablehlo.negate"(%239) : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x1xf32>
    %241 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %242 = "stablehlo.divide"(%232, %241) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %243 = "stablehlo.reduce"(%240, %81) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %294 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%294) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x1xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32>
    %245 = "stablehlo.add"(%242, %244) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %246 = "stablehlo.multiply"(%245, %122) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %247 = "func.call"(%115#1, %115#2, %246) <{callee = @_where_3}> : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %248 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %249 = "stablehlo.divide"(%247, %248) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %250 = "stablehlo.dot_general"(%249, %107) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %251 = "stablehlo.transpose"(%250) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %252 = "stablehlo.dot_general"(%249, %108) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<2x2x4x4xf32>, tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %253 = "stablehlo.transpose"(%252) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %254 = "stablehlo.reshape"(%234) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %255 = "stablehlo.reshape"(%251) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %256 = "stablehlo.reshape"(%253) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %257 = "stablehlo.concatenate"(%256, %255, %254) <{dimension = 2 : i64}> : (tensor<2x4x8xf32>, tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x24xf32>
    %258 = "stablehlo.dot_general"(%257, %102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x4x24xf32>, tensor<2x4x8xf32>) -> tensor<24x8xf32>
    %259 = "stablehlo.transpose"(%258) <{permutation = array<i64: 1, 0>}> : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %260 = "stablehlo.dot_general"(%257, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x4x24xf32>, tensor<8x24xf32>) -> tensor<2x4x8xf32>
    %261 = "stablehlo.reduce"(%260, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %293 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%293) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %262 = "stablehlo.reshape"(%261) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %263 = "stablehlo.reduce"(%262, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %292 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%292) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %264 = "stablehlo.multiply"(%96, %260) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %265 = "stablehlo.reduce"(%264, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %291 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%291) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %267 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %268 = "stablehlo.multiply"(%260, %267) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %269 = "stablehlo.reduce"(%266, %81) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %290 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%290) : (tensor<f32>) -> ()
    }) : (tensor<1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %270 = "stablehlo.multiply"(%88, %268) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %271 = "stablehlo.reduce"(%270, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %289 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%289) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %273 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %274 = "stablehlo.multiply"(%268, %273) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %275 = "stablehlo.multiply"(%272, %94) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %276 = "stablehlo.negate"(%274) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %277 = "stablehlo.reduce"(%276, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %288 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%288) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %279 = "stablehlo.add"(%226, %274) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %280 = "func.call"(%86#1, %86#2, %86#3, %86#4, %275) <{callee = @_var_1}> : (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %281 = "stablehlo.add"(%279, %280) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %282 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %283 = "stablehlo.divide"(%278, %282) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %284 = "stablehlo.reduce"(%283, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %287 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %286 = "stablehlo.add"(%281, %285) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%263, %269, %203, %209, %199, %182, %228, %259, %286) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<2x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x8xf32>, tensor<i32>) -> (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x4x8xf32>, %arg25: tensor<i32>):
    %45 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%arg24, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %67 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %52 = "stablehlo.divide"(%50, %51) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %54 = "stablehlo.subtract"(%arg24, %53) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %55 = "stablehlo.multiply"(%54, %54) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %56 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %57 = "stablehlo.multiply"(%56, %54) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %58 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<f32>
    %59 = "stablehlo.subtract"(%47, %58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce"(%55, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %66 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %63 = "stablehlo.divide"(%61, %62) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %64 = "stablehlo.compare"(%59, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %65:2 = "func.call"(%64, %63, %45) <{callee = @_where}> : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>)
    "func.return"(%65#0, %57, %59, %64, %65#1) : (tensor<2x4x1xf32>, tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> (tensor<2x4x1xf32>, tensor<2x4x1xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<2x4x1xf32>, %arg23: tensor<f32>):
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %43 = "stablehlo.select"(%arg21, %arg22, %42) : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %44 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    "func.return"(%43, %44) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x4xi1>):
    %31 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %34 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %36 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %37 = "stablehlo.compare"(%35, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %38 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %39 = "stablehlo.select"(%37, %arg20, %38) : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%39) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>), res_attrs = [{}, {}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x4xi1>, %arg18: tensor<2x2x4x4xf32>, %arg19: tensor<f32>):
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.convert"(%arg19) : (tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4x4xi1>) -> tensor<2x2x4x4xi1>
    %28 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %29 = "stablehlo.select"(%27, %arg18, %28) : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %30 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    "func.return"(%29, %27, %30) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<2x4x8xf32>, tensor<f32>, tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x8xf32>, res_attrs = [{}], sym_name = "_var_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x4x8xf32>, %arg7: tensor<f32>, %arg8: tensor<i1>, %arg9: tensor<2x4x1xf32>, %arg10: tensor<2x4x1xf32>):
    %6 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "func.call"(%arg8, %arg9, %arg10) <{callee = @_where_2}> : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %10 = "stablehlo.divide"(%8, %9) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %11 = "stablehlo.reduce"(%10, %7) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %24 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %13 = "stablehlo.multiply"(%12, %arg6) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %14 = "stablehlo.negate"(%13) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %15 = "stablehlo.reduce"(%14, %7) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %23 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %17 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %18 = "stablehlo.divide"(%16, %17) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %19 = "stablehlo.reduce"(%18, %7) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %22 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %21 = "stablehlo.add"(%13, %20) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%21) : (tensor<2x4x8xf32>) -> ()
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
