// HloVerifier: checks that a module is well formed. Every instruction's shape
// must equal the one ShapeInference derives (layouts aside), operands and
// called computations must be well formed, parameters densely numbered, the
// graph acyclic, and the entry computation layout must agree with the entry.
#ifndef AXLE_HLO_HLO_VERIFIER_H_
#define AXLE_HLO_HLO_VERIFIER_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "axle/hlo/hlo_module.h"

namespace xla {

class HloVerifier {
 public:
  // Returns OK or the first problem, naming the computation and instruction.
  static absl::Status Verify(const HloModule& module);
  static absl::Status VerifyComputation(const HloComputation& computation);
};

// Parses HLO text and verifies it: what tools and tests want most of the time.
absl::StatusOr<std::unique_ptr<HloModule>> ParseAndVerifyModule(absl::string_view text);

}  // namespace xla

#endif  // AXLE_HLO_HLO_VERIFIER_H_
