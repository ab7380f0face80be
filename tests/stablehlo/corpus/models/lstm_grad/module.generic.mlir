"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<3x16xf32>, %arg38: tensor<4x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<5x2x3xf32>, %arg41: tensor<2x4xf32>, %arg42: tensor<2x4xf32>):
    %102 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %129 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %130:20 = "stablehlo.while"(%arg40, %arg37, %arg38, %102, %129, %arg41, %arg42, %104, %106, %108, %110, %112, %114, %116, %118, %120, %122, %124, %126, %128) ({
    ^bb0(%arg107: tensor<5x2x3xf32>, %arg108: tensor<3x16xf32>, %arg109: tensor<4x16xf32>, %arg110: tensor<1x16xf32>, %arg111: tensor<i32>, %arg112: tensor<2x4xf32>, %arg113: tensor<2x4xf32>, %arg114: tensor<5x2x4xf32>, %arg115: tensor<5x2x4xf32>, %arg116: tensor<5x2x4xf32>, %arg117: tensor<5x2x4xf32>, %arg118: tensor<5x2x4xf32>, %arg119: tensor<5x2x4xf32>, %arg120: tensor<5x2x4xf32>, %arg121: tensor<5x2x4xf32>, %arg122: tensor<5x2x4xf32>, %arg123: tensor<5x2x4xf32>, %arg124: tensor<5x2x4xf32>, %arg125: tensor<5x2x4xf32>, %arg126: tensor<5x2x4xf32>):
      %197 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %198 = "stablehlo.compare"(%arg111, %197) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%198) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg87: tensor<5x2x3xf32>, %arg88: tensor<3x16xf32>, %arg89: tensor<4x16xf32>, %arg90: tensor<1x16xf32>, %arg91: tensor<i32>, %arg92: tensor<2x4xf32>, %arg93: tensor<2x4xf32>, %arg94: tensor<5x2x4xf32>, %arg95: tensor<5x2x4xf32>, %arg96: tensor<5x2x4xf32>, %arg97: tensor<5x2x4xf32>, %arg98: tensor<5x2x4xf32>, %arg99: tensor<5x2x4xf32>, %arg100: tensor<5x2x4xf32>, %arg101: tensor<5x2x4xf32>, %arg102: tensor<5x2x4xf32>, %arg103: tensor<5x2x4xf32>, %arg104: tensor<5x2x4xf32>, %arg105: tensor<5x2x4xf32>, %arg106: tensor<5x2x4xf32>):
      %180 = "func.call"(%arg87, %arg91) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %181:15 = "func.call"(%arg88, %arg89, %arg90, %arg92, %arg93, %180) <{callee = @closed_call}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %182 = "func.call"(%arg94, %181#2, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %183 = "func.call"(%arg95, %181#3, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %184 = "func.call"(%arg96, %181#4, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %185 = "func.call"(%arg97, %181#5, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %186 = "func.call"(%arg98, %181#6, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %187 = "func.call"(%arg99, %181#7, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %188 = "func.call"(%arg100, %181#8, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %189 = "func.call"(%arg101, %181#9, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %190 = "func.call"(%arg102, %181#10, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %191 = "func.call"(%arg103, %181#11, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %192 = "func.call"(%arg104, %181#12, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %193 = "func.call"(%arg105, %181#13, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %194 = "func.call"(%arg106, %181#14, %arg91) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg91, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg87, %arg88, %arg89, %arg90, %196, %181#0, %181#1, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>)
    %131 = "stablehlo.multiply"(%130#7, %130#7) : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %132 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %134 = "stablehlo.multiply"(%133, %130#7) : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.reduce"(%131, %135) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %179 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%179) : (tensor<f32>) -> ()
    }) : (tensor<5x2x4xf32>, tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %141 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %143 = "stablehlo.multiply"(%142, %134) : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155:21 = "stablehlo.while"(%143, %arg40, %130#8, %130#9, %130#10, %130#11, %130#12, %130#13, %130#14, %130#15, %130#16, %130#17, %130#18, %130#19, %arg38, %154, %149, %151, %153, %145, %147) ({
    ^bb0(%arg64: tensor<5x2x4xf32>, %arg65: tensor<5x2x3xf32>, %arg66: tensor<5x2x4xf32>, %arg67: tensor<5x2x4xf32>, %arg68: tensor<5x2x4xf32>, %arg69: tensor<5x2x4xf32>, %arg70: tensor<5x2x4xf32>, %arg71: tensor<5x2x4xf32>, %arg72: tensor<5x2x4xf32>, %arg73: tensor<5x2x4xf32>, %arg74: tensor<5x2x4xf32>, %arg75: tensor<5x2x4xf32>, %arg76: tensor<5x2x4xf32>, %arg77: tensor<5x2x4xf32>, %arg78: tensor<4x16xf32>, %arg79: tensor<i32>, %arg80: tensor<3x16xf32>, %arg81: tensor<4x16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<2x4xf32>, %arg84: tensor<2x4xf32>):
      %177 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %178 = "stablehlo.compare"(%arg79, %177) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%178) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg43: tensor<5x2x4xf32>, %arg44: tensor<5x2x3xf32>, %arg45: tensor<5x2x4xf32>, %arg46: tensor<5x2x4xf32>, %arg47: tensor<5x2x4xf32>, %arg48: tensor<5x2x4xf32>, %arg49: tensor<5x2x4xf32>, %arg50: tensor<5x2x4xf32>, %arg51: tensor<5x2x4xf32>, %arg52: tensor<5x2x4xf32>, %arg53: tensor<5x2x4xf32>, %arg54: tensor<5x2x4xf32>, %arg55: tensor<5x2x4xf32>, %arg56: tensor<5x2x4xf32>, %arg57: tensor<4x16xf32>, %arg58: tensor<i32>, %arg59: tensor<3x16xf32>, %arg60: tensor<4x16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<2x4xf32>, %arg63: tensor<2x4xf32>):
      %156 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %157 = "stablehlo.subtract"(%156, %arg58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %158 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %159 = "stablehlo.subtract"(%157, %158) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %160 = "func.call"(%arg43, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %161 = "func.call"(%arg44, %159) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %162 = "func.call"(%arg45, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %163 = "func.call"(%arg46, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %164 = "func.call"(%arg47, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %165 = "func.call"(%arg48, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %166 = "func.call"(%arg49, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %167 = "func.call"(%arg50, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %168 = "func.call"(%arg51, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %169 = "func.call"(%arg52, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %170 = "func.call"(%arg53, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %171 = "func.call"(%arg54, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %172 = "func.call"(%arg55, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %173 = "func.call"(%arg56, %159) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %174:5 = "func.call"(%arg57, %arg59, %arg60, %arg61, %arg62, %arg63, %160, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173) <{callee = @closed_call_1}> : (tensor<4x16xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %175 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %176 = "stablehlo.add"(%arg58, %175) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %176, %174#0, %174#1, %174#2, %174#3, %174#4) : (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
    }) : (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
    "func.return"(%155#16, %155#17, %155#18) : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<5x2x3xf32>, %arg36: tensor<i32>):
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %100 = "stablehlo.dynamic_slice"(%arg35, %arg36, %98, %99) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %101 = "stablehlo.reshape"(%100) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%101) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<3x16xf32>, %arg30: tensor<4x16xf32>, %arg31: tensor<1x16xf32>, %arg32: tensor<2x4xf32>, %arg33: tensor<2x4xf32>, %arg34: tensor<2x3xf32>):
    %41 = "stablehlo.dot_general"(%arg34, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x16xf32>) -> tensor<2x16xf32>
    %42 = "stablehlo.dot_general"(%arg32, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x16xf32>) -> tensor<2x16xf32>
    %43 = "stablehlo.add"(%41, %42) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %44 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %45 = "stablehlo.add"(%43, %44) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %46 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.slice"(%45) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.negate"(%47) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %51 = "stablehlo.exponential"(%50) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %54 = "stablehlo.add"(%53, %51) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %57 = "stablehlo.divide"(%56, %54) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %60 = "stablehlo.subtract"(%59, %57) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.multiply"(%57, %60) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.multiply"(%57, %arg33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.negate"(%46) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %67 = "stablehlo.add"(%66, %64) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %70 = "stablehlo.divide"(%69, %67) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %73 = "stablehlo.subtract"(%72, %70) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.multiply"(%70, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %75 = "stablehlo.tanh"(%48) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %78 = "stablehlo.subtract"(%77, %75) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %79 = "stablehlo.multiply"(%70, %75) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.add"(%62, %79) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.negate"(%49) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.exponential"(%81) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %85 = "stablehlo.add"(%84, %82) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %88 = "stablehlo.divide"(%87, %85) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %91 = "stablehlo.subtract"(%90, %88) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %92 = "stablehlo.multiply"(%88, %91) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %93 = "stablehlo.tanh"(%80) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %94 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %96 = "stablehlo.subtract"(%95, %93) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %97 = "stablehlo.multiply"(%88, %93) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%97, %80, %97, %arg32, %61, %arg33, %57, %74, %75, %78, %70, %92, %93, %96, %88) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<5x2x4xf32>, %arg27: tensor<2x4xf32>, %arg28: tensor<i32>):
    %37 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.dynamic_update_slice"(%arg26, %37, %arg28, %38, %39) : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    "func.return"(%40) : (tensor<5x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<5x2x4xf32>, %arg25: tensor<i32>):
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.dynamic_slice"(%arg24, %arg25, %33, %34) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%36) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>, %arg10: tensor<2x4xf32>, %arg11: tensor<2x4xf32>, %arg12: tensor<2x4xf32>, %arg13: tensor<2x4xf32>, %arg14: tensor<2x4xf32>, %arg15: tensor<2x4xf32>, %arg16: tensor<2x4xf32>, %arg17: tensor<2x4xf32>, %arg18: tensor<2x4xf32>, %arg19: tensor<2x4xf32>):
    %0 = "stablehlo.add"(%arg4, %arg6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = "stablehlo.multiply"(%arg19, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%0, %arg17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.multiply"(%1, %arg18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.add"(%arg5, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.multiply"(%3, %arg17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.multiply"(%2, %arg16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.multiply"(%arg15, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.multiply"(%6, %arg13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.multiply"(%8, %arg14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.multiply"(%10, %arg13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.multiply"(%9, %arg12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.multiply"(%arg11, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.multiply"(%6, %arg10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.multiply"(%15, %arg9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.concatenate"(%13, %16, %12, %7) <{dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x16xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %32 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<16xf32>) -> tensor<1x16xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %31 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %23 = "stablehlo.add"(%arg3, %22) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %24 = "stablehlo.dot_general"(%17, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<2x4xf32>) -> tensor<16x4xf32>
    %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 1, 0>}> : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %26 = "stablehlo.add"(%arg2, %25) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %27 = "stablehlo.dot_general"(%17, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<4x16xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.dot_general"(%17, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<2x3xf32>) -> tensor<16x3xf32>
    %29 = "stablehlo.transpose"(%28) <{permutation = array<i64: 1, 0>}> : (tensor<16x3xf32>) -> tensor<3x16xf32>
    %30 = "stablehlo.add"(%arg1, %29) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    "func.return"(%30, %26, %23, %27, %14) : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
