#include "cli/short_hand.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "cli/entry_options.h"
#include "record/written_tiles.h"

namespace tenbou::cli {
namespace {

const char* const kHelp =
    "  r W<D VALUE [W2 VALUE2 ...]   ron: W wins on D's discard; more winners for a double or triple ron\n"
    "  t W VALUE                     tsumo\n"
    "  d TENPAI | d -                exhaustive draw: the tenpai players (comma-separated), - for none\n"
    "  c P [REASON...]               chombo by P\n"
    "  a                             abortive draw (where the ruleset has them)\n"
    "  n HOLDERS [TENPAI]            nagashi mangan (where the ruleset has it)\n"
    "  VALUE is HAN/FU (3/30), HAN from 5 han (6), or Y / 2Y for yakuman; after it, dN says N of the han\n"
    "  are dora and !P that P is liable (pao). +A,D anywhere: the riichi of A and D.\n"
    "  VALUE may be the tiles instead, TILES@WIN (23455m678p345s@5m: the concealed tiles, the winning tile);\n"
    "  after them KIND:TILES for each meld (pon:777z), dora:INDICATORS, ura:INDICATORS and the win's flags\n"
    "  (ippatsu, rinshan, chankan, haitei, houtei, double-riichi, tenhou, chiihou, renhou).\n"
    "  Players: a name, a word of it or a unique start (quote names with spaces), or this hand's wind E S W N\n"
    "    (beside the names above the prompt: they move with the deal, unlike the starting seats of result).\n"
    "  Examples: r A<C 3/30 +A,D    t E 4/30    r S<N 2/40 W 5    t Bernd Y !Dmitri    d A,D +A\n"
    "            r B<A 23455m678p345s@5m pon:777z dora:4m    t B 234567m23455p678s@5p ippatsu dora:1z +B\n";

[[noreturn]] void wrong(const std::string& what) { throw InputError{what, {{"field", "hand"}}}; }

std::vector<std::string> names_in(const std::string& list) { return split_names({list}); }

bool read_whole_number(std::string_view text, int& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

/// Reads a word after tiles into `tiles`: a meld KIND:TILES, dora:INDICATORS, ura:INDICATORS or a flag. Returns
/// false for a word that is none of these (the next winner).
bool read_tile_extra(const std::string& word, WrittenTiles& tiles) {
  static constexpr std::string_view kKinds[] = {"chi:", "pon:", "minkan:", "ankan:", "shouminkan:"};
  for (std::string_view kind : kKinds)
    if (word.starts_with(kind)) {
      tiles.melds.push_back(word);
      return true;
    }
  if (word.starts_with("dora:")) {
    tiles.dora_indicators += word.substr(5);
    return true;
  }
  if (word.starts_with("ura:")) {
    tiles.ura_indicators += word.substr(4);
    return true;
  }
  std::string flag = word;
  std::replace(flag.begin(), flag.end(), '-', '_');
  if (flag == "riichi") return false;  // riichi is the hand's: +A
  try {
    set_flag("", tiles.flags, flag);
    return true;
  } catch (const hand::NotationError&) {
    return false;
  }
}

/// Reads VALUE into `win`: HAN/FU, HAN, Y, NY, or the tiles TILES@WIN.
bool read_value(const std::string& text, WinDraft& win) {
  if (const auto at = text.find('@'); at != std::string::npos) {
    win.tiles = WrittenTiles{.concealed = text.substr(0, at), .win_tile = text.substr(at + 1)};
    return at > 0 && at + 1 < text.size();
  }
  if (!text.empty() && (text.back() == 'Y' || text.back() == 'y')) {
    int count = 1;
    if (text.size() > 1 && !read_whole_number(std::string_view(text).substr(0, text.size() - 1), count)) return false;
    win.yakuman = count;
    return count > 0;
  }
  const auto slash = text.find('/');
  int han = 0, fu = 0;
  if (slash == std::string::npos) {
    if (!read_whole_number(text, han)) return false;
    win.han = han;
    return true;
  }
  if (!read_whole_number(std::string_view(text).substr(0, slash), han) || !read_whole_number(std::string_view(text).substr(slash + 1), fu))
    return false;
  win.han = han;
  win.fu = fu;
  return true;
}

}  // namespace

const char* short_form_help() { return kHelp; }

const std::vector<std::string>& short_verbs() {
  static const std::vector<std::string> verbs{"r", "t", "d", "c", "a", "n"};
  return verbs;
}

bool is_short_verb(const std::string& verb) {
  return std::find(short_verbs().begin(), short_verbs().end(), verb) != short_verbs().end();
}

HandCommand parse_short_hand(const std::vector<std::string>& words) {
  HandCommand c;
  HandDraft& d = c.draft;
  const std::string& verb = words.front();
  d.outcome = verb == "r" ? Outcome::Ron : verb == "t" ? Outcome::Tsumo : verb == "d" ? Outcome::Draw
            : verb == "c" ? Outcome::Chombo : verb == "a" ? Outcome::Abortive : Outcome::Nagashi;
  std::vector<std::string> rest;  // the words other than riichi and the generic options
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "--reason" || w == "--note") {
      if (i + 1 >= words.size()) wrong(w + " needs a text after it");
      (w == "--reason" ? c.entry.reason : d.note) = words[++i];
    } else if (w.size() > 1 && w.front() == '+') {
      for (std::string& name : names_in(w.substr(1))) d.riichi.push_back(std::move(name));
    } else {
      rest.push_back(w);
    }
  }
  if (d.outcome == Outcome::Ron || d.outcome == Outcome::Tsumo) {
    const bool ron = d.outcome == Outcome::Ron;
    const std::string example = ron ? "r A<C 3/30" : "t A 3/30";
    if (rest.empty()) wrong(std::string(ron ? "r needs WINNER<FROM and a value" : "t needs the winner and a value") + ", e.g. " + example);
    for (std::size_t i = 0; i < rest.size();) {
      WinDraft& win = d.wins.emplace_back();
      win.winner = rest[i];
      if (i == 0 && ron) {
        const auto from = rest[0].find('<');
        if (from == std::string::npos || from == 0 || from + 1 == rest[0].size())
          wrong("\"" + rest[0] + "\" is not WINNER<FROM (e.g. " + example + ": A wins on C's discard)");
        win.winner = rest[0].substr(0, from);
        d.discarder = rest[0].substr(from + 1);
      }
      if (++i >= rest.size() || !read_value(rest[i], win))
        wrong("a value is needed after " + win.winner + ": HAN/FU (3/30), HAN from 5 han, or Y for a yakuman (e.g. " +
              example + ")");
      for (++i; i < rest.size(); ++i) {
        const std::string& extra = rest[i];
        int dora = 0;
        if (extra.size() > 1 && extra.front() == 'd' && read_whole_number(std::string_view(extra).substr(1), dora))
          win.dora = dora;
        else if (extra.size() > 1 && extra.front() == '!')
          win.pao = extra.substr(1);
        else if (!win.tiles || !read_tile_extra(extra, *win.tiles))
          break;
      }
      if (!ron && i < rest.size()) wrong("a tsumo has one winner; \"" + rest[i] + "\" is left over");
    }
  } else if (d.outcome == Outcome::Draw) {
    if (rest.size() != 1) wrong("d needs the tenpai players, comma-separated, or - for none (e.g. d A,D)");
    d.tenpai = rest[0] == "-" ? std::vector<std::string>{} : tenpai_names({rest[0]});
  } else if (d.outcome == Outcome::Chombo) {
    if (rest.empty()) wrong("c needs the player who committed the chombo (e.g. c B wrong ron)");
    d.offender = rest[0];
    std::string reason;
    for (std::size_t i = 1; i < rest.size(); ++i) reason += (reason.empty() ? "" : " ") + rest[i];
    if (!reason.empty()) c.entry.reason = reason;
  } else if (d.outcome == Outcome::Nagashi) {
    if (rest.empty() || rest.size() > 2) wrong("n needs the holders of nagashi mangan and may list the tenpai players (e.g. n C A,C)");
    d.nagashi = names_in(rest[0]);
    if (rest.size() == 2) d.tenpai = rest[1] == "-" ? std::vector<std::string>{} : names_in(rest[1]);
  } else if (!rest.empty()) {
    wrong("an abortive draw takes nothing but riichi (+A,D); \"" + rest[0] + "\" is left over");
  }
  return c;
}

}  // namespace tenbou::cli
