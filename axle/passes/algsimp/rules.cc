#include "axle/passes/algsimp/rules.h"

namespace xla::algsimp {

const RuleTable& AllRules() {
  static const RuleTable* table = [] {
    auto* table = new RuleTable;
    AddBinaryIdentityRules(*table);
    AddArithmeticRules(*table);
    AddLogicalRules(*table);
    AddSelectRules(*table);
    AddShapeRules(*table);
    AddSliceRules(*table);
    AddDynamicSliceRules(*table);
    AddReduceDotRules(*table);
    AddConstantRules(*table);
    return table;
  }();
  return *table;
}

}  // namespace xla::algsimp
