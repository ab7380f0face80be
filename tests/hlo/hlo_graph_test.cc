// Graph utilities of the IR: users, post order, replace-all-uses, removal,
// cloning modules, computations and instructions, unique names, cycle
// detection.
#include <gtest/gtest.h>

#include <algorithm>

#include "absl/algorithm/container.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "axle/hlo/hlo_module.h"
#include "axle/shape/shape_util.h"

namespace xla {
namespace {

class HloGraphTest : public ::testing::Test {
 protected:
  Shape f32_2_ = ShapeUtil::MakeShape(F32, {2});

  HloInstruction* Param(HloComputation* c, int64_t n, const std::string& name) {
    return c->AddInstruction(HloInstruction::CreateParameter(n, f32_2_, name));
  }
  HloInstruction* Binary(HloComputation* c, HloOpcode op, HloInstruction* a, HloInstruction* b) {
    return c->AddInstruction(HloInstruction::Create(op, f32_2_, {a, b}));
  }
};

TEST_F(HloGraphTest, UsersAreTrackedOncePerUser) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* sum = Binary(&c, HloOpcode::kAdd, x, x);
  ASSERT_EQ(x->users().size(), 1u);
  EXPECT_EQ(x->users()[0], sum);
  EXPECT_TRUE(sum->IsUserOf(x));
}

TEST_F(HloGraphTest, PostOrderPutsOperandsFirst) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* y = Param(&c, 1, "y");
  HloInstruction* mul = Binary(&c, HloOpcode::kMultiply, x, y);
  HloInstruction* add = Binary(&c, HloOpcode::kAdd, mul, x);
  c.set_root_instruction(add);
  std::vector<HloInstruction*> order = c.MakeInstructionPostOrder();
  auto pos = [&](HloInstruction* i) {
    return std::find(order.begin(), order.end(), i) - order.begin();
  };
  ASSERT_EQ(order.size(), 4u);
  EXPECT_LT(pos(x), pos(mul));
  EXPECT_LT(pos(y), pos(mul));
  EXPECT_LT(pos(mul), pos(add));
}

TEST_F(HloGraphTest, ReplaceAllUsesMovesUsersAndRoot) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* y = Param(&c, 1, "y");
  HloInstruction* neg = c.AddInstruction(HloInstruction::Create(HloOpcode::kNegate, f32_2_, {x}));
  HloInstruction* add = Binary(&c, HloOpcode::kAdd, neg, neg);
  c.set_root_instruction(add);
  ASSERT_TRUE(neg->ReplaceAllUsesWith(y).ok());
  EXPECT_EQ(add->operand(0), y);
  EXPECT_EQ(add->operand(1), y);
  EXPECT_TRUE(neg->users().empty());
  ASSERT_TRUE(c.RemoveInstruction(neg).ok());
  EXPECT_EQ(c.instruction_count(), 3);
  HloInstruction* sub = Binary(&c, HloOpcode::kSubtract, x, y);
  ASSERT_TRUE(add->ReplaceAllUsesWith(sub).ok());
  EXPECT_EQ(c.root_instruction(), sub);
}

TEST_F(HloGraphTest, ReplaceAllUsesKeepsUserOrderWithoutRepeats) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* y = Param(&c, 1, "y");
  HloInstruction* both = Binary(&c, HloOpcode::kAdd, x, y);   // reads y already
  HloInstruction* twice = Binary(&c, HloOpcode::kMultiply, x, x);
  HloInstruction* only_y = Binary(&c, HloOpcode::kSubtract, y, y);
  HloInstruction* only_x = Binary(&c, HloOpcode::kMaximum, x, twice);
  ASSERT_TRUE(x->ReplaceAllUsesWith(y).ok());
  EXPECT_TRUE(x->users().empty());
  // y's users: its own first, then x's in x's order, each once.
  EXPECT_EQ(y->users(), (std::vector<HloInstruction*>{both, only_y, twice, only_x}));
  EXPECT_EQ(both->operands(), (std::vector<HloInstruction*>{y, y}));
  EXPECT_EQ(twice->operands(), (std::vector<HloInstruction*>{y, y}));
  EXPECT_EQ(only_x->operands(), (std::vector<HloInstruction*>{y, twice}));
  // Removing a user from the middle keeps the others' order.
  ASSERT_TRUE(both->ReplaceOperandWith(0, only_y).ok());
  ASSERT_TRUE(both->ReplaceOperandWith(1, only_y).ok());
  EXPECT_EQ(y->users(), (std::vector<HloInstruction*>{only_y, twice, only_x}));
  EXPECT_EQ(only_y->users(), (std::vector<HloInstruction*>{both}));
}

