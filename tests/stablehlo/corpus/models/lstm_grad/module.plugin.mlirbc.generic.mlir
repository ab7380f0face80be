"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<3x16xf32>, %arg38: tensor<4x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<5x2x3xf32>, %arg41: tensor<2x4xf32>, %arg42: tensor<2x4xf32>):
    %88 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %95 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %96 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %97 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %98 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %99 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %100 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %101 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %103 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %104 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %105 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %106 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %107 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %108:20 = "stablehlo.while"(%arg40, %arg37, %arg38, %94, %92, %arg41, %arg42, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107) ({
    ^bb0(%arg105: tensor<5x2x3xf32>, %arg106: tensor<3x16xf32>, %arg107: tensor<4x16xf32>, %arg108: tensor<1x16xf32>, %arg109: tensor<i32>, %arg110: tensor<2x4xf32>, %arg111: tensor<2x4xf32>, %arg112: tensor<5x2x4xf32>, %arg113: tensor<5x2x4xf32>, %arg114: tensor<5x2x4xf32>, %arg115: tensor<5x2x4xf32>, %arg116: tensor<5x2x4xf32>, %arg117: tensor<5x2x4xf32>, %arg118: tensor<5x2x4xf32>, %arg119: tensor<5x2x4xf32>, %arg120: tensor<5x2x4xf32>, %arg121: tensor<5x2x4xf32>, %arg122: tensor<5x2x4xf32>, %arg123: tensor<5x2x4xf32>, %arg124: tensor<5x2x4xf32>):
      %154 = "stablehlo.compare"(%arg109, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%154) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg85: tensor<5x2x3xf32>, %arg86: tensor<3x16xf32>, %arg87: tensor<4x16xf32>, %arg88: tensor<1x16xf32>, %arg89: tensor<i32>, %arg90: tensor<2x4xf32>, %arg91: tensor<2x4xf32>, %arg92: tensor<5x2x4xf32>, %arg93: tensor<5x2x4xf32>, %arg94: tensor<5x2x4xf32>, %arg95: tensor<5x2x4xf32>, %arg96: tensor<5x2x4xf32>, %arg97: tensor<5x2x4xf32>, %arg98: tensor<5x2x4xf32>, %arg99: tensor<5x2x4xf32>, %arg100: tensor<5x2x4xf32>, %arg101: tensor<5x2x4xf32>, %arg102: tensor<5x2x4xf32>, %arg103: tensor<5x2x4xf32>, %arg104: tensor<5x2x4xf32>):
      %138 = "func.call"(%arg85, %arg89) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %139:15 = "func.call"(%arg86, %arg87, %arg88, %arg90, %arg91, %138) <{callee = @closed_call}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %140 = "func.call"(%arg92, %139#2, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %141 = "func.call"(%arg93, %139#3, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %142 = "func.call"(%arg94, %139#4, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %143 = "func.call"(%arg95, %139#5, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %144 = "func.call"(%arg96, %139#6, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %145 = "func.call"(%arg97, %139#7, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %146 = "func.call"(%arg98, %139#8, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %147 = "func.call"(%arg99, %139#9, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %148 = "func.call"(%arg100, %139#10, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %149 = "func.call"(%arg101, %139#11, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %150 = "func.call"(%arg102, %139#12, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %151 = "func.call"(%arg103, %139#13, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %152 = "func.call"(%arg104, %139#14, %arg89) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %153 = "stablehlo.add"(%arg89, %90) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg85, %arg86, %arg87, %arg88, %153, %139#0, %139#1, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>)
    %109 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %110 = "stablehlo.multiply"(%109, %108#7) : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %111 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %112 = "stablehlo.multiply"(%111, %110) : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %113 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %115 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %116 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %117 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %118:21 = "stablehlo.while"(%112, %arg40, %108#8, %108#9, %108#10, %108#11, %108#12, %108#13, %108#14, %108#15, %108#16, %108#17, %108#18, %108#19, %arg38, %92, %115, %116, %117, %113, %114) ({
    ^bb0(%arg64: tensor<5x2x4xf32>, %arg65: tensor<5x2x3xf32>, %arg66: tensor<5x2x4xf32>, %arg67: tensor<5x2x4xf32>, %arg68: tensor<5x2x4xf32>, %arg69: tensor<5x2x4xf32>, %arg70: tensor<5x2x4xf32>, %arg71: tensor<5x2x4xf32>, %arg72: tensor<5x2x4xf32>, %arg73: tensor<5x2x4xf32>, %arg74: tensor<5x2x4xf32>, %arg75: tensor<5x2x4xf32>, %arg76: tensor<5x2x4xf32>, %arg77: tensor<5x2x4xf32>, %arg78: tensor<4x16xf32>, %arg79: tensor<i32>, %arg80: tensor<3x16xf32>, %arg81: tensor<4x16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<2x4xf32>, %arg84: tensor<2x4xf32>):
      %137 = "stablehlo.compare"(%arg79, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%137) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg43: tensor<5x2x4xf32>, %arg44: tensor<5x2x3xf32>, %arg45: tensor<5x2x4xf32>, %arg46: tensor<5x2x4xf32>, %arg47: tensor<5x2x4xf32>, %arg48: tensor<5x2x4xf32>, %arg49: tensor<5x2x4xf32>, %arg50: tensor<5x2x4xf32>, %arg51: tensor<5x2x4xf32>, %arg52: tensor<5x2x4xf32>, %arg53: tensor<5x2x4xf32>, %arg54: tensor<5x2x4xf32>, %arg55: tensor<5x2x4xf32>, %arg56: tensor<5x2x4xf32>, %arg57: tensor<4x16xf32>, %arg58: tensor<i32>, %arg59: tensor<3x16xf32>, %arg60: tensor<4x16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<2x4xf32>, %arg63: tensor<2x4xf32>):
      %119 = "stablehlo.subtract"(%91, %arg58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %120 = "stablehlo.subtract"(%119, %90) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %121 = "func.call"(%arg43, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %122 = "func.call"(%arg44, %120) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %123 = "func.call"(%arg45, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %124 = "func.call"(%arg46, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %125 = "func.call"(%arg47, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %126 = "func.call"(%arg48, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %127 = "func.call"(%arg49, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %128 = "func.call"(%arg50, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %129 = "func.call"(%arg51, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %130 = "func.call"(%arg52, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %131 = "func.call"(%arg53, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %132 = "func.call"(%arg54, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %133 = "func.call"(%arg55, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %134 = "func.call"(%arg56, %120) <{callee = @dynamic_index_in_dim_0}> : (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %135:5 = "func.call"(%arg57, %arg59, %arg60, %arg61, %arg62, %arg63, %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %132, %133, %134) <{callee = @closed_call_1}> : (tensor<4x16xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %136 = "stablehlo.add"(%arg58, %90) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %136, %135#0, %135#1, %135#2, %135#3, %135#4) : (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
    }) : (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<5x2x4xf32>, tensor<5x2x3xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<5x2x4xf32>, tensor<4x16xf32>, tensor<i32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
    "func.return"(%118#16, %118#17, %118#18) : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<5x2x3xf32>, %arg36: tensor<i32>):
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.dynamic_slice"(%arg35, %arg36, %85, %85) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%87) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<1x16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<3x16xf32>, %arg30: tensor<4x16xf32>, %arg31: tensor<1x16xf32>, %arg32: tensor<2x4xf32>, %arg33: tensor<2x4xf32>, %arg34: tensor<2x3xf32>):
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.dot_general"(%arg34, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x16xf32>) -> tensor<2x16xf32>
    %40 = "stablehlo.dot_general"(%arg32, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x16xf32>) -> tensor<2x16xf32>
    %41 = "stablehlo.add"(%39, %40) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %42 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %43 = "stablehlo.add"(%41, %42) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %44 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %47 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %48 = "stablehlo.negate"(%45) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %49 = "stablehlo.exponential"(%48) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %50 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %51 = "stablehlo.add"(%50, %49) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %53 = "stablehlo.divide"(%52, %51) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %54 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %55 = "stablehlo.subtract"(%54, %53) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %56 = "stablehlo.multiply"(%53, %55) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %57 = "stablehlo.multiply"(%53, %arg33) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %58 = "stablehlo.negate"(%44) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %59 = "stablehlo.exponential"(%58) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %60 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %61 = "stablehlo.add"(%60, %59) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %62 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %63 = "stablehlo.divide"(%62, %61) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %64 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %65 = "stablehlo.subtract"(%64, %63) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %66 = "stablehlo.multiply"(%63, %65) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %67 = "stablehlo.tanh"(%46) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %68 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %69 = "stablehlo.subtract"(%68, %67) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %70 = "stablehlo.multiply"(%63, %67) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %71 = "stablehlo.add"(%57, %70) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %72 = "stablehlo.negate"(%47) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %73 = "stablehlo.exponential"(%72) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %74 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %75 = "stablehlo.add"(%74, %73) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %76 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %77 = "stablehlo.divide"(%76, %75) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %78 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %79 = "stablehlo.subtract"(%78, %77) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %80 = "stablehlo.multiply"(%77, %79) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %81 = "stablehlo.tanh"(%71) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %82 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %83 = "stablehlo.subtract"(%82, %81) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %84 = "stablehlo.multiply"(%77, %81) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%84, %71, %84, %arg32, %56, %arg33, %53, %66, %67, %69, %63, %80, %81, %83, %77) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<5x2x4xf32>, %arg27: tensor<2x4xf32>, %arg28: tensor<i32>):
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %37 = "stablehlo.dynamic_update_slice"(%arg26, %36, %arg28, %35, %35) : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    "func.return"(%37) : (tensor<5x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<5x2x4xf32>, %arg25: tensor<i32>):
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.dynamic_slice"(%arg24, %arg25, %32, %32) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<5x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%34) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x16xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x3xf32>, %arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>, %arg10: tensor<2x4xf32>, %arg11: tensor<2x4xf32>, %arg12: tensor<2x4xf32>, %arg13: tensor<2x4xf32>, %arg14: tensor<2x4xf32>, %arg15: tensor<2x4xf32>, %arg16: tensor<2x4xf32>, %arg17: tensor<2x4xf32>, %arg18: tensor<2x4xf32>, %arg19: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.add"(%arg4, %arg6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%arg19, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.multiply"(%1, %arg17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.multiply"(%2, %arg18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.add"(%arg5, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.multiply"(%4, %arg17) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.multiply"(%3, %arg16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.multiply"(%arg15, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %10 = "stablehlo.multiply"(%7, %arg13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.multiply"(%9, %arg14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.multiply"(%11, %arg13) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.multiply"(%10, %arg12) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.multiply"(%arg11, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.multiply"(%7, %arg10) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.multiply"(%16, %arg9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.concatenate"(%14, %17, %13, %8) <{dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x16xf32>
    %19 = "stablehlo.reduce"(%18, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %31 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<16xf32>) -> tensor<1x16xf32>
    %21 = "stablehlo.reduce"(%20, %0) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %30 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %22 = "stablehlo.add"(%arg3, %21) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %23 = "stablehlo.dot_general"(%18, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2x16xf32>, tensor<2x4xf32>) -> tensor<16x4xf32>
    %24 = "stablehlo.transpose"(%23) <{permutation = array<i64: 1, 0>}> : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %25 = "stablehlo.add"(%arg2, %24) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %26 = "stablehlo.dot_general"(%18, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x16xf32>, tensor<4x16xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.dot_general"(%18, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2x16xf32>, tensor<2x3xf32>) -> tensor<16x3xf32>
    %28 = "stablehlo.transpose"(%27) <{permutation = array<i64: 1, 0>}> : (tensor<16x3xf32>) -> tensor<3x16xf32>
    %29 = "stablehlo.add"(%arg1, %28) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    "func.return"(%29, %25, %22, %26, %15) : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
