#pragma once
// Rulesets parsed once per preset and overrides: reading many records (an import, a replay of thousands of
// games) would otherwise parse the same ruleset for every record.

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "rules/ruleset.h"

namespace tenbou {

/// Parsed rulesets by preset and overrides, so reading many records parses each ruleset once.
class RulesetCache {
 public:
  /// `overrides` is a JSON object as text ("" for none). Throws RulesetError.
  std::shared_ptr<const Ruleset> get(const std::string& preset, std::string_view overrides);

 private:
  std::map<std::string, std::shared_ptr<const Ruleset>> cache_;
};

}  // namespace tenbou