// A tuple wide enough for the operand-position index, reading values several
// times each: every way of editing its operands keeps operands and user
// lists as a plain scan would.
TEST_F(HloGraphTest, WideInstructionOperandEditsStayConsistent) {
  HloComputation c("c");
  std::vector<HloInstruction*> values;
  for (int i = 0; i < 8; ++i) values.push_back(Param(&c, i, absl::StrCat("p", i)));
  std::vector<HloInstruction*> operands;
  for (int i = 0; i < 100; ++i) operands.push_back(values[i % 8]);
  Shape tuple_shape = ShapeUtil::MakeTupleShape(std::vector<Shape>(100, f32_2_));
  HloInstruction* tuple =
      c.AddInstruction(HloInstruction::Create(HloOpcode::kTuple, tuple_shape, operands));
  auto expect_operands = [&](const std::vector<HloInstruction*>& expected) {
    ASSERT_EQ(tuple->operands(), expected);
    for (HloInstruction* value : values) {
      bool reads = std::find(expected.begin(), expected.end(), value) != expected.end();
      EXPECT_EQ(tuple->IsUserOf(value), reads) << value->name();
      EXPECT_EQ(absl::c_count(value->users(), tuple), reads ? 1 : 0) << value->name();
    }
  };
  // Operand 3 is p3; after the edit p3 still has 12 other uses.
  ASSERT_TRUE(tuple->ReplaceOperandWith(3, values[0]).ok());
  operands[3] = values[0];
  expect_operands(operands);
  // Every use of p1 (13 of them) at once.
  ASSERT_TRUE(values[1]->ReplaceUseWith(tuple, values[2]).ok());
  std::replace(operands.begin(), operands.end(), values[1], values[2]);
  expect_operands(operands);
  ASSERT_TRUE(values[2]->ReplaceAllUsesWith(values[5]).ok());
  std::replace(operands.begin(), operands.end(), values[2], values[5]);
  expect_operands(operands);
  // A value the tuple did not read comes back through one operand edit.
  ASSERT_TRUE(tuple->ReplaceOperandWith(99, values[1]).ok());
  operands[99] = values[1];
  expect_operands(operands);
  tuple->AppendOperand(values[6]);
  operands.push_back(values[6]);
  expect_operands(operands);
  ASSERT_TRUE(values[6]->ReplaceAllUsesWith(values[7]).ok());
  std::replace(operands.begin(), operands.end(), values[6], values[7]);
  expect_operands(operands);
  // Removing a value's last use from the tuple drops the tuple from its users.
  for (int i = 0; i < 100; ++i) {
    if (operands[i] == values[1]) {
      ASSERT_TRUE(tuple->ReplaceOperandWith(i, values[0]).ok());
      operands[i] = values[0];
    }
  }
  expect_operands(operands);
}

