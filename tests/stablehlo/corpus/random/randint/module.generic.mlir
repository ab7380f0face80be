"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<7xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg70: tensor<i32>):
    %245 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.shift_right_logical"(%arg70, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = "stablehlo.convert"(%246) : (tensor<i32>) -> tensor<ui32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %249 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %250 = "stablehlo.and"(%arg70, %249) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %251 = "stablehlo.convert"(%250) : (tensor<i32>) -> tensor<ui32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %253 = "stablehlo.concatenate"(%248, %252) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %254 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
    %255 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %256 = "func.call"(%253, %254, %255) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
    "func.return"(%256) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<2xui32>, %arg68: tensor<i32>, %arg69: tensor<i32>):
    %165 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %167 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %168 = "func.call"(%165, %166, %167) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.compare"(%arg69, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %171 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %172 = "func.call"(%arg68, %170, %171) <{callee = @clip_0}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.convert"(%172) : (tensor<i32>) -> tensor<i32>
    %174 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %175 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %176 = "func.call"(%arg69, %174, %175) <{callee = @clip_0}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %177 = "stablehlo.convert"(%176) : (tensor<i32>) -> tensor<i32>
    %178 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %179 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %180 = "func.call"(%arg67) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %181 = "stablehlo.slice"(%180) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1x2xui32>) -> tensor<2xui32>
    %183 = "stablehlo.slice"(%180) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1x2xui32>) -> tensor<2xui32>
    %185 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
    %187 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1xui32>) -> tensor<ui32>
    %189 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xui64>
    %190 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %192 = "stablehlo.multiply"(%191, %189) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %193 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %195 = "stablehlo.shift_right_logical"(%192, %194) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %196 = "stablehlo.convert"(%192) : (tensor<7xui64>) -> tensor<7xui32>
    %197 = "stablehlo.convert"(%195) : (tensor<7xui64>) -> tensor<7xui32>
    %198:2 = "func.call"(%186, %188, %197, %196) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
    %199 = "stablehlo.xor"(%198#0, %198#1) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %200 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %201 = "stablehlo.reshape"(%200) : (tensor<1xui32>) -> tensor<ui32>
    %202 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1xui32>) -> tensor<ui32>
    %204 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xui64>
    %205 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %207 = "stablehlo.multiply"(%206, %204) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %208 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %210 = "stablehlo.shift_right_logical"(%207, %209) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %211 = "stablehlo.convert"(%207) : (tensor<7xui64>) -> tensor<7xui32>
    %212 = "stablehlo.convert"(%210) : (tensor<7xui64>) -> tensor<7xui32>
    %213:2 = "func.call"(%201, %203, %212, %211) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
    %214 = "stablehlo.xor"(%213#0, %213#1) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %215 = "stablehlo.subtract"(%179, %178) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %216 = "stablehlo.convert"(%215) : (tensor<1xi32>) -> tensor<1xui32>
    %217 = "stablehlo.compare"(%179, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %218 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %220 = "stablehlo.select"(%217, %219, %216) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %221 = "stablehlo.compare"(%179, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %222 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %223 = "stablehlo.and"(%222, %221) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %224 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %226 = "stablehlo.add"(%220, %225) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %227 = "stablehlo.select"(%223, %226, %220) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %228 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %230 = "stablehlo.remainder"(%229, %227) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %231 = "stablehlo.multiply"(%230, %230) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %232 = "stablehlo.remainder"(%231, %227) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %233 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %234 = "stablehlo.remainder"(%199, %233) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %235 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %236 = "stablehlo.multiply"(%234, %235) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %237 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %238 = "stablehlo.remainder"(%214, %237) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %239 = "stablehlo.add"(%236, %238) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %240 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %241 = "stablehlo.remainder"(%239, %240) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %242 = "stablehlo.convert"(%241) : (tensor<7xui32>) -> tensor<7xi32>
    %243 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<7xi32>
    %244 = "stablehlo.add"(%243, %242) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%244) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>, %arg66: tensor<i32>):
    %163 = "stablehlo.maximum"(%arg65, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %164 = "stablehlo.minimum"(%arg66, %163) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%164) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_0", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<i32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
    %161 = "stablehlo.maximum"(%arg62, %arg61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.minimum"(%arg63, %161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%162) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<2xui32>):
    %144 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %145 = "stablehlo.reshape"(%144) : (tensor<1xui32>) -> tensor<ui32>
    %146 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1xui32>) -> tensor<ui32>
    %148 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %149 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %151 = "stablehlo.multiply"(%150, %148) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %152 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %154 = "stablehlo.shift_right_logical"(%151, %153) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %155 = "stablehlo.convert"(%151) : (tensor<2xui64>) -> tensor<2xui32>
    %156 = "stablehlo.convert"(%154) : (tensor<2xui64>) -> tensor<2xui32>
    %157:2 = "func.call"(%145, %147, %156, %155) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %158 = "stablehlo.broadcast_in_dim"(%157#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %159 = "stablehlo.broadcast_in_dim"(%157#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %160 = "stablehlo.concatenate"(%158, %159) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%160) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<2xui32>, %arg41: tensor<2xui32>):
    %127 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %128 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %129 = "stablehlo.xor"(%arg38, %arg39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %130 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %131 = "stablehlo.xor"(%129, %130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %133 = "stablehlo.add"(%arg40, %132) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %134 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %135 = "stablehlo.add"(%arg41, %134) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138:9 = "stablehlo.while"(%137, %136, %133, %135, %arg39, %131, %arg38, %127, %128) ({
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<2xui32>, %arg54: tensor<2xui32>, %arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>):
      %142 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %143 = "stablehlo.compare"(%arg51, %142) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<2xui32>, %arg45: tensor<2xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
      %139:8 = "func.call"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %140 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %141 = "stablehlo.add"(%arg42, %140) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141, %139#0, %139#1, %139#2, %139#3, %139#4, %139#5, %139#6, %139#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%138#2, %138#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<i32>, %arg31: tensor<2xui32>, %arg32: tensor<2xui32>, %arg33: tensor<ui32>, %arg34: tensor<ui32>, %arg35: tensor<ui32>, %arg36: tensor<4xui32>, %arg37: tensor<4xui32>):
    %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.add"(%arg30, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.add"(%arg31, %arg32) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %78 = "stablehlo.shift_left"(%arg32, %77) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %80 = "stablehlo.subtract"(%79, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %82 = "stablehlo.shift_right_logical"(%arg32, %81) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %83 = "stablehlo.or"(%78, %82) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %84 = "stablehlo.xor"(%76, %83) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %85 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
    %87 = "stablehlo.add"(%76, %84) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %89 = "stablehlo.shift_left"(%84, %88) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.subtract"(%90, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %93 = "stablehlo.shift_right_logical"(%84, %92) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %94 = "stablehlo.or"(%89, %93) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %95 = "stablehlo.xor"(%87, %94) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %96 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xui32>) -> tensor<ui32>
    %98 = "stablehlo.add"(%87, %95) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %100 = "stablehlo.shift_left"(%95, %99) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %102 = "stablehlo.subtract"(%101, %97) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %104 = "stablehlo.shift_right_logical"(%95, %103) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %105 = "stablehlo.or"(%100, %104) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %106 = "stablehlo.xor"(%98, %105) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %107 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xui32>) -> tensor<ui32>
    %109 = "stablehlo.add"(%98, %106) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %110 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %111 = "stablehlo.shift_left"(%106, %110) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %112 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.subtract"(%112, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %115 = "stablehlo.shift_right_logical"(%106, %114) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %116 = "stablehlo.or"(%111, %115) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %117 = "stablehlo.xor"(%109, %116) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %118 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %119 = "stablehlo.add"(%109, %118) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %120 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %121 = "stablehlo.add"(%117, %120) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.add"(%arg30, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.convert"(%123) : (tensor<i32>) -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%73, %119, %126, %arg34, %arg35, %arg33, %arg37, %arg36) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<7xui32>, %arg11: tensor<7xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<7xui32>, %arg24: tensor<7xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<7xui32>, %arg15: tensor<7xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_2}> : (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<7xui32>, tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<7xui32>, %arg2: tensor<7xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
