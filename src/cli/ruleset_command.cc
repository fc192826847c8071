// `tenbou ruleset list|show`: the presets and every parameter of a ruleset.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "report/ruleset_report.h"
#include "rules/presets.h"

namespace tenbou::cli {

void add_ruleset_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("ruleset", "The ruleset presets and their parameters");
  cmd->require_subcommand(1);

  auto list_format = std::make_shared<FormatOption>();
  CLI::App* list = cmd->add_subcommand("list", "List the presets");
  add_format_option(*list, *list_format, {"text", "json"});
  on_run(*list, list_format.get(), [list_format] {
    std::vector<Ruleset> presets;
    for (const PresetText& p : preset_texts()) presets.push_back(load_ruleset(std::string(p.name), nullptr));
    std::cout << (list_format->json() ? preset_list_json(presets) : preset_list_text(presets));
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
    std::cout << (show_opts->format.json() ? ruleset_json(rules) : ruleset_text(rules));
  });
}

}  // namespace tenbou::cli
