"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg96: tensor<i32>):
    %269 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
    %272 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %273 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %274 = "stablehlo.shift_right_logical"(%arg96, %273) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %275 = "stablehlo.convert"(%274) : (tensor<i32>) -> tensor<ui32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %277 = "stablehlo.and"(%arg96, %272) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %278 = "stablehlo.convert"(%277) : (tensor<i32>) -> tensor<ui32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %280 = "stablehlo.concatenate"(%276, %279) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %281 = "func.call"(%280) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %282 = "stablehlo.slice"(%281) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %283 = "stablehlo.reshape"(%282) : (tensor<1x2xui32>) -> tensor<2xui32>
    %284 = "func.call"(%283, %271) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %285 = "func.call"(%284, %270, %269) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%285) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg95: tensor<2xui32>):
    %252 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %253 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %254 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %255 = "stablehlo.reshape"(%254) : (tensor<1xui32>) -> tensor<ui32>
    %256 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %257 = "stablehlo.reshape"(%256) : (tensor<1xui32>) -> tensor<ui32>
    %258 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %259 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %260 = "stablehlo.multiply"(%259, %258) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %261 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %262 = "stablehlo.shift_right_logical"(%260, %261) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %263 = "stablehlo.convert"(%260) : (tensor<2xui64>) -> tensor<2xui32>
    %264 = "stablehlo.convert"(%262) : (tensor<2xui64>) -> tensor<2xui32>
    %265:2 = "func.call"(%255, %257, %264, %263) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %266 = "stablehlo.broadcast_in_dim"(%265#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %267 = "stablehlo.broadcast_in_dim"(%265#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %268 = "stablehlo.concatenate"(%266, %267) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%268) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<2xui32>, %arg76: tensor<2xui32>):
    %236 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %238 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %239 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %240 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %241 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %242 = "stablehlo.xor"(%arg73, %arg74) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %243 = "stablehlo.xor"(%242, %239) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %244 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %245 = "stablehlo.add"(%arg75, %244) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %246 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %247 = "stablehlo.add"(%arg76, %246) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %248:9 = "stablehlo.while"(%238, %238, %245, %247, %arg74, %243, %arg73, %240, %241) ({
    ^bb0(%arg86: tensor<i32>, %arg87: tensor<i32>, %arg88: tensor<2xui32>, %arg89: tensor<2xui32>, %arg90: tensor<ui32>, %arg91: tensor<ui32>, %arg92: tensor<ui32>, %arg93: tensor<4xui32>, %arg94: tensor<4xui32>):
      %251 = "stablehlo.compare"(%arg86, %237) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%251) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg77: tensor<i32>, %arg78: tensor<i32>, %arg79: tensor<2xui32>, %arg80: tensor<2xui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<4xui32>, %arg85: tensor<4xui32>):
      %249:8 = "func.call"(%arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %250 = "stablehlo.add"(%arg77, %236) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%250, %249#0, %249#1, %249#2, %249#3, %249#4, %249#5, %249#6, %249#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%248#2, %248#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<i32>, %arg66: tensor<2xui32>, %arg67: tensor<2xui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<ui32>, %arg71: tensor<4xui32>, %arg72: tensor<4xui32>):
    %185 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %186 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %187 = "stablehlo.add"(%arg65, %186) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %188 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %189 = "stablehlo.reshape"(%188) : (tensor<1xui32>) -> tensor<ui32>
    %190 = "stablehlo.add"(%arg66, %arg67) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %192 = "stablehlo.shift_left"(%arg67, %191) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %193 = "stablehlo.subtract"(%185, %189) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %195 = "stablehlo.shift_right_logical"(%arg67, %194) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %196 = "stablehlo.or"(%192, %195) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %197 = "stablehlo.xor"(%190, %196) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %198 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1xui32>) -> tensor<ui32>
    %200 = "stablehlo.add"(%190, %197) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %201 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %202 = "stablehlo.shift_left"(%197, %201) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %203 = "stablehlo.subtract"(%185, %199) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %205 = "stablehlo.shift_right_logical"(%197, %204) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %206 = "stablehlo.or"(%202, %205) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %207 = "stablehlo.xor"(%200, %206) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %208 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1xui32>) -> tensor<ui32>
    %210 = "stablehlo.add"(%200, %207) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %211 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %212 = "stablehlo.shift_left"(%207, %211) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %213 = "stablehlo.subtract"(%185, %209) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %215 = "stablehlo.shift_right_logical"(%207, %214) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %216 = "stablehlo.or"(%212, %215) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %217 = "stablehlo.xor"(%210, %216) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %218 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %219 = "stablehlo.reshape"(%218) : (tensor<1xui32>) -> tensor<ui32>
    %220 = "stablehlo.add"(%210, %217) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %221 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %222 = "stablehlo.shift_left"(%217, %221) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %223 = "stablehlo.subtract"(%185, %219) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %225 = "stablehlo.shift_right_logical"(%217, %224) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %226 = "stablehlo.or"(%222, %225) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %227 = "stablehlo.xor"(%220, %226) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %228 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %229 = "stablehlo.add"(%220, %228) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %230 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %231 = "stablehlo.add"(%227, %230) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %232 = "stablehlo.add"(%arg65, %186) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %233 = "stablehlo.convert"(%232) : (tensor<i32>) -> tensor<ui32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %235 = "stablehlo.add"(%231, %234) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%187, %229, %235, %arg69, %arg70, %arg68, %arg72, %arg71) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<2xui32>, %arg64: tensor<ui32>):
    %170 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %171 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %172 = "stablehlo.shift_right_logical"(%arg64, %171) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %174 = "stablehlo.and"(%arg64, %170) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %176 = "stablehlo.concatenate"(%173, %175) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %177 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1xui32>) -> tensor<ui32>
    %179 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %180 = "stablehlo.reshape"(%179) : (tensor<1xui32>) -> tensor<ui32>
    %181 = "stablehlo.slice"(%176) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %182 = "stablehlo.slice"(%176) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %183:2 = "func.call"(%178, %180, %181, %182) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %184 = "stablehlo.concatenate"(%183#0, %183#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%184) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<ui32>, %arg42: tensor<ui32>, %arg43: tensor<1xui32>, %arg44: tensor<1xui32>):
    %154 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %158 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %159 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %160 = "stablehlo.xor"(%arg41, %arg42) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %161 = "stablehlo.xor"(%160, %157) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %162 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %163 = "stablehlo.add"(%arg43, %162) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %164 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %165 = "stablehlo.add"(%arg44, %164) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %166:9 = "stablehlo.while"(%156, %156, %163, %165, %arg42, %161, %arg41, %158, %159) ({
    ^bb0(%arg54: tensor<i32>, %arg55: tensor<i32>, %arg56: tensor<1xui32>, %arg57: tensor<1xui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<4xui32>, %arg62: tensor<4xui32>):
      %169 = "stablehlo.compare"(%arg54, %155) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%169) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg45: tensor<i32>, %arg46: tensor<i32>, %arg47: tensor<1xui32>, %arg48: tensor<1xui32>, %arg49: tensor<ui32>, %arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<4xui32>, %arg53: tensor<4xui32>):
      %167:8 = "func.call"(%arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53) <{callee = @closed_call_1}> : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %168 = "stablehlo.add"(%arg45, %154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%168, %167#0, %167#1, %167#2, %167#3, %167#4, %167#5, %167#6, %167#7) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%166#2, %166#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<i32>, %arg34: tensor<1xui32>, %arg35: tensor<1xui32>, %arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<ui32>, %arg39: tensor<4xui32>, %arg40: tensor<4xui32>):
    %103 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %104 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %105 = "stablehlo.add"(%arg33, %104) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %106 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %107 = "stablehlo.reshape"(%106) : (tensor<1xui32>) -> tensor<ui32>
    %108 = "stablehlo.add"(%arg34, %arg35) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %109 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %110 = "stablehlo.shift_left"(%arg35, %109) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %111 = "stablehlo.subtract"(%103, %107) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %113 = "stablehlo.shift_right_logical"(%arg35, %112) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %114 = "stablehlo.or"(%110, %113) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %115 = "stablehlo.xor"(%108, %114) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %116 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %117 = "stablehlo.reshape"(%116) : (tensor<1xui32>) -> tensor<ui32>
    %118 = "stablehlo.add"(%108, %115) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %119 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %120 = "stablehlo.shift_left"(%115, %119) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %121 = "stablehlo.subtract"(%103, %117) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %123 = "stablehlo.shift_right_logical"(%115, %122) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %124 = "stablehlo.or"(%120, %123) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %125 = "stablehlo.xor"(%118, %124) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %126 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %127 = "stablehlo.reshape"(%126) : (tensor<1xui32>) -> tensor<ui32>
    %128 = "stablehlo.add"(%118, %125) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %129 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %130 = "stablehlo.shift_left"(%125, %129) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %131 = "stablehlo.subtract"(%103, %127) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %133 = "stablehlo.shift_right_logical"(%125, %132) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %134 = "stablehlo.or"(%130, %133) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %135 = "stablehlo.xor"(%128, %134) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %136 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %137 = "stablehlo.reshape"(%136) : (tensor<1xui32>) -> tensor<ui32>
    %138 = "stablehlo.add"(%128, %135) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %140 = "stablehlo.shift_left"(%135, %139) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %141 = "stablehlo.subtract"(%103, %137) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %143 = "stablehlo.shift_right_logical"(%135, %142) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %144 = "stablehlo.or"(%140, %143) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %145 = "stablehlo.xor"(%138, %144) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %146 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %147 = "stablehlo.add"(%138, %146) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %148 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %149 = "stablehlo.add"(%145, %148) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %150 = "stablehlo.add"(%arg33, %104) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %151 = "stablehlo.convert"(%150) : (tensor<i32>) -> tensor<ui32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %153 = "stablehlo.add"(%149, %152) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%105, %147, %153, %arg37, %arg38, %arg36, %arg40, %arg39) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %69 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %71 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %72 = "stablehlo.convert"(%arg31) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %81 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %82 = "stablehlo.multiply"(%81, %80) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %83 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %84 = "stablehlo.shift_right_logical"(%82, %83) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %85 = "stablehlo.convert"(%82) : (tensor<3xui64>) -> tensor<3xui32>
    %86 = "stablehlo.convert"(%84) : (tensor<3xui64>) -> tensor<3xui32>
    %87:2 = "func.call"(%77, %79, %86, %85) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %88 = "stablehlo.xor"(%87#0, %87#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %89 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %90 = "stablehlo.shift_right_logical"(%88, %89) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %91 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %92 = "stablehlo.or"(%90, %91) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %93 = "stablehlo.bitcast_convert"(%92) : (tensor<3xui32>) -> tensor<3xf32>
    %94 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %95 = "stablehlo.subtract"(%93, %94) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %96 = "stablehlo.subtract"(%75, %74) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %98 = "stablehlo.multiply"(%95, %97) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %99 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %100 = "stablehlo.add"(%98, %99) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %101 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %102 = "stablehlo.maximum"(%101, %100) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%102) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3xui32>, %arg11: tensor<3xui32>):
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.xor"(%57, %54) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %60 = "stablehlo.add"(%arg10, %59) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %62 = "stablehlo.add"(%arg11, %61) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %63:9 = "stablehlo.while"(%53, %53, %60, %62, %arg9, %58, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3xui32>, %arg24: tensor<3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %66 = "stablehlo.compare"(%arg21, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3xui32>, %arg15: tensor<3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %64:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_3}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %65 = "stablehlo.add"(%arg12, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%65, %64#0, %64#1, %64#2, %64#3, %64#4, %64#5, %64#6, %64#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%63#2, %63#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %7 = "stablehlo.shift_left"(%arg2, %6) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %8 = "stablehlo.subtract"(%0, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %11 = "stablehlo.or"(%7, %10) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %12 = "stablehlo.xor"(%5, %11) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%5, %12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %18 = "stablehlo.subtract"(%0, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %20 = "stablehlo.shift_right_logical"(%12, %19) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %21 = "stablehlo.or"(%17, %20) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %22 = "stablehlo.xor"(%15, %21) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %23 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xui32>) -> tensor<ui32>
    %25 = "stablehlo.add"(%15, %22) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %27 = "stablehlo.shift_left"(%22, %26) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %28 = "stablehlo.subtract"(%0, %24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %30 = "stablehlo.shift_right_logical"(%22, %29) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %31 = "stablehlo.or"(%27, %30) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %32 = "stablehlo.xor"(%25, %31) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %33 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
    %35 = "stablehlo.add"(%25, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %36 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %37 = "stablehlo.shift_left"(%32, %36) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %38 = "stablehlo.subtract"(%0, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %40 = "stablehlo.shift_right_logical"(%32, %39) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %42 = "stablehlo.xor"(%35, %41) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %44 = "stablehlo.add"(%35, %43) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %47 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
