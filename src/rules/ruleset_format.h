#pragma once
// The formats of the ruleset copies a tournament file keeps: which parameter each format introduced, and how a copy
// of an earlier format is brought up to date (ruleset_from_stored_json does it; the tests drive it directly).

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tenbou {

/// A parameter added after the first stored format: the format that introduced it, and its value in copies
/// of earlier formats (the behaviour of the versions that did not have it).
struct ParameterIntroduction {
  std::string key;
  int since = 1;
  nlohmann::json before;
};

/// Every parameter introduced after format 1, from the table of parameters.
const std::vector<ParameterIntroduction>& parameter_introductions();

/// The format of the ruleset copies this tenbou stores: the highest format a parameter was introduced in.
int current_ruleset_format();

/// Brings a stored copy up to the latest format of `introductions`, the way schema migrations do: from the
/// copy's "format" (absent: 1) one format at a time, each adding the parameters it introduced with their
/// values for older copies; removes "format" and returns the copy's own format. Throws RulesetError for a
/// format newer than the latest.
int upgrade_stored_copy(nlohmann::json& doc, const std::vector<ParameterIntroduction>& introductions);

}  // namespace tenbou
