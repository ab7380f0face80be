// `axle opt --list-passes`: the registered passes with their summaries, the
// pipelines and the printable stages.
#ifndef AXLE_TOOLS_PASS_LISTING_H_
#define AXLE_TOOLS_PASS_LISTING_H_

#include <string>

namespace xla::tools {

std::string PassListing();

// "hlo|buffer-assignment|...", for usage texts.
std::string StageNamesForHelp();

}  // namespace xla::tools

#endif  // AXLE_TOOLS_PASS_LISTING_H_
