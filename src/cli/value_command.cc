// `tenbou value TILES --win TILE (--ron | --tsumo) --seat W`: a hand valued from its tiles, every yaku and fu
// with its reason and the payment, under the tournament's ruleset (or --ruleset, or EMA 2016).

#include <iostream>

#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "record/hand_line.h"
#include "record/written_tiles.h"
#include "report/hand_value_report.h"

namespace tenbou::cli {
namespace {

/// What `value` takes, as typed.
struct ValueOptions {
  WrittenTiles tiles;
  std::string seat, round = "E", batch;
  bool ron = false, tsumo = false;
  int counters = 0, sticks = 0;
  RulesetOptions ruleset;
  FormatOption format;
};

/// How the options name the tiles in messages.
constexpr TileFields kValueFields{"TILES", "--meld", "--win", "--dora", "--ura"};

/// The hand the options describe. Throws NotationError naming the option.
hand::WinningHand winning_hand(const ValueOptions& o) {
  return winning_hand(o.tiles, kValueFields,
                      {.tsumo = o.tsumo, .seat = hand::parse_wind("--seat", o.seat), .round = hand::parse_wind("--round-wind", o.round)});
}

/// `--batch`: one JSON result per line of `input`, a refused hand as {"error": {"message": ...}}. Returns
/// whether every hand was valued.
bool value_batch(const Ruleset& rules, const std::string& input) {
  const hand::HandRules hand_rules = hand_rules_of(rules);
  std::istringstream lines(input);
  bool all = true;
  for (std::string line; std::getline(lines, line);) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      const HandLine h = read_hand_line(line);
      std::cout << valued_hand_json(value_hand(rules, hand_rules, h.hand, h.honba, h.riichi_sticks));
    } catch (const Error& e) {
      std::cout << nlohmann::json{{"error", {{"message", e.message}}}}.dump() << "\n";
      all = false;
    }
  }
  return all;
}

}  // namespace

void add_value_command(CLI::App& app, const DbOption& db) {
  auto o = std::make_shared<ValueOptions>();
  CLI::App* cmd = app.add_subcommand("value", "A hand valued from its tiles: every yaku, every fu with its reason, "
                                              "and who pays what");
  auto* tiles = cmd->add_option("tiles", o->tiles.concealed, "The concealed tiles with the winning tile, e.g. 123m456p789s11z (0 a red five)");
  auto* batch = cmd->add_option("--batch", o->batch, "Value every hand of a JSON Lines file (- for standard input), one "
                                                     "result per line");
  tiles->excludes(batch);
  cmd->add_option("--win", o->tiles.win_tile, "The winning tile, e.g. 5m");
  auto* ron = cmd->add_flag("--ron", o->ron, "Won on a discard");
  auto* tsumo = cmd->add_flag("--tsumo", o->tsumo, "Won by drawing the tile");
  ron->excludes(tsumo);
  cmd->add_option("--seat", o->seat, "The winner's seat wind: E, S, W or N");
  cmd->add_option("--round-wind", o->round, "The round wind (default E)");
  cmd->add_option("--meld", o->tiles.melds, "A meld KIND:TILES (chi, pon, minkan, ankan, shouminkan), e.g. pon:777z; repeatable");
  cmd->add_flag("--riichi", o->tiles.flags.riichi, "The winner declared riichi");
  cmd->add_flag("--double-riichi", o->tiles.flags.double_riichi, "Riichi on the first discard");
  cmd->add_flag("--ippatsu", o->tiles.flags.ippatsu, "Won within one go-around after riichi");
  cmd->add_flag("--rinshan", o->tiles.flags.rinshan, "Won on the replacement tile after a kan");
  cmd->add_flag("--chankan", o->tiles.flags.chankan, "Won by robbing a kan");
  cmd->add_flag("--haitei", o->tiles.flags.haitei, "Won on the last tile of the wall");
  cmd->add_flag("--houtei", o->tiles.flags.houtei, "Won on the last discard");
  cmd->add_flag("--tenhou", o->tiles.flags.tenhou, "The dealer's win on the first draw");
  cmd->add_flag("--chiihou", o->tiles.flags.chiihou, "A non-dealer's win on the first draw");
  cmd->add_flag("--renhou", o->tiles.flags.renhou, "A win on a discard before one's first draw");
  cmd->add_option("--dora", o->tiles.dora_indicators, "The dora indicators (kan dora indicators too), e.g. 4m7z");
  cmd->add_option("--ura", o->tiles.ura_indicators, "The ura dora indicators (counted only with riichi)");
  cmd->add_option("--counters", o->counters, "Counters (honba) on the table")->check(whole_number(0, 100, "a number of counters"));
  cmd->add_option("--sticks", o->sticks, "Riichi sticks the winner collects")->check(whole_number(0, 100, "a number of sticks"));
  auto* preset = cmd->add_option("--ruleset", o->ruleset.preset, "The ruleset (default: the tournament's with --db, else ema2016)");
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o, ron, tsumo, preset, tiles, batch] {
    const Ruleset rules = preset->count() == 0 && !db.path.empty() ? db.open_to_read()->rules() : o->ruleset.load();
    if (batch->count() > 0) {
      if (!value_batch(rules, read_input(o->batch))) throw CLI::RuntimeError(1);
      return;
    }
    if (tiles->count() == 0) throw InputError{"give the tiles (e.g. 123m456p789s23455s) or --batch FILE"};
    if (o->tiles.win_tile.empty()) throw InputError{"give --win TILE: the winning tile"};
    if (o->seat.empty()) throw InputError{"give --seat E|S|W|N: the winner's seat wind"};
    if (ron->count() == 0 && tsumo->count() == 0) throw InputError{"give --ron or --tsumo: how the hand was won"};
    const ValuedHand v = value_hand(rules, hand_rules_of(rules), winning_hand(*o), o->counters, o->sticks);
    std::cout << (o->format.json() ? valued_hand_json(v) : valued_hand_text(v));
  });
}

}  // namespace tenbou::cli
