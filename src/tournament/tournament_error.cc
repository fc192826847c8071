#include "tournament/tournament_error.h"

#include <nlohmann/json.hpp>

namespace tenbou {
namespace {

/// {"key", "args"} for `key` with `args` and, as the arg "problem", `within`; null without a key.
nlohmann::json words_of(const std::string& key, const TextArgs& args, nlohmann::json within) {
  if (key.empty()) return nullptr;
  nlohmann::json values = nlohmann::json::object();
  for (const auto& [name, value] : args) values[name] = value;
  if (!within.is_null()) values["problem"] = std::move(within);
  return {{"key", key}, {"args", std::move(values)}};
}

nlohmann::json words_of(const Problem& p) {
  nlohmann::json within = p.within.empty() ? nlohmann::json(nullptr) : words_of(p.within.front());
  if (!p.within.empty() && within.is_null()) return nullptr;  // said in English only inside
  return words_of(p.key, p.args, std::move(within));
}

}  // namespace

nlohmann::json with_problem_words(nlohmann::json detail, const std::string& key, const TextArgs& args,
                                  const Problem& problem) {
  nlohmann::json words = words_of(problem);
  if (words.is_null()) return detail;
  detail["words"] = key.empty() ? std::move(words) : words_of(key, args, std::move(words));
  return detail;
}

}  // namespace tenbou
