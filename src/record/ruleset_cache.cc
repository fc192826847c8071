#include "record/ruleset_cache.h"

#include <nlohmann/json.hpp>

namespace tenbou {

std::shared_ptr<const Ruleset> RulesetCache::get(const std::string& preset, std::string_view overrides) {
  std::string key = preset + '\n' + std::string(overrides);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  const nlohmann::json parsed =
      overrides.empty() ? nlohmann::json(nullptr) : nlohmann::json::parse(overrides, nullptr, false);
  if (parsed.is_discarded()) throw RulesetError{"rules: " + std::string(overrides) + " holds a number out of range"};
  auto rules = std::make_shared<const Ruleset>(load_ruleset(preset, parsed));
  cache_.emplace(std::move(key), rules);
  return rules;
}

}  // namespace tenbou
