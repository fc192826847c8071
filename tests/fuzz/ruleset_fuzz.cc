// Fuzzes ruleset overrides (`--rule`, a record's "rules") and stored ruleset copies.

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_input.h"
#include "rules/ruleset.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  const nlohmann::json doc = nlohmann::json::parse(fuzz::text_of(data, size), nullptr, false);
  if (doc.is_discarded()) return 0;
  fuzz::refusals_allowed([&] { load_ruleset("ema2016", doc); });
  fuzz::refusals_allowed([&] { ruleset_from_stored_json("ema2016", doc); });
  return 0;
}
