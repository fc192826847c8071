#include "report/ruleset_report.h"

#include <nlohmann/json.hpp>

#include "report/text_table.h"

namespace tenbou {

std::string preset_list_text(const std::vector<Ruleset>& presets) {
  TextTable table({{"Preset"}, {"Description", false, false, "", false, TextTable::Fit::Wrap}});
  for (const Ruleset& r : presets) table.add_row({r.name, r.title});
  return table.render();
}

std::string preset_list_json(const std::vector<Ruleset>& presets) {
  nlohmann::json out = nlohmann::json::array();
  for (const Ruleset& r : presets) out.push_back({{"name", r.name}, {"title", r.title}});
  return out.dump(2) + "\n";
}

std::string ruleset_text(const Ruleset& rules) {
  TextTable table({{"Parameter"}, {"Value"}});
  const nlohmann::json doc = ruleset_to_json(rules);
  for (const auto& [key, value] : doc.items())
    table.add_row({key, value.is_string() ? value.get<std::string>() : value.dump()});
  return "Ruleset " + rules.name + "\n" + table.render();
}

std::string ruleset_json(const Ruleset& rules) { return ruleset_to_json(rules).dump(2) + "\n"; }

}  // namespace tenbou
