#include "tournament/standings/tie_break.h"

#include <algorithm>
#include <array>

#include "tournament/tournament_error.h"

namespace tenbou {
namespace {

constexpr std::array kAll{TieBreak::AveragePlace, TieBreak::FirstPlaces, TieBreak::BestGame, TieBreak::HeadToHead};

std::string join(const std::vector<TieBreak>& chain, std::string_view (*name)(TieBreak), const char* empty) {
  if (chain.empty()) return empty;
  std::string out;
  for (TieBreak t : chain) out += (out.empty() ? "" : ", ") + std::string(name(t));
  return out;
}

}  // namespace

std::string_view tie_break_name(TieBreak t) {
  switch (t) {
    case TieBreak::AveragePlace: return "average-place";
    case TieBreak::FirstPlaces: return "first-places";
    case TieBreak::BestGame: return "best-game";
    case TieBreak::HeadToHead: return "head-to-head";
  }
  return "";
}

std::string_view tie_break_words(TieBreak t) {
  switch (t) {
    case TieBreak::AveragePlace: return "average place";
    case TieBreak::FirstPlaces: return "first places";
    case TieBreak::BestGame: return "best game";
    case TieBreak::HeadToHead: return "head-to-head";
  }
  return "";
}

std::vector<TieBreak> parse_tie_breaks(std::string_view field, std::string_view text) {
  std::vector<TieBreak> chain;
  if (text == "none") return chain;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    std::string_view name = text.substr(start, comma - start);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    const auto found = std::find_if(kAll.begin(), kAll.end(), [&](TieBreak t) { return tie_break_name(t) == name; });
    if (found == kAll.end())
      throw TournamentError{std::string(field) + ": \"" + std::string(name) +
                            "\" is not a tie-break (valid: none, or a comma-separated list of average-place, "
                            "first-places, best-game, head-to-head)"};
    if (std::find(chain.begin(), chain.end(), *found) != chain.end())
      throw TournamentError{std::string(field) + ": \"" + std::string(name) + "\" is given twice"};
    chain.push_back(*found);
    start = comma + 1;
  }
  return chain;
}

std::string tie_breaks_text(const std::vector<TieBreak>& chain) { return join(chain, tie_break_name, "none"); }
std::string tie_breaks_words(const std::vector<TieBreak>& chain) {
  return join(chain, tie_break_words, "shared places");
}

}  // namespace tenbou
