#pragma once
// `tenbou ruleset list|show`: the presets and every parameter of a ruleset.

#include <string>
#include <vector>

#include "rules/ruleset.h"

namespace tenbou {

/// A line per preset: its name and what it is.
std::string preset_list_text(const std::vector<Ruleset>& presets);
/// [{"name", "title"}, ...]
std::string preset_list_json(const std::vector<Ruleset>& presets);

/// Every parameter and its value, as a table under the ruleset's name.
std::string ruleset_text(const Ruleset& rules);
/// Every parameter, in the words of the preset files.
std::string ruleset_json(const Ruleset& rules);

}  // namespace tenbou