// A value read by 100 instructions: removing users from the middle (by
// index, the last user taking the removed one's place) and adding them back
// keeps each user listed once, exactly the instructions that read it.
TEST_F(HloGraphTest, ManyUsersStayListedOnceEach) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* y = Param(&c, 1, "y");
  std::vector<HloInstruction*> readers;
  for (int i = 0; i < 100; ++i) readers.push_back(Binary(&c, HloOpcode::kAdd, x, x));
  auto expect_users = [&](const HloInstruction* value,
                          const std::vector<HloInstruction*>& expected) {
    std::vector<HloInstruction*> users = value->users();
    std::vector<HloInstruction*> sorted = expected;
    std::sort(users.begin(), users.end());
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(users, sorted);
  };
  expect_users(x, readers);
  std::vector<HloInstruction*> x_readers = readers;
  std::vector<HloInstruction*> y_readers;
  // Move every third reader to y, one operand at a time: the first edit
  // keeps it a user of x, the second removes it from x's users.
  for (int i = 0; i < 100; i += 3) {
    ASSERT_TRUE(readers[i]->ReplaceOperandWith(0, y).ok());
    expect_users(x, x_readers);
    ASSERT_TRUE(readers[i]->ReplaceOperandWith(1, y).ok());
    x_readers.erase(std::find(x_readers.begin(), x_readers.end(), readers[i]));
    y_readers.push_back(readers[i]);
    expect_users(x, x_readers);
  }
  expect_users(y, y_readers);
  // Back again, all at once, with no duplicates in x's list.
  ASSERT_TRUE(y->ReplaceAllUsesWith(x).ok());
  expect_users(x, readers);
  expect_users(y, {});
  // Removing readers from the computation detaches them from x.
  for (int i = 50; i < 100; ++i) ASSERT_TRUE(c.RemoveInstruction(readers[i]).ok());
  expect_users(x, std::vector<HloInstruction*>(readers.begin(), readers.begin() + 50));
}

TEST_F(HloGraphTest, ReplaceOperandRejectsIncompatibleShape) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* neg = c.AddInstruction(HloInstruction::Create(HloOpcode::kNegate, f32_2_, {x}));
  HloInstruction* other = c.AddInstruction(
      HloInstruction::CreateParameter(1, ShapeUtil::MakeShape(F32, {3}), "z"));
  absl::Status status = neg->ReplaceOperandWith(0, other);
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("incompatible shape"), std::string::npos);
}

TEST_F(HloGraphTest, RemoveInstructionWithUsersFails) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* neg = c.AddInstruction(HloInstruction::Create(HloOpcode::kNegate, f32_2_, {x}));
  c.set_root_instruction(c.AddInstruction(HloInstruction::Create(HloOpcode::kAbs, f32_2_, {neg})));
  EXPECT_FALSE(c.RemoveInstruction(neg).ok());
}

TEST_F(HloGraphTest, CycleIsReportedNotLooped) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* a = Binary(&c, HloOpcode::kAdd, x, x);
  HloInstruction* b = Binary(&c, HloOpcode::kMultiply, a, x);
  ASSERT_TRUE(a->ReplaceOperandWith(1, b).ok());  // a <- b <- a
  auto order = c.MakeInstructionPostOrderOrError();
  ASSERT_FALSE(order.ok());
  EXPECT_NE(order.status().message().find("cycle"), std::string::npos);
}

TEST_F(HloGraphTest, ModuleGivesUniqueNamesAndIds) {
  HloModule module("m");
  auto c = std::make_unique<HloComputation>("entry");
  HloInstruction* x = Param(c.get(), 0, "x");
  HloInstruction* a1 = Binary(c.get(), HloOpcode::kAdd, x, x);
  HloInstruction* a2 = Binary(c.get(), HloOpcode::kAdd, a1, x);
  c->set_root_instruction(a2);
  module.AddEntryComputation(std::move(c));
  EXPECT_EQ(x->name(), "x");
  EXPECT_EQ(a1->name(), "add");
  EXPECT_EQ(a2->name(), "add.1");
  EXPECT_NE(a1->unique_id(), a2->unique_id());
  EXPECT_EQ(module.UniqueInstructionName("add.1"), "add.2");
  auto second = std::make_unique<HloComputation>("entry");
  EXPECT_EQ(module.AddEmbeddedComputation(std::move(second))->name(), "entry.1");
}

