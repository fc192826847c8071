#include "cli/mistyped_words.h"

#include <algorithm>
#include <charconv>

#include "base/edit_distance.h"
#include "base/name_key.h"

namespace tenbou::cli {
namespace {

/// The one of `known` that `typed` was meant to be: the nearest when it is at most a third of the word's length
/// away (one edit for a short word, three at most), else the only one that starts with it ("stand").
std::optional<std::string> nearest(std::string_view typed, const std::vector<std::string>& known) {
  const std::string word = name_key(typed);
  const std::size_t limit = std::clamp<std::size_t>(word.size() / 3, 1, 3);
  std::optional<std::string> best;
  std::size_t best_distance = limit + 1;
  for (const std::string& k : known) {
    const std::size_t d = edit_distance(word, k);
    if (d < best_distance) best = k, best_distance = d;
  }
  if (best) return best;
  std::vector<std::string> starting;
  for (const std::string& k : known)
    if (word.size() >= 2 && k.starts_with(word)) starting.push_back(k);
  if (starting.size() == 1) return starting.front();
  return std::nullopt;
}

std::vector<std::string> subcommand_names(CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::App* sub : app.get_subcommands([](CLI::App* s) { return !s->get_name().empty(); })) {
    out.push_back(sub->get_name());
    for (const std::string& alias : sub->get_aliases()) out.push_back(alias);
  }
  return out;
}

std::string joined(const std::vector<std::string>& words, std::string_view between) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : std::string(between)) + w;
  return out;
}

/// "tenbou player": the command line up to `chain`'s last command.
std::string command_of(const std::vector<CLI::App*>& chain, std::string_view program) {
  std::vector<std::string> words;
  if (!program.empty()) words.emplace_back(program);
  for (std::size_t i = 1; i < chain.size(); ++i) words.push_back(chain[i]->get_name());
  return joined(words, " ");
}

/// The option of `chain` (the deepest command first, then those it falls through to) named `name`.
const CLI::Option* option_named(const std::vector<CLI::App*>& chain, const std::string& name) {
  for (auto app = chain.rbegin(); app != chain.rend(); ++app)
    if (const CLI::Option* o = (*app)->get_option_no_throw(name)) return o;
  return nullptr;
}

/// Every option name `chain` takes, "--winner" and "-h" alike.
std::vector<std::string> option_names(const std::vector<CLI::App*>& chain) {
  std::vector<std::string> out;
  for (CLI::App* app : chain)
    for (const CLI::Option* o : app->get_options()) {
      for (const std::string& n : o->get_lnames()) out.push_back("--" + n);
      for (const std::string& n : o->get_snames()) out.push_back("-" + n);
    }
  return out;
}

bool is_number(std::string_view word) {
  double value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  return error == std::errc() && end == word.data() + word.size();
}

bool has_positionals(CLI::App& app) {
  return !app.get_options([](const CLI::Option* o) { return o->get_positional(); }).empty();
}

}  // namespace

std::optional<std::string> mistyped_words(CLI::App& app, const std::vector<std::string>& arguments,
                                          std::string_view program) {
  std::vector<CLI::App*> chain{&app};
  bool words_are_values = false;  // past a positional word or "--": the rest are no commands
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string& arg = arguments[i];
    if (arg == "--") break;
    if (arg.size() > 1 && arg[0] == '-' && !is_number(arg)) {
      const std::string name = arg.substr(0, arg.find('='));
      const CLI::Option* option = option_named(chain, name);
      if (!option) {
        const std::string where = command_of(chain, program);
        std::string words = "no option '" + name + "'" + (where.empty() ? "" : " for `" + where + "`");
        if (const auto meant = nearest(name, option_names(chain))) return words + "; did you mean `" + *meant + "`?";
        return words + " (" + (where.empty() ? std::string("help") : where + " --help") + " lists its options)";
      }
      if (name.size() == arg.size() && option->get_type_size_min() > 0 && option->get_expected_min() > 0) ++i;
      continue;
    }
    if (words_are_values) continue;
    CLI::App& current = *chain.back();
    const std::vector<std::string> known = subcommand_names(current);
    if (std::find(known.begin(), known.end(), arg) != known.end()) {
      chain.push_back(current.get_subcommand(arg));
      continue;
    }
    if (known.empty() || (has_positionals(current) && current.get_require_subcommand_min() == 0)) {
      words_are_values = true;
      continue;
    }
    const std::string where = command_of(chain, program);
    std::string typed;  // "player ad": the command as typed, without the program
    for (std::size_t c = 1; c < chain.size(); ++c) typed += chain[c]->get_name() + " ";
    typed += arg;
    std::string words = "no command '" + typed + "'";
    if (const auto meant = nearest(arg, known))
      return words + "; did you mean `" + (where.empty() ? "" : where + " ") + *meant + "`?";
    return words + "; " + (chain.size() == 1 ? std::string("the commands are") : "`" + where + "` takes") + ": " +
           joined(known, ", ");
  }
  return std::nullopt;
}

}  // namespace tenbou::cli
