"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<i32>) -> tensor<7xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg70: tensor<i32>):
    %227 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %228 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
    %229 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %231 = "stablehlo.shift_right_logical"(%arg70, %230) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %232 = "stablehlo.convert"(%231) : (tensor<i32>) -> tensor<ui32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %234 = "stablehlo.and"(%arg70, %229) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %235 = "stablehlo.convert"(%234) : (tensor<i32>) -> tensor<ui32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %237 = "stablehlo.concatenate"(%233, %236) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %238 = "func.call"(%237, %228, %227) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
    "func.return"(%238) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<2xui32>, %arg68: tensor<i32>, %arg69: tensor<i32>):
    %155 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %156 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %157 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %158 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %159 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %160 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %161 = "func.call"(%159, %160, %159) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.compare"(%arg69, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %163 = "func.call"(%arg68, %160, %159) <{callee = @clip_0}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %164 = "stablehlo.convert"(%163) : (tensor<i32>) -> tensor<i32>
    %165 = "func.call"(%arg69, %160, %159) <{callee = @clip_0}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %166 = "stablehlo.convert"(%165) : (tensor<i32>) -> tensor<i32>
    %167 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %168 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %169 = "func.call"(%arg67) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %170 = "stablehlo.slice"(%169) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x2xui32>) -> tensor<2xui32>
    %172 = "stablehlo.slice"(%169) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %173 = "stablehlo.reshape"(%172) : (tensor<1x2xui32>) -> tensor<2xui32>
    %174 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %175 = "stablehlo.reshape"(%174) : (tensor<1xui32>) -> tensor<ui32>
    %176 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1xui32>) -> tensor<ui32>
    %178 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xui64>
    %179 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %180 = "stablehlo.multiply"(%179, %178) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %181 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %182 = "stablehlo.shift_right_logical"(%180, %181) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %183 = "stablehlo.convert"(%180) : (tensor<7xui64>) -> tensor<7xui32>
    %184 = "stablehlo.convert"(%182) : (tensor<7xui64>) -> tensor<7xui32>
    %185:2 = "func.call"(%175, %177, %184, %183) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
    %186 = "stablehlo.xor"(%185#0, %185#1) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %187 = "stablehlo.slice"(%173) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1xui32>) -> tensor<ui32>
    %189 = "stablehlo.slice"(%173) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1xui32>) -> tensor<ui32>
    %191 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xui64>
    %192 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %193 = "stablehlo.multiply"(%192, %191) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %194 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<7xui64>
    %195 = "stablehlo.shift_right_logical"(%193, %194) : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xui64>
    %196 = "stablehlo.convert"(%193) : (tensor<7xui64>) -> tensor<7xui32>
    %197 = "stablehlo.convert"(%195) : (tensor<7xui64>) -> tensor<7xui32>
    %198:2 = "func.call"(%188, %190, %197, %196) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
    %199 = "stablehlo.xor"(%198#0, %198#1) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %200 = "stablehlo.subtract"(%168, %167) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %201 = "stablehlo.convert"(%200) : (tensor<1xi32>) -> tensor<1xui32>
    %202 = "stablehlo.compare"(%168, %167) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %203 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %204 = "stablehlo.select"(%202, %203, %201) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %205 = "stablehlo.compare"(%168, %167) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %206 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %207 = "stablehlo.and"(%206, %205) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %208 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %209 = "stablehlo.add"(%204, %208) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %210 = "stablehlo.select"(%207, %209, %204) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %211 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %212 = "stablehlo.remainder"(%211, %210) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %213 = "stablehlo.multiply"(%212, %212) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %214 = "stablehlo.remainder"(%213, %210) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %215 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %216 = "stablehlo.remainder"(%186, %215) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %217 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %218 = "stablehlo.multiply"(%216, %217) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %219 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %220 = "stablehlo.remainder"(%199, %219) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %221 = "stablehlo.add"(%218, %220) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %222 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<7xui32>
    %223 = "stablehlo.remainder"(%221, %222) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %224 = "stablehlo.convert"(%223) : (tensor<7xui32>) -> tensor<7xi32>
    %225 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<7xi32>
    %226 = "stablehlo.add"(%225, %224) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%226) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>, %arg66: tensor<i32>):
    %153 = "stablehlo.maximum"(%arg65, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %154 = "stablehlo.minimum"(%arg66, %153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%154) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_0", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<i32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
    %151 = "stablehlo.maximum"(%arg62, %arg61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.minimum"(%arg63, %151) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%152) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<2xui32>):
    %134 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %135 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %136 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %137 = "stablehlo.reshape"(%136) : (tensor<1xui32>) -> tensor<ui32>
    %138 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1xui32>) -> tensor<ui32>
    %140 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %141 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %142 = "stablehlo.multiply"(%141, %140) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %143 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %144 = "stablehlo.shift_right_logical"(%142, %143) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %145 = "stablehlo.convert"(%142) : (tensor<2xui64>) -> tensor<2xui32>
    %146 = "stablehlo.convert"(%144) : (tensor<2xui64>) -> tensor<2xui32>
    %147:2 = "func.call"(%137, %139, %146, %145) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %148 = "stablehlo.broadcast_in_dim"(%147#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %149 = "stablehlo.broadcast_in_dim"(%147#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %150 = "stablehlo.concatenate"(%148, %149) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%150) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<2xui32>, %arg41: tensor<2xui32>):
    %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %123 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %124 = "stablehlo.xor"(%arg38, %arg39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %125 = "stablehlo.xor"(%124, %121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %126 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %127 = "stablehlo.add"(%arg40, %126) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %128 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %129 = "stablehlo.add"(%arg41, %128) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %130:9 = "stablehlo.while"(%120, %120, %127, %129, %arg39, %125, %arg38, %122, %123) ({
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<2xui32>, %arg54: tensor<2xui32>, %arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>):
      %133 = "stablehlo.compare"(%arg51, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%133) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<2xui32>, %arg45: tensor<2xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
      %131:8 = "func.call"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %132 = "stablehlo.add"(%arg42, %118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%132, %131#0, %131#1, %131#2, %131#3, %131#4, %131#5, %131#6, %131#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%130#2, %130#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<i32>, %arg31: tensor<2xui32>, %arg32: tensor<2xui32>, %arg33: tensor<ui32>, %arg34: tensor<ui32>, %arg35: tensor<ui32>, %arg36: tensor<4xui32>, %arg37: tensor<4xui32>):
    %67 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.add"(%arg30, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %70 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %71 = "stablehlo.reshape"(%70) : (tensor<1xui32>) -> tensor<ui32>
    %72 = "stablehlo.add"(%arg31, %arg32) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %73 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %74 = "stablehlo.shift_left"(%arg32, %73) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %75 = "stablehlo.subtract"(%67, %71) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %77 = "stablehlo.shift_right_logical"(%arg32, %76) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %78 = "stablehlo.or"(%74, %77) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %79 = "stablehlo.xor"(%72, %78) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %80 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1xui32>) -> tensor<ui32>
    %82 = "stablehlo.add"(%72, %79) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %84 = "stablehlo.shift_left"(%79, %83) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %85 = "stablehlo.subtract"(%67, %81) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %87 = "stablehlo.shift_right_logical"(%79, %86) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %88 = "stablehlo.or"(%84, %87) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %89 = "stablehlo.xor"(%82, %88) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %90 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %91 = "stablehlo.reshape"(%90) : (tensor<1xui32>) -> tensor<ui32>
    %92 = "stablehlo.add"(%82, %89) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %93 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %94 = "stablehlo.shift_left"(%89, %93) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %95 = "stablehlo.subtract"(%67, %91) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %97 = "stablehlo.shift_right_logical"(%89, %96) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %98 = "stablehlo.or"(%94, %97) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %99 = "stablehlo.xor"(%92, %98) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %100 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %101 = "stablehlo.reshape"(%100) : (tensor<1xui32>) -> tensor<ui32>
    %102 = "stablehlo.add"(%92, %99) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %104 = "stablehlo.shift_left"(%99, %103) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %105 = "stablehlo.subtract"(%67, %101) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %107 = "stablehlo.shift_right_logical"(%99, %106) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %108 = "stablehlo.or"(%104, %107) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %109 = "stablehlo.xor"(%102, %108) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %110 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %111 = "stablehlo.add"(%102, %110) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %112 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %113 = "stablehlo.add"(%109, %112) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %114 = "stablehlo.add"(%arg30, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %115 = "stablehlo.convert"(%114) : (tensor<i32>) -> tensor<ui32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %117 = "stablehlo.add"(%113, %116) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%69, %111, %117, %arg34, %arg35, %arg33, %arg37, %arg36) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<7xui32>, %arg11: tensor<7xui32>):
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.xor"(%57, %54) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %60 = "stablehlo.add"(%arg10, %59) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %62 = "stablehlo.add"(%arg11, %61) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %63:9 = "stablehlo.while"(%53, %53, %60, %62, %arg9, %58, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<7xui32>, %arg24: tensor<7xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %66 = "stablehlo.compare"(%arg21, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<7xui32>, %arg15: tensor<7xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %64:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_2}> : (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %65 = "stablehlo.add"(%arg12, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%65, %64#0, %64#1, %64#2, %64#3, %64#4, %64#5, %64#6, %64#7) : (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%63#2, %63#3) : (tensor<7xui32>, tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<7xui32>, %arg2: tensor<7xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %7 = "stablehlo.shift_left"(%arg2, %6) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %8 = "stablehlo.subtract"(%0, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %11 = "stablehlo.or"(%7, %10) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %12 = "stablehlo.xor"(%5, %11) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%5, %12) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %18 = "stablehlo.subtract"(%0, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %20 = "stablehlo.shift_right_logical"(%12, %19) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %21 = "stablehlo.or"(%17, %20) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %22 = "stablehlo.xor"(%15, %21) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %23 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xui32>) -> tensor<ui32>
    %25 = "stablehlo.add"(%15, %22) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %27 = "stablehlo.shift_left"(%22, %26) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %28 = "stablehlo.subtract"(%0, %24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %30 = "stablehlo.shift_right_logical"(%22, %29) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %31 = "stablehlo.or"(%27, %30) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %32 = "stablehlo.xor"(%25, %31) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %33 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
    %35 = "stablehlo.add"(%25, %32) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %36 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %37 = "stablehlo.shift_left"(%32, %36) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %38 = "stablehlo.subtract"(%0, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %40 = "stablehlo.shift_right_logical"(%32, %39) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %42 = "stablehlo.xor"(%35, %41) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %44 = "stablehlo.add"(%35, %43) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %47 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    "func.return"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<7xui32>, tensor<7xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
