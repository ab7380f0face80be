"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg41: tensor<i32>):
    %316 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %319 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %320 = "stablehlo.shift_right_logical"(%arg41, %319) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %321 = "stablehlo.convert"(%320) : (tensor<i32>) -> tensor<ui32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %323 = "stablehlo.and"(%arg41, %318) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %324 = "stablehlo.convert"(%323) : (tensor<i32>) -> tensor<ui32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %326 = "stablehlo.concatenate"(%322, %325) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %327 = "func.call"(%326, %317, %316) <{callee = @_truncated_normal}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%327) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_truncated_normal", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<2xui32>, %arg39: tensor<f32>, %arg40: tensor<f32>):
    %187 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %188 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %189 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %190 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %191 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %192 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<5xf32>}> : () -> tensor<5xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %195 = "stablehlo.constant"() <{value = dense<2.83297682> : tensor<5xf32>}> : () -> tensor<5xf32>
    %196 = "stablehlo.constant"() <{value = dense<1.50140941> : tensor<5xf32>}> : () -> tensor<5xf32>
    %197 = "stablehlo.constant"() <{value = dense<1.00167406> : tensor<5xf32>}> : () -> tensor<5xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.246640727> : tensor<5xf32>}> : () -> tensor<5xf32>
    %199 = "stablehlo.constant"() <{value = dense<0.00943887047> : tensor<5xf32>}> : () -> tensor<5xf32>
    %200 = "stablehlo.constant"() <{value = dense<-0.00417768164> : tensor<5xf32>}> : () -> tensor<5xf32>
    %201 = "stablehlo.constant"() <{value = dense<-0.0076224613> : tensor<5xf32>}> : () -> tensor<5xf32>
    %202 = "stablehlo.constant"() <{value = dense<-0.00125372503> : tensor<5xf32>}> : () -> tensor<5xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.00573950773> : tensor<5xf32>}> : () -> tensor<5xf32>
    %204 = "stablehlo.constant"() <{value = dense<2.1858087E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %205 = "stablehlo.constant"() <{value = dense<-0.00367342844> : tensor<5xf32>}> : () -> tensor<5xf32>
    %206 = "stablehlo.constant"() <{value = dense<-4.39150654E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %207 = "stablehlo.constant"() <{value = dense<0.00134934322> : tensor<5xf32>}> : () -> tensor<5xf32>
    %208 = "stablehlo.constant"() <{value = dense<-3.5233877E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %209 = "stablehlo.constant"() <{value = dense<1.00950558E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %210 = "stablehlo.constant"() <{value = dense<3.43273939E-7> : tensor<5xf32>}> : () -> tensor<5xf32>
    %211 = "stablehlo.constant"() <{value = dense<-2.00214257E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %212 = "stablehlo.constant"() <{value = dense<2.81022636E-8> : tensor<5xf32>}> : () -> tensor<5xf32>
    %213 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %214 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %215 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %216 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.convert"(%arg39) : (tensor<f32>) -> tensor<f32>
    %220 = "stablehlo.convert"(%arg40) : (tensor<f32>) -> tensor<f32>
    %221 = "stablehlo.divide"(%219, %218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %222 = "stablehlo.composite"(%221) <{decomposition = @chlo.erf.impl, name = "chlo.erf", version = 1 : i32}> : (tensor<f32>) -> tensor<f32>
    %223 = "stablehlo.divide"(%220, %218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %224 = "stablehlo.composite"(%223) <{decomposition = @chlo.erf.impl_0, name = "chlo.erf", version = 1 : i32}> : (tensor<f32>) -> tensor<f32>
    %225 = "func.call"(%arg38, %222, %224) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %226 = "stablehlo.negate"(%225) : (tensor<5xf32>) -> tensor<5xf32>
    %227 = "stablehlo.multiply"(%225, %226) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %228 = "stablehlo.log_plus_one"(%227) : (tensor<5xf32>) -> tensor<5xf32>
    %229 = "stablehlo.negate"(%228) : (tensor<5xf32>) -> tensor<5xf32>
    %230 = "stablehlo.compare"(%229, %215) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %231 = "stablehlo.subtract"(%229, %214) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %232 = "stablehlo.sqrt"(%229) : (tensor<5xf32>) -> tensor<5xf32>
    %233 = "stablehlo.subtract"(%232, %213) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %234 = "stablehlo.select"(%230, %231, %233) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %235 = "stablehlo.select"(%230, %212, %211) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %236 = "stablehlo.select"(%230, %210, %209) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %237 = "stablehlo.multiply"(%235, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %238 = "stablehlo.add"(%236, %237) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %239 = "stablehlo.select"(%230, %208, %207) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %240 = "stablehlo.multiply"(%238, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %241 = "stablehlo.add"(%239, %240) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %242 = "stablehlo.select"(%230, %206, %205) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %243 = "stablehlo.multiply"(%241, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %244 = "stablehlo.add"(%242, %243) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %245 = "stablehlo.select"(%230, %204, %203) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %246 = "stablehlo.multiply"(%244, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %248 = "stablehlo.select"(%230, %202, %201) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %249 = "stablehlo.multiply"(%247, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %250 = "stablehlo.add"(%248, %249) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %251 = "stablehlo.select"(%230, %200, %199) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %252 = "stablehlo.multiply"(%250, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %253 = "stablehlo.add"(%251, %252) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %254 = "stablehlo.select"(%230, %198, %197) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %255 = "stablehlo.multiply"(%253, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %256 = "stablehlo.add"(%254, %255) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %257 = "stablehlo.select"(%230, %196, %195) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %258 = "stablehlo.multiply"(%256, %234) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %260 = "stablehlo.multiply"(%259, %225) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %261 = "stablehlo.abs"(%225) : (tensor<5xf32>) -> tensor<5xf32>
    %262 = "stablehlo.compare"(%261, %194) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %263 = "stablehlo.multiply"(%225, %193) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %264 = "stablehlo.select"(%262, %263, %260) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %265 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %266 = "stablehlo.multiply"(%265, %264) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %267 = "stablehlo.bitcast_convert"(%219) : (tensor<f32>) -> tensor<i32>
    %268 = "stablehlo.bitcast_convert"(%217) : (tensor<f32>) -> tensor<i32>
    %269 = "stablehlo.compare"(%219, %219) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %270 = "stablehlo.compare"(%217, %217) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %271 = "stablehlo.or"(%269, %270) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %272 = "stablehlo.bitcast_convert"(%192) : (tensor<f32>) -> tensor<i32>
    %273 = "stablehlo.and"(%267, %190) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %274 = "stablehlo.and"(%268, %190) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %275 = "stablehlo.compare"(%219, %217) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %276 = "stablehlo.compare"(%273, %189) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = "stablehlo.compare"(%274, %189) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %278 = "stablehlo.and"(%267, %191) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %279 = "stablehlo.and"(%268, %191) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %280 = "stablehlo.or"(%279, %188) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %281 = "stablehlo.compare"(%278, %279) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = "stablehlo.compare"(%273, %274) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = "stablehlo.or"(%282, %281) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %284 = "stablehlo.select"(%283, %187, %188) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %285 = "stablehlo.add"(%267, %284) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %286 = "stablehlo.select"(%277, %268, %280) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %287 = "stablehlo.select"(%276, %286, %285) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %288 = "stablehlo.select"(%275, %268, %287) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %289 = "stablehlo.select"(%271, %272, %288) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %290 = "stablehlo.bitcast_convert"(%289) : (tensor<i32>) -> tensor<f32>
    %291 = "stablehlo.bitcast_convert"(%220) : (tensor<f32>) -> tensor<i32>
    %292 = "stablehlo.bitcast_convert"(%216) : (tensor<f32>) -> tensor<i32>
    %293 = "stablehlo.compare"(%220, %220) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %294 = "stablehlo.compare"(%216, %216) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %295 = "stablehlo.or"(%293, %294) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %296 = "stablehlo.bitcast_convert"(%192) : (tensor<f32>) -> tensor<i32>
    %297 = "stablehlo.and"(%291, %190) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %298 = "stablehlo.and"(%292, %190) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %299 = "stablehlo.compare"(%220, %216) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %300 = "stablehlo.compare"(%297, %189) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %301 = "stablehlo.compare"(%298, %189) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = "stablehlo.and"(%291, %191) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %303 = "stablehlo.and"(%292, %191) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %304 = "stablehlo.or"(%303, %188) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %305 = "stablehlo.compare"(%302, %303) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %306 = "stablehlo.compare"(%297, %298) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %307 = "stablehlo.or"(%306, %305) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %308 = "stablehlo.select"(%307, %187, %188) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %309 = "stablehlo.add"(%291, %308) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %310 = "stablehlo.select"(%301, %292, %304) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %311 = "stablehlo.select"(%300, %310, %309) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %312 = "stablehlo.select"(%299, %292, %311) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %313 = "stablehlo.select"(%295, %296, %312) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %314 = "stablehlo.bitcast_convert"(%313) : (tensor<i32>) -> tensor<f32>
    %315 = "func.call"(%266, %290, %314) <{callee = @clip}> : (tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%315) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "chlo.erf.impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<f32>):
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.constant"() <{value = dense<-0.0142647391> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.constant"() <{value = dense<-0.00737332925> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.constant"() <{value = dense<-0.00168282702> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.constant"() <{value = dense<-2.13374049E-4> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.constant"() <{value = dense<-1.45660715E-5> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.constant"() <{value = dense<-0.0160960332> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.constant"() <{value = dense<-2.954600e-03> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.constant"() <{value = dense<-7.34990637E-4> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.constant"() <{value = dense<-5.69250624E-5> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.constant"() <{value = dense<-2.10102394E-6> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.constant"() <{value = dense<2.77068146E-8> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.constant"() <{value = dense<-2.72614237E-10> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.constant"() <{value = dense<-4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.clamp"(%160, %arg37, %161) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.multiply"(%162, %162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %164 = "stablehlo.multiply"(%159, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %165 = "stablehlo.add"(%164, %158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.multiply"(%165, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %167 = "stablehlo.add"(%166, %157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "stablehlo.multiply"(%167, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "stablehlo.add"(%168, %156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %170 = "stablehlo.multiply"(%169, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %171 = "stablehlo.add"(%170, %155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %172 = "stablehlo.multiply"(%171, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %173 = "stablehlo.add"(%172, %154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %174 = "stablehlo.multiply"(%173, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "stablehlo.add"(%174, %153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "stablehlo.multiply"(%152, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %177 = "stablehlo.add"(%176, %151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.multiply"(%177, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.add"(%178, %150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %180 = "stablehlo.multiply"(%179, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %181 = "stablehlo.add"(%180, %149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %182 = "stablehlo.multiply"(%181, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %183 = "stablehlo.add"(%182, %148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %184 = "stablehlo.multiply"(%162, %175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %185 = "stablehlo.divide"(%184, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %186 = "stablehlo.clamp"(%147, %185, %146) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%186) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "chlo.erf.impl", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<f32>):
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.constant"() <{value = dense<-0.0142647391> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.constant"() <{value = dense<-0.00737332925> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.constant"() <{value = dense<-0.00168282702> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.constant"() <{value = dense<-2.13374049E-4> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.constant"() <{value = dense<-1.45660715E-5> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<-0.0160960332> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.constant"() <{value = dense<-2.954600e-03> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<-7.34990637E-4> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.constant"() <{value = dense<-5.69250624E-5> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.constant"() <{value = dense<-2.10102394E-6> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.constant"() <{value = dense<2.77068146E-8> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.constant"() <{value = dense<-2.72614237E-10> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.constant"() <{value = dense<-4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.clamp"(%119, %arg36, %120) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.multiply"(%121, %121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %123 = "stablehlo.multiply"(%118, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %124 = "stablehlo.add"(%123, %117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.multiply"(%124, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %126 = "stablehlo.add"(%125, %116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %127 = "stablehlo.multiply"(%126, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = "stablehlo.add"(%127, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %129 = "stablehlo.multiply"(%128, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %130 = "stablehlo.add"(%129, %114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %131 = "stablehlo.multiply"(%130, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %132 = "stablehlo.add"(%131, %113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %133 = "stablehlo.multiply"(%132, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %134 = "stablehlo.add"(%133, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %135 = "stablehlo.multiply"(%111, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %136 = "stablehlo.add"(%135, %110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.multiply"(%136, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.add"(%137, %109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %139 = "stablehlo.multiply"(%138, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %140 = "stablehlo.add"(%139, %108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %141 = "stablehlo.multiply"(%140, %122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.add"(%141, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %143 = "stablehlo.multiply"(%121, %134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %144 = "stablehlo.divide"(%143, %142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %145 = "stablehlo.clamp"(%106, %144, %105) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%145) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>, %arg34: tensor<f32>, %arg35: tensor<f32>):
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %73 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %74 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %75 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %76 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %78 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xui32>) -> tensor<ui32>
    %80 = "stablehlo.slice"(%arg33) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1xui32>) -> tensor<ui32>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %83 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %84 = "stablehlo.multiply"(%83, %82) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %85 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %86 = "stablehlo.shift_right_logical"(%84, %85) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %87 = "stablehlo.convert"(%84) : (tensor<5xui64>) -> tensor<5xui32>
    %88 = "stablehlo.convert"(%86) : (tensor<5xui64>) -> tensor<5xui32>
    %89:2 = "func.call"(%79, %81, %88, %87) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %90 = "stablehlo.xor"(%89#0, %89#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %91 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %92 = "stablehlo.shift_right_logical"(%90, %91) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %93 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %94 = "stablehlo.or"(%92, %93) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %95 = "stablehlo.bitcast_convert"(%94) : (tensor<5xui32>) -> tensor<5xf32>
    %96 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %97 = "stablehlo.subtract"(%95, %96) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %98 = "stablehlo.subtract"(%77, %76) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %100 = "stablehlo.multiply"(%97, %99) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %101 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %102 = "stablehlo.add"(%100, %101) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %103 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %104 = "stablehlo.maximum"(%103, %102) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%104) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<ui32>, %arg12: tensor<ui32>, %arg13: tensor<5xui32>, %arg14: tensor<5xui32>):
    %55 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %60 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %61 = "stablehlo.xor"(%arg11, %arg12) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %62 = "stablehlo.xor"(%61, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %63 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %64 = "stablehlo.add"(%arg13, %63) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %65 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %66 = "stablehlo.add"(%arg14, %65) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %67:9 = "stablehlo.while"(%57, %57, %64, %66, %arg12, %62, %arg11, %59, %60) ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<5xui32>, %arg27: tensor<5xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %70 = "stablehlo.compare"(%arg24, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%70) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<5xui32>, %arg18: tensor<5xui32>, %arg19: tensor<ui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<4xui32>, %arg23: tensor<4xui32>):
      %68:8 = "func.call"(%arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) <{callee = @closed_call}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %69 = "stablehlo.add"(%arg15, %55) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %68#0, %68#1, %68#2, %68#3, %68#4, %68#5, %68#6, %68#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%67#2, %67#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<5xui32>, %arg5: tensor<5xui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<4xui32>, %arg10: tensor<4xui32>):
    %4 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.add"(%arg3, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1xui32>) -> tensor<ui32>
    %9 = "stablehlo.add"(%arg4, %arg5) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %10 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %11 = "stablehlo.shift_left"(%arg5, %10) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %12 = "stablehlo.subtract"(%4, %8) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %14 = "stablehlo.shift_right_logical"(%arg5, %13) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %15 = "stablehlo.or"(%11, %14) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %16 = "stablehlo.xor"(%9, %15) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %17 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1xui32>) -> tensor<ui32>
    %19 = "stablehlo.add"(%9, %16) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %20 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %21 = "stablehlo.shift_left"(%16, %20) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %22 = "stablehlo.subtract"(%4, %18) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %24 = "stablehlo.shift_right_logical"(%16, %23) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %25 = "stablehlo.or"(%21, %24) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %26 = "stablehlo.xor"(%19, %25) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %27 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xui32>) -> tensor<ui32>
    %29 = "stablehlo.add"(%19, %26) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %31 = "stablehlo.shift_left"(%26, %30) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %32 = "stablehlo.subtract"(%4, %28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %34 = "stablehlo.shift_right_logical"(%26, %33) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %35 = "stablehlo.or"(%31, %34) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %36 = "stablehlo.xor"(%29, %35) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %37 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1xui32>) -> tensor<ui32>
    %39 = "stablehlo.add"(%29, %36) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %40 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %41 = "stablehlo.shift_left"(%36, %40) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %42 = "stablehlo.subtract"(%4, %38) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %44 = "stablehlo.shift_right_logical"(%36, %43) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %45 = "stablehlo.or"(%41, %44) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %46 = "stablehlo.xor"(%39, %45) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %47 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %48 = "stablehlo.add"(%39, %47) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %49 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %51 = "stablehlo.add"(%arg3, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %54 = "stablehlo.add"(%50, %53) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%6, %48, %54, %arg7, %arg8, %arg6, %arg10, %arg9) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1 = "stablehlo.maximum"(%0, %arg0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %3 = "stablehlo.minimum"(%2, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
