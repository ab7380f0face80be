#include "axle/tools/hlo_graph.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "axle/hlo/hlo_attribute_codecs.h"
#include "axle/hlo/hlo_computation.h"
#include "axle/hlo/hlo_instruction.h"

namespace xla::tools {
namespace {

constexpr size_t kMaxShapeChars = 60;
constexpr size_t kMaxItemTextChars = 64 * 1024;

// A DOT string literal; '\n' becomes DOT's centred line break.
std::string Quote(absl::string_view text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (ch == '\n') {
      out += "\\n";
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

std::string Shorten(std::string text, size_t max_chars) {
  if (text.size() <= max_chars) return text;
  return text.substr(0, max_chars - 3) + "...";
}

const char* FillColor(const HloInstruction& instruction) {
  switch (instruction.opcode()) {
    case HloOpcode::kParameter:
      return instruction.parent() && instruction.parent()->IsEntryComputation() ? "#b9d7ff"
                                                                              : "#e3efff";
    case HloOpcode::kConstant:
    case HloOpcode::kIota:
      return "#eeeeee";
    case HloOpcode::kDot:
    case HloOpcode::kConvolution:
      return "#ffc9c9";
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kScatter:
    case HloOpcode::kSort:
    case HloOpcode::kSelectAndScatter:
      return "#e4d7ff";
    case HloOpcode::kWhile:
    case HloOpcode::kConditional:
    case HloOpcode::kCall:
    case HloOpcode::kCustomCall:
    case HloOpcode::kFusion:
      return "#d2f2cb";
    case HloOpcode::kTuple:
    case HloOpcode::kGetTupleElement:
      return "#f4f4f4";
    case HloOpcode::kBroadcast:
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kSlice:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kDynamicUpdateSlice:
    case HloOpcode::kPad:
    case HloOpcode::kConcatenate:
    case HloOpcode::kReverse:
    case HloOpcode::kGather:
    case HloOpcode::kCopy:
      return "#fff1bf";
    default:
      return "white";
  }
}

// What `caller` calls its `index`-th computation, for the dashed edge.
std::string CallRole(const HloInstruction& caller, size_t index) {
  switch (caller.opcode()) {
    case HloOpcode::kWhile:
      return index == 0 ? "condition" : "body";
    case HloOpcode::kConditional:
      return absl::StrCat("branch ", index);
    case HloOpcode::kSelectAndScatter:
      return index == 0 ? "select" : "scatter";
    default:
      return caller.called_computations().size() == 1 ? "to_apply"
                                                      : absl::StrCat("to_apply ", index);
  }
}

std::string FusionKindName(FusionKind kind) {
  for (const auto& entry : attribute_codecs::FusionKindNames()) {
    if (entry.value == kind) return entry.name;
  }
  return "?";
}

class GraphBuilder {
 public:
  GraphBuilder(const HloModule& module, const HloGraphOptions& options)
      : module_(module), options_(options) {}

  HloGraph Build() {
    PlanComputations();
    if (simplified_) {
      PlanChains(*module_.entry_computation());
      PlanNearRoot(*module_.entry_computation());
    }
    for (const HloComputation* computation : module_.MakeComputationPostOrder()) {
      if (IsDrawnInDetail(computation)) EmitBody(computation);
    }
    std::string edges;
    for (const HloComputation* computation : module_.MakeComputationPostOrder()) {
      if (IsDrawnInDetail(computation)) EmitEdges(computation, edges);
    }
    HloGraph graph;
    graph.notes = Notes();
    std::string title = absl::StrCat("HloModule ", module_.name());
    for (const std::string& note : graph.notes) absl::StrAppend(&title, "\n", note);
    graph.dot = absl::StrCat(
        "digraph ", Quote(module_.name()), " {\n",
        "  graph [compound=true, rankdir=TB, labelloc=t, fontsize=12, label=", Quote(title),
        "];\n  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontsize=10];\n",
        "  edge [fontsize=9];\n", body_[module_.entry_computation()]);
    for (const HloComputation* computation : module_.MakeComputationPostOrder()) {
      if (drawing_[computation] != Drawing::kCluster) continue;
      absl::StrAppend(&graph.dot, "  subgraph ", Quote("cluster_" + cluster_of_[computation]),
                      " {\n    id=", Quote(cluster_of_[computation]), "; label=",
                      Quote("computation " + computation->name()),
                      "; style=\"dashed,rounded\"; color=\"#888888\";\n",
                      body_[computation], "  }\n");
    }
    absl::StrAppend(&graph.dot, collapsed_nodes_, edges, "}\n");
    graph.items = std::move(items_);
    return graph;
  }

 private:
  enum class Drawing {
    kEntry,      // at the top level
    kCluster,    // a cluster of its own at the top level
    kNested,     // a fused computation inside its fusion's cluster
    kCollapsed,  // one node (simplified picture)
  };

  bool IsDrawnInDetail(const HloComputation* computation) const {
    auto it = drawing_.find(computation);
    return it != drawing_.end() && it->second != Drawing::kCollapsed;
  }

  // Decides how each computation is drawn, callers before callees so that a
  // fused computation is nested in the fusion drawn first.
  void PlanComputations() {
    int64_t total = 0;
    for (const HloComputation* computation : module_.computations()) {
      total += computation->instruction_count();
    }
    total_instructions_ = total;
    simplified_ = total > options_.max_nodes;
    std::vector<HloComputation*> order = module_.MakeComputationPostOrder();
    std::reverse(order.begin(), order.end());
    drawing_[module_.entry_computation()] = Drawing::kEntry;
    for (const HloComputation* computation : order) {
      if (!drawing_.contains(computation)) {
        drawing_[computation] = simplified_ ? Drawing::kCollapsed : Drawing::kCluster;
        if (!simplified_) cluster_of_[computation] = NewId("c");
      }
      if (!IsDrawnInDetail(computation) || simplified_) continue;
      for (const HloInstruction* instruction : computation->instructions()) {
        if (instruction->opcode() != HloOpcode::kFusion) continue;
        const HloComputation* fused = instruction->fused_instructions_computation();
        if (drawing_.contains(fused)) continue;
        drawing_[fused] = Drawing::kNested;
        cluster_of_[fused] = NewId("c");
        fusion_cluster_[instruction] = cluster_of_[fused];
      }
    }
  }

  // True when `a` flows only into a user that reads only `a`.
  static bool ContinuesChain(const HloInstruction* a) {
    if (a->user_count() != 1 || a->IsRoot() || !a->control_successors().empty()) return false;
    const HloInstruction* user = a->users()[0];
    return user->operand_count() == 1 && user->control_predecessors().empty();
  }

  // Elides the middle of chains of at least min_elided_chain instructions.
  void PlanChains(const HloComputation& computation) {
    for (const HloInstruction* start : computation.MakeInstructionPostOrder()) {
      if (start->operand_count() == 1 && ContinuesChain(start->operand(0))) continue;
      std::vector<const HloInstruction*> chain = {start};
      while (ContinuesChain(chain.back())) chain.push_back(chain.back()->users()[0]);
      if (static_cast<int64_t>(chain.size()) < std::max<int64_t>(options_.min_elided_chain, 3)) {
        continue;
      }
      std::string id = NewId("e");
      std::vector<std::string> texts;
      for (size_t i = 1; i + 1 < chain.size(); ++i) {
        elided_[chain[i]] = id;
        texts.push_back(chain[i]->ToString());
      }
      elided_first_[chain[1]] = id;
      ++elided_chains_;
      elided_instructions_ += static_cast<int64_t>(chain.size()) - 2;
      AddItem(id, absl::StrCat(chain.size() - 2, " elided instructions"),
              absl::StrJoin(texts, "\n"));
      elided_labels_[id] = absl::StrCat("... ", chain.size() - 2, " instructions elided ...\n",
                                        chain[1]->name(), " to ", chain[chain.size() - 2]->name());
    }
  }

  // When the entry still has more than max_nodes nodes, keeps the max_nodes
  // nearest its root and its other unused values (breadth first over
  // operands) and leaves out the rest.
  void PlanNearRoot(const HloComputation& computation) {
    int64_t nodes = computation.instruction_count() - elided_instructions_ + elided_chains_;
    if (nodes <= options_.max_nodes) return;
    std::vector<const HloInstruction*> queue = {computation.root_instruction()};
    std::vector<HloInstruction*> order = computation.MakeInstructionPostOrder();
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      if ((*it)->user_count() == 0 && !(*it)->IsRoot()) queue.push_back(*it);
    }
    absl::flat_hash_set<const HloInstruction*> shown;
    int64_t counted = 0;
    auto show = [&](const HloInstruction* instruction) {
      if (counted >= options_.max_nodes || !shown.insert(instruction).second) return false;
      // An elided chain is one node: count its first instruction only.
      if (!elided_.contains(instruction) || elided_first_.contains(instruction)) ++counted;
      return true;
    };
    queue.erase(std::remove_if(queue.begin(), queue.end(), [&](auto* i) { return !show(i); }),
                queue.end());
    for (size_t next = 0; next < queue.size() && counted < options_.max_nodes; ++next) {
      const HloInstruction* user = queue[next];
      for (const HloInstruction* input : user->operands()) {
        if (show(input)) queue.push_back(input);
      }
      for (const HloInstruction* input : user->control_predecessors()) {
        if (show(input)) queue.push_back(input);
      }
    }
    for (const HloInstruction* instruction : computation.instructions()) {
      if (!shown.contains(instruction)) hidden_.insert(instruction);
    }
    // A chain cut by the limit loses its elision node: show no part of it.
    for (const auto& [instruction, id] : elided_first_) {
      if (hidden_.contains(instruction)) {
        for (const auto& [member, group] : elided_) {
          if (group == id) hidden_.insert(member);
        }
      }
    }
    left_out_ = static_cast<int64_t>(hidden_.size());
  }

  std::string NewId(absl::string_view prefix) { return absl::StrCat(prefix, next_id_++); }

  void AddItem(std::string id, std::string title, std::string text) {
    items_.push_back({std::move(id), std::move(title), Shorten(std::move(text), kMaxItemTextChars)});
  }

  // The id an instruction's node has (its elision node when elided).
  const std::string& Id(const HloInstruction* instruction) {
    auto it = elided_.find(instruction);
    return it != elided_.end() ? it->second : node_id_[instruction];
  }

  std::string Label(const HloInstruction& instruction) {
    std::string opcode = HloOpcodeString(instruction.opcode());
    switch (instruction.opcode()) {
      case HloOpcode::kParameter:
        absl::StrAppend(&opcode, "(", instruction.parameter_number(), ")");
        break;
      case HloOpcode::kGetTupleElement:
        absl::StrAppend(&opcode, " index=", instruction.tuple_index());
        break;
      case HloOpcode::kFusion:
        absl::StrAppend(&opcode, " kind=", FusionKindName(instruction.attributes().fusion_kind),
                        "\n", instruction.fused_instructions_computation()->instruction_count(),
                        " fused instructions");
        break;
      default:
        break;
    }
    if (instruction.IsRoot()) opcode = "ROOT " + opcode;
    return absl::StrCat(instruction.name(), "\n", opcode, "\n",
                        Shorten(instruction.shape().ToString(true), kMaxShapeChars));
  }

  void EmitBody(const HloComputation* computation) {
    std::string& body = body_[computation];
    auto note_first = [&](const std::string& id) {
      if (!first_node_.contains(computation)) first_node_[computation] = id;
    };
    for (const HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      if (auto it = elided_first_.find(instruction); it != elided_first_.end()) {
        absl::StrAppend(&body, "    ", it->second, " [id=", Quote(it->second),
                        ", label=", Quote(elided_labels_[it->second]),
                        ", style=\"dashed,rounded\"];\n");
        continue;
      }
      if (elided_.contains(instruction) || hidden_.contains(instruction)) continue;
      if (auto it = fusion_cluster_.find(instruction); it != fusion_cluster_.end()) {
        const HloComputation* fused = instruction->fused_instructions_computation();
        AddItem(it->second, instruction->name(),
                absl::StrCat(instruction->ToString(), "\n\n", fused->ToString()));
        absl::StrAppend(&body, "  subgraph ", Quote("cluster_" + it->second), " {\n    id=",
                        Quote(it->second), "; label=", Quote(Label(*instruction)),
                        "; style=\"filled,rounded\"; fillcolor=\"#eef8ea\"; color=\"#6aa84f\";",
                        instruction->IsRoot() ? " penwidth=3;" : "", "\n", body_[fused],
                        "  }\n");
        note_first(first_node_[fused]);
        continue;
      }
      std::string id = NewId("n");
      node_id_[instruction] = id;
      note_first(id);
      AddItem(id, instruction->name(), instruction->ToString());
      absl::StrAppend(&body, "    ", id, " [id=", Quote(id), ", label=", Quote(Label(*instruction)),
                      ", fillcolor=", Quote(FillColor(*instruction)),
                      instruction->IsRoot() ? ", peripheries=2, penwidth=2" : "", "];\n");
    }
  }

  // Where an edge leaving `instruction` starts: a fusion drawn as a cluster
  // leaves from its fused root.
  std::pair<std::string, std::string> Source(const HloInstruction* instruction) {
    std::string ltail;
    while (fusion_cluster_.contains(instruction)) {
      if (ltail.empty()) ltail = "cluster_" + fusion_cluster_[instruction];
      instruction = instruction->fused_instructions_computation()->root_instruction();
    }
    return {Id(instruction), ltail};
  }

  // Where an edge into `instruction` as a whole ends.
  std::pair<std::string, std::string> Target(const HloInstruction* instruction) {
    auto it = fusion_cluster_.find(instruction);
    if (it == fusion_cluster_.end()) return {Id(instruction), ""};
    return {first_node_[instruction->fused_instructions_computation()], "cluster_" + it->second};
  }

  static void AppendEdge(std::string& edges, const std::pair<std::string, std::string>& from,
                         const std::pair<std::string, std::string>& to, absl::string_view label,
                         absl::string_view style) {
    if (from.first == to.first) return;
    absl::StrAppend(&edges, "  ", from.first, " -> ", to.first, " [label=", Quote(label));
    if (!from.second.empty()) absl::StrAppend(&edges, ", ltail=", Quote(from.second));
    if (!to.second.empty()) absl::StrAppend(&edges, ", lhead=", Quote(to.second));
    if (!style.empty()) absl::StrAppend(&edges, ", style=", style);
    absl::StrAppend(&edges, "];\n");
  }

  void EmitEdges(const HloComputation* computation, std::string& edges) {
    for (const HloInstruction* instruction : computation->MakeInstructionPostOrder()) {
      if (hidden_.contains(instruction)) continue;
      bool is_cluster = fusion_cluster_.contains(instruction);
      for (int64_t i = 0; i < instruction->operand_count(); ++i) {
        if (hidden_.contains(instruction->operand(i))) continue;
        std::pair<std::string, std::string> to = {Id(instruction), ""};
        if (is_cluster) {
          to.first = node_id_[instruction->fused_instructions_computation()->parameter_instruction(i)];
        }
        AppendEdge(edges, Source(instruction->operand(i)), to, absl::StrCat(i), "");
      }
      for (const HloInstruction* predecessor : instruction->control_predecessors()) {
        if (hidden_.contains(predecessor)) continue;
        AppendEdge(edges, Source(predecessor), Target(instruction), "control", "dotted");
      }
      if (is_cluster) continue;
      const auto& callees = instruction->called_computations();
      for (size_t k = 0; k < callees.size(); ++k) {
        const HloComputation* callee = callees[k];
        std::pair<std::string, std::string> to;
        if (IsDrawnInDetail(callee)) {
          to = {first_node_[callee], "cluster_" + cluster_of_[callee]};
        } else if (instruction->opcode() == HloOpcode::kFusion) {
          continue;  // the fusion's label counts its fused instructions
        } else {
          to = {CollapsedNode(callee), ""};
        }
        AppendEdge(edges, {Id(instruction), ""}, to, CallRole(*instruction, k), "dashed");
      }
    }
  }

  std::string CollapsedNode(const HloComputation* computation) {
    auto [it, inserted] = collapsed_id_.try_emplace(computation);
    if (!inserted) return it->second;
    it->second = NewId("k");
    AddItem(it->second, computation->name(), computation->ToString());
    absl::StrAppend(&collapsed_nodes_, "  ", it->second, " [id=", Quote(it->second), ", label=",
                    Quote(absl::StrCat("computation ", computation->name(), "\n",
                                       computation->instruction_count(), " instructions")),
                    ", shape=folder, fillcolor=\"#e8e8e8\"];\n");
    return it->second;
  }

  std::vector<std::string> Notes() const {
    std::vector<std::string> notes;
    if (!simplified_) return notes;
    notes.push_back(absl::StrCat(total_instructions_, " instructions (more than ",
                                 options_.max_nodes,
                                 "): only the entry is drawn in detail; fusions and called "
                                 "computations are one node each"));
    if (elided_chains_ > 0) {
      notes.push_back(absl::StrCat(elided_instructions_, " instructions in ", elided_chains_,
                                   " chains of single-use instructions elided"));
    }
    if (left_out_ > 0) {
      notes.push_back(absl::StrCat("only the ", options_.max_nodes,
                                   " nodes nearest the root and the unused values are drawn; ",
                                   left_out_, " entry instructions are left out"));
    }
    return notes;
  }

  const HloModule& module_;
  HloGraphOptions options_;
  bool simplified_ = false;
  int64_t total_instructions_ = 0;
  int64_t next_id_ = 0;
  absl::flat_hash_map<const HloComputation*, Drawing> drawing_;
  absl::flat_hash_map<const HloComputation*, std::string> cluster_of_;
  absl::flat_hash_map<const HloComputation*, std::string> body_;
  absl::flat_hash_map<const HloComputation*, std::string> first_node_;
  absl::flat_hash_map<const HloComputation*, std::string> collapsed_id_;
  absl::flat_hash_map<const HloInstruction*, std::string> node_id_;
  absl::flat_hash_map<const HloInstruction*, std::string> fusion_cluster_;
  absl::flat_hash_map<const HloInstruction*, std::string> elided_;
  absl::flat_hash_map<const HloInstruction*, std::string> elided_first_;
  absl::flat_hash_map<std::string, std::string> elided_labels_;
  int64_t elided_chains_ = 0;
  int64_t elided_instructions_ = 0;
  absl::flat_hash_set<const HloInstruction*> hidden_;  // left out (near-root limit)
  int64_t left_out_ = 0;
  std::string collapsed_nodes_;
  std::vector<HloGraphItem> items_;
};

}  // namespace

HloGraph RenderHloGraph(const HloModule& module, const HloGraphOptions& options) {
  return GraphBuilder(module, options).Build();
}

}  // namespace xla::tools