TEST_F(HloGraphTest, CloneIsStructurallyEqualAndIndependent) {
  HloModule module("m");
  auto callee = std::make_unique<HloComputation>("sum");
  HloInstruction* p0 = callee->AddInstruction(
      HloInstruction::CreateParameter(0, ShapeUtil::MakeShape(F32, {}), "p0"));
  HloInstruction* p1 = callee->AddInstruction(
      HloInstruction::CreateParameter(1, ShapeUtil::MakeShape(F32, {}), "p1"));
  callee->set_root_instruction(callee->AddInstruction(
      HloInstruction::Create(HloOpcode::kAdd, ShapeUtil::MakeShape(F32, {}), {p0, p1})));
  HloComputation* sum = module.AddEmbeddedComputation(std::move(callee));

  auto entry = std::make_unique<HloComputation>("entry");
  HloInstruction* x = Param(entry.get(), 0, "x");
  HloInstruction* map = entry->AddInstruction(HloInstruction::Create(HloOpcode::kMap, f32_2_, {x, x}));
  map->AppendCalledComputation(sum);
  map->mutable_attributes()->dimensions = {0};
  entry->set_root_instruction(map);
  module.AddEntryComputation(std::move(entry));

  std::unique_ptr<HloModule> clone = module.Clone();
  EXPECT_TRUE(HloModulesEqual(module, *clone));
  HloInstruction* cloned_map = clone->entry_computation()->root_instruction();
  EXPECT_NE(cloned_map, map);
  EXPECT_NE(cloned_map->to_apply(), sum);
  EXPECT_EQ(cloned_map->to_apply()->parent(), clone.get());

  cloned_map->mutable_attributes()->dimensions = {};
  EXPECT_FALSE(HloModulesEqual(module, *clone));
}

TEST_F(HloGraphTest, AttributesAreStoredOnlyWhenOneDiffersFromItsDefault) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* a = Binary(&c, HloOpcode::kAdd, x, x);
  HloInstruction* b = Binary(&c, HloOpcode::kMultiply, x, x);
  EXPECT_EQ(&a->attributes(), &b->attributes());
  a->set_attributes(HloAttributes());
  EXPECT_EQ(&a->attributes(), &b->attributes());

  HloAttributes reversed;
  reversed.dimensions = {0};
  b->set_attributes(reversed);
  EXPECT_NE(&a->attributes(), &b->attributes());
  EXPECT_EQ(b->dimensions(), std::vector<int64_t>({0}));
  EXPECT_EQ(a->dimensions(), std::vector<int64_t>());

  // Clones without operands: they stay outside the computation.
  std::unique_ptr<HloInstruction> b_clone = b->CloneWithNewOperands(f32_2_, {});
  std::unique_ptr<HloInstruction> a_clone = a->CloneWithNewOperands(f32_2_, {});
  EXPECT_EQ(b_clone->dimensions(), std::vector<int64_t>({0}));
  EXPECT_EQ(&a_clone->attributes(), &a->attributes());
  // Stored but back at the defaults: equal to an instruction storing none.
  b_clone->mutable_attributes()->dimensions.clear();
  EXPECT_EQ(b_clone->attributes(), a->attributes());

  b->set_attributes(HloAttributes());
  EXPECT_EQ(&a->attributes(), &b->attributes());
}

TEST_F(HloGraphTest, RemoveInstructionKeepsTheControlOrder) {
  HloComputation c("c");
  HloInstruction* x = Param(&c, 0, "x");
  HloInstruction* first = Binary(&c, HloOpcode::kAdd, x, x);
  HloInstruction* middle = Binary(&c, HloOpcode::kMultiply, x, x);
  HloInstruction* last = Binary(&c, HloOpcode::kSubtract, x, x);
  ASSERT_TRUE(first->AddControlDependencyTo(middle).ok());
  ASSERT_TRUE(middle->AddControlDependencyTo(last).ok());
  ASSERT_TRUE(c.RemoveInstruction(middle).ok());
  EXPECT_EQ(first->control_successors(), std::vector<HloInstruction*>{last});
  EXPECT_EQ(last->control_predecessors(), std::vector<HloInstruction*>{first});
}

