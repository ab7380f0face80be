// InstructionReachability against a transitive closure computed here, on
// random modules and after the edits passes make between questions: new
// instructions (placed between their neighbours, or placed before a new
// user exists), and control edges that force the keys to be recomputed.
#include "axle/passes/analysis/instruction_reachability.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "tests/testlib/random_hlo.h"

namespace xla {
namespace {

using Closure =
    absl::flat_hash_map<const HloInstruction*, absl::flat_hash_set<const HloInstruction*>>;

// Everything each instruction reaches, built from the reverse post order.
Closure TransitiveClosure(const HloComputation& computation) {
  std::vector<HloInstruction*> order = computation.MakeInstructionPostOrder();
  Closure closure;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    absl::flat_hash_set<const HloInstruction*>& reached = closure[*it];
    for (const auto* successors : {&(*it)->users(), &(*it)->control_successors()}) {
      for (const HloInstruction* next : *successors) {
        reached.insert(next);
        const auto& further = closure.at(next);
        reached.insert(further.begin(), further.end());
      }
    }
  }
  return closure;
}

// Every ordered pair, the structure's answer against the closure's, and the
// free function's too.
void ExpectMatchesClosure(const HloComputation& computation,
                          InstructionReachability& reachability) {
  Closure closure = TransitiveClosure(computation);
  std::vector<HloInstruction*> instructions = computation.MakeInstructionPostOrder();
  for (const HloInstruction* from : instructions) {
    for (const HloInstruction* to : instructions) {
      const bool expected = closure.at(from).contains(to);
      absl::StatusOr<bool> reaches = reachability.Reaches(from, to);
      ASSERT_TRUE(reaches.ok()) << reaches.status();
      ASSERT_EQ(*reaches, expected) << from->name() << " -> " << to->name();
      ASSERT_EQ(Reaches(from, to), expected) << from->name() << " -> " << to->name();
    }
  }
}

TEST(InstructionReachabilityTest, MatchesTheClosureThroughEdits) {
  int64_t control_edges = 0;
  int64_t placed_without_recompute = 0;
  int64_t reordered = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    absl::StatusOr<std::unique_ptr<HloModule>> module = testlib::RandomVerifiedModule(seed);
    ASSERT_TRUE(module.ok()) << module.status();
    std::mt19937_64 random(seed);
    for (HloComputation* computation : (*module)->computations()) {
      InstructionReachability reachability(computation);
      ExpectMatchesClosure(*computation, reachability);
      for (int edit = 0; edit < 6; ++edit) {
        std::vector<HloInstruction*> order = computation->MakeInstructionPostOrder();
        HloInstruction* x = order[random() % order.size()];
        if (edit % 2 == 0 && !x->users().empty()) {
          // x -> copy -> copy -> (x's first user): the first copy is placed
          // while the second has no key yet.
          HloInstruction* user = x->users().front();
          HloInstruction* first = computation->AddInstruction(
              HloInstruction::Create(HloOpcode::kCopy, x->shape(), {x}));
          HloInstruction* second = computation->AddInstruction(
              HloInstruction::Create(HloOpcode::kCopy, x->shape(), {first}));
          for (int64_t i = 0; i < user->operand_count(); ++i) {
            if (user->operand(i) == x) {
              ASSERT_TRUE(user->ReplaceOperandWith(i, second).ok());
            }
          }
          const int64_t before = reachability.recomputations();
          reachability.Place(first);
          reachability.Place(second);
          ExpectMatchesClosure(*computation, reachability);
          placed_without_recompute += reachability.recomputations() == before;
        } else {
          // A control edge between two instructions neither of which
          // reaches the other.
          HloInstruction* y = order[random() % order.size()];
          Closure closure = TransitiveClosure(*computation);
          if (x == y || closure.at(x).contains(y) || closure.at(y).contains(x)) continue;
          ASSERT_TRUE(y->AddControlDependencyTo(x).ok());
          const int64_t reorders_before = reachability.reorders();
          const int64_t recomputations_before = reachability.recomputations();
          reachability.Place(x);
          ++control_edges;
          ExpectMatchesClosure(*computation, reachability);
          // y came after x: x and what lies between moved, nothing renumbered.
          if (reachability.reorders() > reorders_before) {
            ++reordered;
            EXPECT_EQ(reachability.recomputations(), recomputations_before);
          }
        }
      }
    }
  }
  EXPECT_GT(control_edges, 10);
  // New instructions between existing ones get keys without a renumbering.
  EXPECT_GT(placed_without_recompute, 10);
  // Control edges against the order are absorbed by a local reordering.
  EXPECT_GT(reordered, 3);
}

// Keys are kept by unique id, in a vector unless the ids are spread too
// thin: a computation whose instructions' ids lie far apart (instructions
// added after many others came and went elsewhere) takes the hash-map path,
// and must answer the same.
TEST(InstructionReachabilityTest, MatchesTheClosureWithSparseIds) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    absl::StatusOr<std::unique_ptr<HloModule>> module = testlib::RandomVerifiedModule(seed);
    ASSERT_TRUE(module.ok()) << module.status();
    HloComputation* entry = (*module)->entry_computation();
    // Burn ids: 20,000 instructions that come and go.
    for (int i = 0; i < 20000; ++i) {
      HloInstruction* scratch = entry->AddInstruction(HloInstruction::Create(
          HloOpcode::kCopy, entry->root_instruction()->shape(), {entry->root_instruction()}));
      ASSERT_TRUE(entry->RemoveInstruction(scratch).ok());
    }
    // Then a copy between each of a few values and their first user.
    std::vector<HloInstruction*> order = entry->MakeInstructionPostOrder();
    for (size_t i = 0; i < order.size(); i += 3) {
      HloInstruction* x = order[i];
      if (x->users().empty() || !x->shape().IsArray()) continue;
      HloInstruction* user = x->users().front();
      HloInstruction* copy =
          entry->AddInstruction(HloInstruction::Create(HloOpcode::kCopy, x->shape(), {x}));
      for (int64_t j = 0; j < user->operand_count(); ++j) {
        if (user->operand(j) == x) {
          ASSERT_TRUE(user->ReplaceOperandWith(j, copy).ok());
        }
      }
    }
    InstructionReachability reachability(entry);
    ExpectMatchesClosure(*entry, reachability);
  }
}

}  // namespace
}  // namespace xla
