// Every opcode of the one opcode list has an interpreter evaluator.
#include "axle/eval/op_registry.h"

#include <gtest/gtest.h>

namespace xla {
namespace {

TEST(OpRegistryTest, EveryOpcodeHasAnEvaluator) {
  for (int i = 0; i < kHloOpcodeCount; ++i) {
    HloOpcode opcode = static_cast<HloOpcode>(i);
    if (opcode == HloOpcode::kParameter) continue;  // bound by the evaluator itself
    EXPECT_NE(OpRegistry::Get().Find(opcode), nullptr) << HloOpcodeString(opcode);
  }
}

}  // namespace
}  // namespace xla