TEST_F(HloGraphTest, CloneInstructionsFromBindsMappedInstructions) {
  // callee(p0, p1) = (p0 + p1) * p0, copied into `caller` with p0 -> a, p1 -> b.
  HloComputation callee("callee");
  HloInstruction* p0 = Param(&callee, 0, "p0");
  HloInstruction* p1 = Param(&callee, 1, "p1");
  HloInstruction* sum = Binary(&callee, HloOpcode::kAdd, p0, p1);
  HloInstruction* product = Binary(&callee, HloOpcode::kMultiply, sum, p0);
  ASSERT_TRUE(sum->AddControlDependencyTo(product).ok());
  callee.set_root_instruction(product);

  HloComputation caller("caller");
  HloInstruction* a = Param(&caller, 0, "a");
  HloInstruction* b = Param(&caller, 1, "b");
  HloComputation::InstructionMap map = {{p0, a}, {p1, b}};
  caller.CloneInstructionsFrom(callee, &map);
  EXPECT_EQ(caller.instruction_count(), 4);
  HloInstruction* new_product = map.at(product);
  ASSERT_EQ(new_product->parent(), &caller);
  EXPECT_EQ(new_product->opcode(), HloOpcode::kMultiply);
  EXPECT_EQ(new_product->operand(0), map.at(sum));
  EXPECT_EQ(new_product->operand(1), a);
  EXPECT_EQ(map.at(sum)->operand(1), b);
  EXPECT_EQ(new_product->control_predecessors(), std::vector<HloInstruction*>{map.at(sum)});
  // The callee is untouched.
  EXPECT_EQ(product->operand(0), sum);
  EXPECT_EQ(p0->users().size(), 2u);
}

TEST_F(HloGraphTest, ComputationCloneIsNamedAndShallow) {
  HloModule module("m");
  auto c = std::make_unique<HloComputation>("body");
  HloInstruction* x = Param(c.get(), 0, "x");
  c->set_root_instruction(Binary(c.get(), HloOpcode::kAdd, x, x));
  HloComputation* body = module.AddEmbeddedComputation(std::move(c));
  HloComputation* clone = module.AddEmbeddedComputation(body->Clone());
  EXPECT_EQ(clone->name(), "body.clone");
  EXPECT_EQ(clone->num_parameters(), 1);
  EXPECT_EQ(clone->root_instruction()->operand(0), clone->parameter_instruction(0));
  EXPECT_NE(clone->root_instruction(), body->root_instruction());
  EXPECT_EQ(module.AddEmbeddedComputation(body->Clone())->name(), "body.clone.1");
}

TEST_F(HloGraphTest, ManyCopiesOfOneNameStayCheapAndUnique) {
  HloModule module("m");
  absl::flat_hash_set<std::string> names;
  for (int i = 0; i < 20000; ++i) names.insert(module.UniqueInstructionName("add"));
  EXPECT_EQ(names.size(), 20000u);
  EXPECT_TRUE(names.contains("add.19999"));
}

TEST_F(HloGraphTest, ComputationPostOrderPutsCalleesFirst) {
  HloModule module("m");
  auto leaf = std::make_unique<HloComputation>("leaf");
  leaf->set_root_instruction(Param(leaf.get(), 0, "p"));
  HloComputation* leaf_ptr = module.AddEmbeddedComputation(std::move(leaf));
  auto entry = std::make_unique<HloComputation>("entry");
  HloInstruction* x = Param(entry.get(), 0, "x");
  HloInstruction* call = entry->AddInstruction(HloInstruction::Create(HloOpcode::kCall, f32_2_, {x}));
  call->AppendCalledComputation(leaf_ptr);
  entry->set_root_instruction(call);
  HloComputation* entry_ptr = module.AddEntryComputation(std::move(entry));
  std::vector<HloComputation*> order = module.MakeComputationPostOrder();
  ASSERT_EQ(order.size(), 2u);
  EXPECT_EQ(order[0], leaf_ptr);
  EXPECT_EQ(order[1], entry_ptr);
}

}  // namespace
}  // namespace xla
