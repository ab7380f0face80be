"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg96: tensor<i32>):
    %284 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %285 = "stablehlo.shift_right_logical"(%arg96, %284) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %286 = "stablehlo.convert"(%285) : (tensor<i32>) -> tensor<ui32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %288 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %289 = "stablehlo.and"(%arg96, %288) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %290 = "stablehlo.convert"(%289) : (tensor<i32>) -> tensor<ui32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %292 = "stablehlo.concatenate"(%287, %291) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %293 = "func.call"(%292) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %294 = "stablehlo.slice"(%293) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %295 = "stablehlo.reshape"(%294) : (tensor<1x2xui32>) -> tensor<2xui32>
    %296 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
    %297 = "func.call"(%295, %296) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "func.call"(%297, %298, %299) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%300) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg95: tensor<2xui32>):
    %267 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %268 = "stablehlo.reshape"(%267) : (tensor<1xui32>) -> tensor<ui32>
    %269 = "stablehlo.slice"(%arg95) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %270 = "stablehlo.reshape"(%269) : (tensor<1xui32>) -> tensor<ui32>
    %271 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %272 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %274 = "stablehlo.multiply"(%273, %271) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %275 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %277 = "stablehlo.shift_right_logical"(%274, %276) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %278 = "stablehlo.convert"(%274) : (tensor<2xui64>) -> tensor<2xui32>
    %279 = "stablehlo.convert"(%277) : (tensor<2xui64>) -> tensor<2xui32>
    %280:2 = "func.call"(%268, %270, %279, %278) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %281 = "stablehlo.broadcast_in_dim"(%280#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %282 = "stablehlo.broadcast_in_dim"(%280#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %283 = "stablehlo.concatenate"(%281, %282) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%283) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<2xui32>, %arg76: tensor<2xui32>):
    %250 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %251 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %252 = "stablehlo.xor"(%arg73, %arg74) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %253 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %254 = "stablehlo.xor"(%252, %253) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %255 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %256 = "stablehlo.add"(%arg75, %255) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %257 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %258 = "stablehlo.add"(%arg76, %257) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %261:9 = "stablehlo.while"(%260, %259, %256, %258, %arg74, %254, %arg73, %250, %251) ({
    ^bb0(%arg86: tensor<i32>, %arg87: tensor<i32>, %arg88: tensor<2xui32>, %arg89: tensor<2xui32>, %arg90: tensor<ui32>, %arg91: tensor<ui32>, %arg92: tensor<ui32>, %arg93: tensor<4xui32>, %arg94: tensor<4xui32>):
      %265 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %266 = "stablehlo.compare"(%arg86, %265) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%266) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg77: tensor<i32>, %arg78: tensor<i32>, %arg79: tensor<2xui32>, %arg80: tensor<2xui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<4xui32>, %arg85: tensor<4xui32>):
      %262:8 = "func.call"(%arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %263 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %264 = "stablehlo.add"(%arg77, %263) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%264, %262#0, %262#1, %262#2, %262#3, %262#4, %262#5, %262#6, %262#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%261#2, %261#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<i32>, %arg66: tensor<2xui32>, %arg67: tensor<2xui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<ui32>, %arg71: tensor<4xui32>, %arg72: tensor<4xui32>):
    %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %196 = "stablehlo.add"(%arg65, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %197 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %198 = "stablehlo.reshape"(%197) : (tensor<1xui32>) -> tensor<ui32>
    %199 = "stablehlo.add"(%arg66, %arg67) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %200 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %201 = "stablehlo.shift_left"(%arg67, %200) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %202 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %203 = "stablehlo.subtract"(%202, %198) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %205 = "stablehlo.shift_right_logical"(%arg67, %204) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %206 = "stablehlo.or"(%201, %205) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %207 = "stablehlo.xor"(%199, %206) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %208 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1xui32>) -> tensor<ui32>
    %210 = "stablehlo.add"(%199, %207) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %211 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %212 = "stablehlo.shift_left"(%207, %211) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %213 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %214 = "stablehlo.subtract"(%213, %209) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %216 = "stablehlo.shift_right_logical"(%207, %215) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %217 = "stablehlo.or"(%212, %216) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %218 = "stablehlo.xor"(%210, %217) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %219 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %220 = "stablehlo.reshape"(%219) : (tensor<1xui32>) -> tensor<ui32>
    %221 = "stablehlo.add"(%210, %218) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %223 = "stablehlo.shift_left"(%218, %222) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %224 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %225 = "stablehlo.subtract"(%224, %220) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %227 = "stablehlo.shift_right_logical"(%218, %226) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %228 = "stablehlo.or"(%223, %227) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %229 = "stablehlo.xor"(%221, %228) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %230 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %231 = "stablehlo.reshape"(%230) : (tensor<1xui32>) -> tensor<ui32>
    %232 = "stablehlo.add"(%221, %229) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %233 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %234 = "stablehlo.shift_left"(%229, %233) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %235 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %236 = "stablehlo.subtract"(%235, %231) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %238 = "stablehlo.shift_right_logical"(%229, %237) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %239 = "stablehlo.or"(%234, %238) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %240 = "stablehlo.xor"(%232, %239) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %241 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %242 = "stablehlo.add"(%232, %241) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %243 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %244 = "stablehlo.add"(%240, %243) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.add"(%arg65, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = "stablehlo.convert"(%246) : (tensor<i32>) -> tensor<ui32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %249 = "stablehlo.add"(%244, %248) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%196, %242, %249, %arg69, %arg70, %arg68, %arg72, %arg71) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<2xui32>, %arg64: tensor<ui32>):
    %180 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %181 = "stablehlo.shift_right_logical"(%arg64, %180) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %183 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %184 = "stablehlo.and"(%arg64, %183) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %186 = "stablehlo.concatenate"(%182, %185) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %187 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1xui32>) -> tensor<ui32>
    %189 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1xui32>) -> tensor<ui32>
    %191 = "stablehlo.slice"(%186) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %192 = "stablehlo.slice"(%186) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %193:2 = "func.call"(%188, %190, %191, %192) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %194 = "stablehlo.concatenate"(%193#0, %193#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%194) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<ui32>, %arg42: tensor<ui32>, %arg43: tensor<1xui32>, %arg44: tensor<1xui32>):
    %163 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %164 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %165 = "stablehlo.xor"(%arg41, %arg42) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %166 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %167 = "stablehlo.xor"(%165, %166) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %168 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %169 = "stablehlo.add"(%arg43, %168) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %170 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %171 = "stablehlo.add"(%arg44, %170) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %172 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %174:9 = "stablehlo.while"(%173, %172, %169, %171, %arg42, %167, %arg41, %163, %164) ({
    ^bb0(%arg54: tensor<i32>, %arg55: tensor<i32>, %arg56: tensor<1xui32>, %arg57: tensor<1xui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<4xui32>, %arg62: tensor<4xui32>):
      %178 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %179 = "stablehlo.compare"(%arg54, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%179) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg45: tensor<i32>, %arg46: tensor<i32>, %arg47: tensor<1xui32>, %arg48: tensor<1xui32>, %arg49: tensor<ui32>, %arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<4xui32>, %arg53: tensor<4xui32>):
      %175:8 = "func.call"(%arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53) <{callee = @closed_call_1}> : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %176 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %177 = "stablehlo.add"(%arg45, %176) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%177, %175#0, %175#1, %175#2, %175#3, %175#4, %175#5, %175#6, %175#7) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%174#2, %174#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<i32>, %arg34: tensor<1xui32>, %arg35: tensor<1xui32>, %arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<ui32>, %arg39: tensor<4xui32>, %arg40: tensor<4xui32>):
    %108 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %109 = "stablehlo.add"(%arg33, %108) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %110 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %111 = "stablehlo.reshape"(%110) : (tensor<1xui32>) -> tensor<ui32>
    %112 = "stablehlo.add"(%arg34, %arg35) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %113 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %114 = "stablehlo.shift_left"(%arg35, %113) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %115 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %116 = "stablehlo.subtract"(%115, %111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %118 = "stablehlo.shift_right_logical"(%arg35, %117) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %119 = "stablehlo.or"(%114, %118) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %120 = "stablehlo.xor"(%112, %119) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %121 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1xui32>) -> tensor<ui32>
    %123 = "stablehlo.add"(%112, %120) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %124 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %125 = "stablehlo.shift_left"(%120, %124) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %126 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %127 = "stablehlo.subtract"(%126, %122) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %129 = "stablehlo.shift_right_logical"(%120, %128) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %130 = "stablehlo.or"(%125, %129) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %131 = "stablehlo.xor"(%123, %130) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %132 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1xui32>) -> tensor<ui32>
    %134 = "stablehlo.add"(%123, %131) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %135 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %136 = "stablehlo.shift_left"(%131, %135) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %137 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %138 = "stablehlo.subtract"(%137, %133) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %140 = "stablehlo.shift_right_logical"(%131, %139) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %141 = "stablehlo.or"(%136, %140) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %142 = "stablehlo.xor"(%134, %141) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %143 = "stablehlo.slice"(%arg39) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1xui32>) -> tensor<ui32>
    %145 = "stablehlo.add"(%134, %142) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %146 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %147 = "stablehlo.shift_left"(%142, %146) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %148 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %149 = "stablehlo.subtract"(%148, %144) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %151 = "stablehlo.shift_right_logical"(%142, %150) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %152 = "stablehlo.or"(%147, %151) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %153 = "stablehlo.xor"(%145, %152) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %154 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %155 = "stablehlo.add"(%145, %154) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %156 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %157 = "stablehlo.add"(%153, %156) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %158 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.add"(%arg33, %158) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %160 = "stablehlo.convert"(%159) : (tensor<i32>) -> tensor<ui32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %162 = "stablehlo.add"(%157, %161) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%109, %155, %162, %arg37, %arg38, %arg36, %arg40, %arg39) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %72 = "stablehlo.convert"(%arg31) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %75 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %83 = "stablehlo.multiply"(%82, %80) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %84 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %86 = "stablehlo.shift_right_logical"(%83, %85) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %87 = "stablehlo.convert"(%83) : (tensor<3xui64>) -> tensor<3xui32>
    %88 = "stablehlo.convert"(%86) : (tensor<3xui64>) -> tensor<3xui32>
    %89:2 = "func.call"(%77, %79, %88, %87) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %90 = "stablehlo.xor"(%89#0, %89#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %91 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %93 = "stablehlo.shift_right_logical"(%90, %92) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %94 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %96 = "stablehlo.or"(%93, %95) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %97 = "stablehlo.bitcast_convert"(%96) : (tensor<3xui32>) -> tensor<3xf32>
    %98 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %100 = "stablehlo.subtract"(%97, %99) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %101 = "stablehlo.subtract"(%75, %74) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %104 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %105 = "stablehlo.add"(%103, %104) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %106 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %107 = "stablehlo.maximum"(%106, %105) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%107) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3xui32>, %arg11: tensor<3xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3xui32>, %arg24: tensor<3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3xui32>, %arg15: tensor<3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_3}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
