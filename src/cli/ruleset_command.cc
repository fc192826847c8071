// `tenbou ruleset list|show`: the presets and every parameter of a ruleset, a preset's or the tournament's own.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "report/ruleset_report.h"
#include "rules/presets.h"

namespace tenbou::cli {

void add_ruleset_command(CLI::App& app, const DbOption& db) {
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
  CLI::App* show = cmd->add_subcommand("show", "Every parameter of a ruleset (a preset with overrides), or of the "
                                                "tournament's own ruleset (with --db or TENBOU_DB and no preset)");
  const CLI::Option* preset = show->add_option("preset", show_opts->ruleset.preset, "Preset name");
  show->add_option("--rule", show_opts->ruleset.rules, "Override one parameter: KEY=VALUE (repeatable)");
  add_format_option(*show, show_opts->format, {"text", "json"});
  on_run(*show, &show_opts->format, [show_opts, preset, &db] {
    // A tournament's file keeps the ruleset it was made with (tenbou init): with a file and no preset, that one.
    if (preset->count() == 0 && !db.path.empty()) {
      if (!show_opts->ruleset.rules.empty())
        throw CLI::ValidationError("--rule", "changes a preset's parameters: name the preset (tenbou ruleset show "
                                             "ema2016 --rule ...); a tournament's ruleset is the one it was made with");
      const auto t = db.open_to_read();
      if (show_opts->format.json()) {
        std::cout << ruleset_json(t->rules());
        return;
      }
      std::cout << "The ruleset of " << t->info().name << ", kept in its file since tenbou init:\n"
                << ruleset_text(t->rules());
      return;
    }
    const Ruleset rules = show_opts->ruleset.load();
    std::cout << (show_opts->format.json() ? ruleset_json(rules) : ruleset_text(rules));
  });
}

}  // namespace tenbou::cli
