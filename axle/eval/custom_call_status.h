// The definition behind the opaque XlaCustomCallStatus handle of
// custom_call_registry.h (shared by the registry and the custom-call op).
#ifndef AXLE_EVAL_CUSTOM_CALL_STATUS_H_
#define AXLE_EVAL_CUSTOM_CALL_STATUS_H_

#include <optional>
#include <string>

#include "axle/eval/custom_call_registry.h"

struct XlaCustomCallStatus_ {
  std::optional<std::string> failure;  // set: the call failed with this message
};

#endif  // AXLE_EVAL_CUSTOM_CALL_STATUS_H_
