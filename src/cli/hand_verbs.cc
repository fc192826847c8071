#include "cli/hand_verbs.h"

#include <set>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "record/written_tiles.h"

namespace tenbou::cli {
namespace {

/// The options of a verb that enters (or amends) a hand, and where the win options are.
struct HandOptions {
  EntryOptions entry;
  int amend = 0;
  std::string note;
  std::vector<std::string> winners, from, riichi, tenpai, player, pao;
  std::vector<int> han, fu, yakuman;
  std::vector<std::string> dora;  ///< a count of dora, or the dora indicators (with --tiles)
  std::vector<std::string> tiles, win_tile, melds, ura;
  CLI::Option* winner_opt = nullptr;
  CLI::Option* han_opt = nullptr;
  CLI::Option* fu_opt = nullptr;
  CLI::Option* yakuman_opt = nullptr;
  CLI::Option* dora_opt = nullptr;
  CLI::Option* pao_opt = nullptr;
  CLI::Option* tiles_opt = nullptr;
  CLI::Option* win_tile_opt = nullptr;
  CLI::Option* meld_opt = nullptr;
  CLI::Option* ura_opt = nullptr;
  std::vector<std::pair<CLI::Option*, bool hand::WinFlags::*>> flag_opts;  ///< --ippatsu, --rinshan, ...
};

/// How the options name the tiles of a win in messages.
constexpr TileFields kHandTileFields{"--tiles", "--meld", "--win", "--dora", "--ura"};

/// Whether `text` is a count (digits only) rather than tiles.
bool is_count(const std::string& text) {
  return !text.empty() && text.size() <= 3 && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

/// Checks the tiles of `win`: --tiles and --win are both there, and the notation reads.
void check_tiles(const WinDraft& win) {
  const std::string whose = win.winner + "'s win";
  if (win.tiles->concealed.empty())
    throw InputError{"--tiles is needed for " + whose + " with --win, --meld, the dora indicators, --ura or the win's "
                     "flags (the concealed tiles with the winning tile, e.g. --tiles 23455m678p345s)",
                     {{"field", "tiles"}}};
  if (win.tiles->win_tile.empty())
    throw InputError{"--win is needed for " + whose + " with --tiles: the winning tile, e.g. --win 5m", {{"field", "win"}}};
  try {
    winning_hand(*win.tiles, kHandTileFields, {});
  } catch (const hand::NotationError& e) {
    throw InputError{e.message, e.detail()};
  }
}

/// Groups the win options in the order typed: each --winner starts a win, and --han, --fu, --yakuman,
/// --dora and --pao belong to the winner before them (or to the first one, if typed before any winner).
std::vector<WinDraft> wins_in_order(const CLI::App& cmd, const HandOptions& o) {
  std::vector<WinDraft> wins;
  std::size_t next_winner = 0, next_han = 0, next_fu = 0, next_yakuman = 0, next_dora = 0, next_pao = 0;
  std::size_t next_tiles = 0, next_win_tile = 0, next_meld = 0, next_ura = 0;
  auto current = [&]() -> WinDraft& {
    if (wins.empty()) wins.emplace_back();
    return wins.back();
  };
  std::vector<std::set<const void*>> given;  // per win: the options given for it (a dora count apart from indicators)
  for (const CLI::Option* opt : cmd.parse_order()) {
    if (opt == o.winner_opt) {
      if (wins.size() == 1 && wins.front().winner.empty())
        wins.front().winner = o.winners[next_winner++];
      else
        wins.push_back(WinDraft{.winner = o.winners[next_winner++]});
      given.resize(wins.size());
      continue;
    }
    const auto flag = std::find_if(o.flag_opts.begin(), o.flag_opts.end(), [&](const auto& f) { return f.first == opt; });
    const bool tile_part = opt == o.tiles_opt || opt == o.win_tile_opt || opt == o.meld_opt || opt == o.ura_opt ||
                           flag != o.flag_opts.end();
    if (!tile_part && opt != o.han_opt && opt != o.fu_opt && opt != o.yakuman_opt && opt != o.dora_opt && opt != o.pao_opt)
      continue;
    WinDraft& win = current();
    const auto tiles = [&win]() -> WrittenTiles& { return win.tiles ? *win.tiles : win.tiles.emplace(); };
    given.resize(wins.size());
    const void* part = opt == o.dora_opt && !is_count(o.dora[next_dora]) ? static_cast<const void*>(&o.dora) : opt;
    const bool repeatable = opt == o.meld_opt || opt == o.ura_opt || part == &o.dora;  // more melds, more indicators
    if (!repeatable && !given.back().insert(part).second)
      throw InputError{opt->get_name() + " is given twice for " + (win.winner.empty() ? "the win" : win.winner + "'s win") +
                           " (each --winner takes one of each; start the next win with --winner)",
                       {{"field", opt->get_name()}}};
    if (opt == o.han_opt) {
      win.han = o.han[next_han++];
    } else if (opt == o.fu_opt) {
      win.fu = o.fu[next_fu++];
    } else if (opt == o.yakuman_opt) {
      win.yakuman = o.yakuman[next_yakuman++];
    } else if (opt == o.dora_opt) {
      const std::string& dora = o.dora[next_dora++];
      if (is_count(dora)) win.dora = std::stoi(dora);
      else tiles().dora_indicators += dora;
    } else if (opt == o.pao_opt) {
      win.pao = o.pao[next_pao++];
    } else if (opt == o.tiles_opt) {
      tiles().concealed = o.tiles[next_tiles++];
    } else if (opt == o.win_tile_opt) {
      tiles().win_tile = o.win_tile[next_win_tile++];
    } else if (opt == o.meld_opt) {
      tiles().melds.push_back(o.melds[next_meld++]);
    } else if (opt == o.ura_opt) {
      tiles().ura_indicators += o.ura[next_ura++];
    } else {
      tiles().flags.*(flag->second) = true;
    }
  }
  // The indicators are the table's: given for one winner of a double ron, they are every winner's.
  const auto shown = std::find_if(wins.begin(), wins.end(), [](const WinDraft& w) { return w.tiles && !w.tiles->dora_indicators.empty(); });
  for (WinDraft& w : wins) {
    if (w.winner.empty()) throw InputError{"--han, --fu, --yakuman, --dora, --pao and the tiles need a --winner"};
    if (!w.tiles) continue;
    if (shown != wins.end() && w.tiles->dora_indicators.empty()) w.tiles->dora_indicators = shown->tiles->dora_indicators;
    check_tiles(w);
  }
  return wins;
}

void add_win_options(CLI::App& cmd, HandOptions& o, bool several) {
  o.winner_opt = cmd.add_option("--winner", o.winners,
                                several ? "Who won (repeat for a double or triple ron, each followed by its values)"
                                        : "Who won");
  o.han_opt = cmd.add_option("--han", o.han, "Han of the winner before it (yaku and dora)");
  o.fu_opt = cmd.add_option("--fu", o.fu, "Fu (20, 25, 30, 40, ... 110); not needed from 5 han");
  o.yakuman_opt = cmd.add_option("--yakuman", o.yakuman, "Number of yakuman, instead of han and fu");
  o.dora_opt = cmd.add_option("--dora", o.dora,
                              "How many of the han are dora (for a two-han minimum); with --tiles, the dora indicators "
                              "(kan dora indicators too: 4m7z, or --dora 4m --dora 7z), the same for every winner");
  o.pao_opt = cmd.add_option("--pao", o.pao, "Player liable for the yakuman (Big Three Dragons, Big Four Winds)");
  o.tiles_opt = cmd.add_option("--tiles", o.tiles,
                               "The winner's concealed tiles with the winning tile, e.g. 23455m678p345s: then han and fu "
                               "may be left out, the tiles give them");
  o.win_tile_opt = cmd.add_option("--win", o.win_tile, "With --tiles: the winning tile, e.g. 5m");
  o.meld_opt = cmd.add_option("--meld", o.melds, "With --tiles: a meld KIND:TILES (chi, pon, minkan, ankan, shouminkan), "
                                                 "e.g. pon:777z; repeatable");
  o.ura_opt = cmd.add_option("--ura", o.ura, "With --tiles: the ura dora indicators (counted with riichi)");
  for (CLI::Option* opt : {o.winner_opt, o.han_opt, o.fu_opt, o.yakuman_opt, o.dora_opt, o.pao_opt, o.tiles_opt,
                           o.win_tile_opt, o.meld_opt, o.ura_opt})
    opt->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  static constexpr std::array<std::tuple<const char*, bool hand::WinFlags::*, const char*>, 9> kFlags = {{
      {"--double-riichi", &hand::WinFlags::double_riichi, "With --tiles: riichi on the first discard"},
      {"--ippatsu", &hand::WinFlags::ippatsu, "With --tiles: won within one go-around after riichi"},
      {"--rinshan", &hand::WinFlags::rinshan, "With --tiles: won on the replacement tile after a kan"},
      {"--chankan", &hand::WinFlags::chankan, "With --tiles: won by robbing a kan"},
      {"--haitei", &hand::WinFlags::haitei, "With --tiles: won on the last tile of the wall"},
      {"--houtei", &hand::WinFlags::houtei, "With --tiles: won on the last discard"},
      {"--tenhou", &hand::WinFlags::tenhou, "With --tiles: the dealer's win on the first draw"},
      {"--chiihou", &hand::WinFlags::chiihou, "With --tiles: a non-dealer's win on the first draw"},
      {"--renhou", &hand::WinFlags::renhou, "With --tiles: a win on a discard before one's first draw"},
  }};
  for (const auto& [name, member, help] : kFlags)
    o.flag_opts.emplace_back(cmd.add_flag(name, help)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll), member);
}

}  // namespace

EntryContext context_of(const EntryOptions& o) { return {o.reason, o.by, o.expect}; }

void refused_with_winds(const std::function<std::string()>& winds, const std::function<void()>& write) {
  try {
    write();
  } catch (Error& e) {
    if (winds) e.detail()["winds"] = winds();  // told after the refusal's way out (refusal_words.h)
    throw;
  }
}

void add_game_and_expect(CLI::App& cmd, EntryOptions& o, bool with_game) {
  add_entry_options(cmd, o);
  if (with_game)
    cmd.add_option("--game", o.game, "The game: ROUND/TABLE, e.g. 1/3 (default: $TENBOU_GAME)")
        ->required()
        ->envname("TENBOU_GAME");
  cmd.add_option("--expect", o.expect,
                 "The hand you believe this is: ROUND.COUNTERS (e.g. S2.1), the hand number (e.g. 7) or both "
                 "(S2.1#7); refused if it is not, so a hand is never entered (or undone, voided) twice")
      ->each([](const std::string& value) {
        if (unicode::trimmed(value).empty())
          throw InputError{"--expect: \"" + value + "\" is not valid: it is blank (give the hand, e.g. S2.1, 7 or "
                           "S2.1#7; leave --expect out to enter without the check)",
                           {{"field", "expect"}, {"value", value}}};
      });
}

namespace {

void add_outcome_verb(CLI::App& noun, bool with_game, const std::function<void(const HandCommand&)>& act,
                      Outcome outcome, const std::string& description) {
  auto o = std::make_shared<HandOptions>();
  CLI::App* cmd = noun.add_subcommand(outcome_name(outcome), description);
  cmd->footer("Players are named by name, a word of it or a unique start, EMA number, or seat wind in this hand: E is "
              "this hand's dealer, then S, W and N in turn. These winds move with the deal: they are not the starting "
              "seats that score sheets and --scores use. --winner, --from, --pao, --riichi, --tenpai and --player "
              "all take them, and the confirmation says whom each wind named.");
  add_game_and_expect(*cmd, o->entry, with_game);
  CLI::Option* amend = cmd->add_option("--amend", o->amend, "Replace hand N of the game with this result");
  cmd->add_option("--reason", o->entry.reason,
                  outcome == Outcome::Chombo ? "What the chombo was; with --amend, why the hand is corrected"
                                             : "Why the hand is corrected (with --amend)");
  cmd->add_option("--note", o->note, "A note kept with the hand");
  cmd->add_option("--riichi", o->riichi,
                  "Players whose riichi stands, comma-separated (e.g. Alice,Dave, or this hand's winds E,W)");
  if (outcome == Outcome::Ron || outcome == Outcome::Tsumo) add_win_options(*cmd, *o, outcome == Outcome::Ron);
  if (outcome == Outcome::Ron) cmd->add_option("--from", o->from, "Who discarded the winning tile")->expected(1);
  if (outcome == Outcome::Nagashi)
    o->winner_opt = cmd->add_option("--winner", o->winners, "Who holds nagashi mangan, comma-separated");
  CLI::Option* tenpai = nullptr;
  if (outcome == Outcome::Draw)
    tenpai = cmd->add_option("--tenpai", o->tenpai,
                             "Players tenpai at the draw, comma-separated (names or this hand's winds), or none");
  if (outcome == Outcome::Nagashi)
    cmd->add_option("--tenpai", o->tenpai, "Players tenpai at the draw, comma-separated (kept for the record)");
  if (outcome == Outcome::Chombo) cmd->add_option("--player", o->player, "Who committed the chombo")->expected(1);
  const auto read = [o, cmd, amend, outcome, tenpai, act] {
    if (tenpai && tenpai->count() == 0)
      throw CLI::RequiredError("--tenpai (the players tenpai at the draw, comma-separated, or --tenpai none)");
    HandCommand c{.amend = amend->count() > 0 ? std::optional<int>(o->amend) : std::nullopt, .entry = o->entry};
    HandDraft& draft = c.draft;
    draft.outcome = outcome;
    if (outcome == Outcome::Ron || outcome == Outcome::Tsumo) draft.wins = wins_in_order(*cmd, *o);
    if (outcome == Outcome::Nagashi) draft.nagashi = split_names(o->winners);
    draft.discarder = o->from.empty() ? "" : o->from.front();
    draft.offender = o->player.empty() ? "" : o->player.front();
    draft.riichi = split_names(o->riichi);
    draft.tenpai = tenpai_names(o->tenpai);
    draft.note = o->note;
    act(c);
  };
  if (with_game)
    on_run(*cmd, &o->entry.format, read);
  else
    cmd->callback(read);
}

}  // namespace

void add_hand_verbs(CLI::App& noun, bool with_game, const std::function<void(const HandCommand&)>& act) {
  add_outcome_verb(noun, with_game, act, Outcome::Ron, "A win on a discard (one to three winners)");
  add_outcome_verb(noun, with_game, act, Outcome::Tsumo, "A self-drawn win");
  add_outcome_verb(noun, with_game, act, Outcome::Draw, "An exhaustive draw, with the tenpai players");
  add_outcome_verb(noun, with_game, act, Outcome::Abortive, "An abortive draw (where the ruleset has them)");
  add_outcome_verb(noun, with_game, act, Outcome::Nagashi, "Nagashi mangan at an exhaustive draw (where the ruleset has it)");
  add_outcome_verb(noun, with_game, act, Outcome::Chombo, "A chombo: the offender is penalised and the hand is replayed");
}

}  // namespace tenbou::cli
