// `tenbou ruleset list|show`: the presets and every parameter of a ruleset.

#include <iostream>

#include "cli/command.h"
#include "report/text_table.h"
#include "rules/presets.h"

namespace tenbou::cli {

void add_ruleset_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("ruleset", "The ruleset presets and their parameters");
  cmd->require_subcommand(1);

  auto list_format = std::make_shared<FormatOption>();
  CLI::App* list = cmd->add_subcommand("list", "List the presets");
  add_format_option(*list, *list_format, {"text", "json"});
  on_run(*list, list_format.get(), [list_format] {
    nlohmann::json out = nlohmann::json::array();
    TextTable table({{"Preset"}, {"Description"}});
    for (const PresetText& p : preset_texts()) {
      const Ruleset rules = load_ruleset(std::string(p.name), nullptr);
      out.push_back({{"name", rules.name}, {"title", rules.title}});
      table.add_row({rules.name, rules.title});
    }
    std::cout << (list_format->json() ? out.dump(2) + "\n" : table.render());
  });

  struct ShowOptions {
    RulesetOptions ruleset;
    FormatOption format;
  };
  auto show_opts = std::make_shared<ShowOptions>();
  CLI::App* show = cmd->add_subcommand("show", "Every parameter of a ruleset (a preset with overrides)");
  show->add_option("preset", show_opts->ruleset.preset, "Preset name");
  show->add_option("--rule", show_opts->ruleset.rules, "Override one parameter: KEY=VALUE (repeatable)");
  add_format_option(*show, show_opts->format, {"text", "json"});
  on_run(*show, &show_opts->format, [show_opts] {
    const Ruleset rules = show_opts->ruleset.load();
    const nlohmann::json doc = ruleset_to_json(rules);
    if (show_opts->format.json()) {
      std::cout << doc.dump(2) << "\n";
      return;
    }
    TextTable table({{"Parameter"}, {"Value"}});
    for (const auto& [key, value] : doc.items())
      table.add_row({key, value.is_string() ? value.get<std::string>() : value.dump()});
    std::cout << "Ruleset " << rules.name << "\n" << table.render();
  });
}

}  // namespace tenbou::cli
