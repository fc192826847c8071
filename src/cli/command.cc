#include "cli/command.h"

#include <iostream>

namespace tenbou::cli {

void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices) {
  format.value = choices.front();
  std::string list;
  for (const std::string& c : choices) list += (list.empty() ? "" : "|") + c;
  command.add_option("--format", format.value, "Output format: " + list)->check(CLI::IsMember(choices));
}

nlohmann::json RulesetOptions::overrides() const {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& rule : rules) {
    const auto eq = rule.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError{"--rule \"" + rule + "\" is not KEY=VALUE (e.g. --rule kiriage_mangan=true)"};
    const std::string key = rule.substr(0, eq);
    const std::string value = rule.substr(eq + 1);
    nlohmann::json parsed = nlohmann::json::parse(value, nullptr, false);
    out[key] = parsed.is_discarded() ? nlohmann::json(value) : parsed;
  }
  return out;
}

Ruleset RulesetOptions::load() const {
  try {
    return load_ruleset(preset, overrides());
  } catch (const RulesetError& e) {
    throw InputError{e.message};
  }
}

void add_ruleset_options(CLI::App& command, RulesetOptions& options) {
  command.add_option("--ruleset", options.preset, "Ruleset preset (see `tenbou ruleset list`)");
  command.add_option("--rule", options.rules, "Override one ruleset parameter: KEY=VALUE (repeatable)");
}

void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action) {
  command.callback([format, action = std::move(action)] {
    try {
      action();
    } catch (const InputError& e) {
      if (format && format->json()) {
        nlohmann::json error = e.detail;
        if (!error.contains("message")) error["message"] = e.message;
        std::cout << nlohmann::json{{"error", error}}.dump() << "\n";
      }
      std::cerr << "tenbou: " << e.message << "\n";
      throw CLI::RuntimeError(1);
    }
  });
}

}  // namespace tenbou::cli
