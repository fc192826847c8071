// `tenbou hand ron|tsumo|draw|abortive|nagashi|chombo|void`: entering a hand at the table, amending
// or voiding one.

#include <iostream>
#include <set>

#include "base/unicode.h"
#include "cli/command.h"

namespace tenbou::cli {

namespace {

/// The options of a verb that enters (or amends) a hand, and where the win options are.
struct HandOptions {
  EntryOptions entry;
  int amend = 0;
  std::string note;
  std::vector<std::string> winners, from, riichi, tenpai, player, pao;
  std::vector<int> han, fu, yakuman, dora;
  CLI::Option* winner_opt = nullptr;
  CLI::Option* han_opt = nullptr;
  CLI::Option* fu_opt = nullptr;
  CLI::Option* yakuman_opt = nullptr;
  CLI::Option* dora_opt = nullptr;
  CLI::Option* pao_opt = nullptr;
};

/// Groups the win options in the order typed: each --winner starts a win, and --han, --fu, --yakuman,
/// --dora and --pao belong to the winner before them (or to the first one, if typed before any winner).
std::vector<WinDraft> wins_in_order(const CLI::App& cmd, const HandOptions& o) {
  std::vector<WinDraft> wins;
  std::size_t next_winner = 0, next_han = 0, next_fu = 0, next_yakuman = 0, next_dora = 0, next_pao = 0;
  auto current = [&]() -> WinDraft& {
    if (wins.empty()) wins.emplace_back();
    return wins.back();
  };
  std::vector<std::set<const CLI::Option*>> given;  // per win: the options given for it
  for (const CLI::Option* opt : cmd.parse_order()) {
    if (opt == o.winner_opt) {
      if (wins.size() == 1 && wins.front().winner.empty())
        wins.front().winner = o.winners[next_winner++];
      else
        wins.push_back(WinDraft{o.winners[next_winner++], {}, {}, 0, 0, ""});
      given.resize(wins.size());
      continue;
    }
    if (opt != o.han_opt && opt != o.fu_opt && opt != o.yakuman_opt && opt != o.dora_opt && opt != o.pao_opt) continue;
    WinDraft& win = current();
    given.resize(wins.size());
    if (!given.back().insert(opt).second)
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
      win.dora = o.dora[next_dora++];
    } else if (opt == o.pao_opt) {
      win.pao = o.pao[next_pao++];
    }
  }
  for (const WinDraft& w : wins)
    if (w.winner.empty()) throw InputError{"--han, --fu, --yakuman, --dora and --pao need a --winner"};
  return wins;
}

void add_win_options(CLI::App& cmd, HandOptions& o, bool several) {
  o.winner_opt = cmd.add_option("--winner", o.winners,
                                several ? "Who won (repeat for a double or triple ron, each followed by its values)"
                                        : "Who won");
  o.han_opt = cmd.add_option("--han", o.han, "Han of the winner before it (yaku and dora)");
  o.fu_opt = cmd.add_option("--fu", o.fu, "Fu (20, 25, 30, 40, ... 110); not needed from 5 han");
  o.yakuman_opt = cmd.add_option("--yakuman", o.yakuman, "Number of yakuman, instead of han and fu");
  o.dora_opt = cmd.add_option("--dora", o.dora, "How many of the han are dora (for a two-han minimum)");
  o.pao_opt = cmd.add_option("--pao", o.pao, "Player liable for the yakuman (Big Three Dragons, Big Four Winds)");
  for (CLI::Option* opt : {o.winner_opt, o.han_opt, o.fu_opt, o.yakuman_opt, o.dora_opt, o.pao_opt})
    opt->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

EntryContext context_of(const EntryOptions& o) { return {o.reason, o.by, o.expect}; }

void add_game_and_expect(CLI::App& cmd, EntryOptions& o) {
  add_entry_options(cmd, o);
  cmd.add_option("--game", o.game, "The game: ROUND/TABLE, e.g. 1/3")->required();
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

void add_outcome_verb(CLI::App& noun, const DbOption& db, Outcome outcome, const std::string& description) {
  auto o = std::make_shared<HandOptions>();
  CLI::App* cmd = noun.add_subcommand(outcome_name(outcome), description);
  add_game_and_expect(*cmd, o->entry);
  CLI::Option* amend = cmd->add_option("--amend", o->amend, "Replace hand N of the game with this result");
  cmd->add_option("--reason", o->entry.reason,
                  outcome == Outcome::Chombo ? "What the chombo was; with --amend, why the hand is corrected"
                                             : "Why the hand is corrected (with --amend)");
  cmd->add_option("--note", o->note, "A note kept with the hand");
  cmd->add_option("--riichi", o->riichi, "Players whose riichi stands, comma-separated (e.g. Alice,Dave or E,W)");
  if (outcome == Outcome::Ron || outcome == Outcome::Tsumo) add_win_options(*cmd, *o, outcome == Outcome::Ron);
  if (outcome == Outcome::Ron) cmd->add_option("--from", o->from, "Who discarded the winning tile")->expected(1);
  if (outcome == Outcome::Nagashi)
    o->winner_opt = cmd->add_option("--winner", o->winners, "Who holds nagashi mangan, comma-separated");
  CLI::Option* tenpai = nullptr;
  if (outcome == Outcome::Draw)
    tenpai = cmd->add_option("--tenpai", o->tenpai, "Players tenpai at the draw, comma-separated, or none");
  if (outcome == Outcome::Nagashi)
    cmd->add_option("--tenpai", o->tenpai, "Players tenpai at the draw, comma-separated (kept for the record)");
  if (outcome == Outcome::Chombo) cmd->add_option("--player", o->player, "Who committed the chombo")->expected(1);
  on_run(*cmd, &o->entry.format, [&db, o, cmd, amend, outcome, tenpai] {
    if (tenpai && tenpai->count() == 0)
      throw CLI::RequiredError("--tenpai (the players tenpai at the draw, comma-separated, or --tenpai none)");
    const GameRef ref = parse_game_ref("--game", o->entry.game);
    HandDraft draft;
    draft.outcome = outcome;
    if (outcome == Outcome::Ron || outcome == Outcome::Tsumo) draft.wins = wins_in_order(*cmd, *o);
    if (outcome == Outcome::Nagashi) draft.nagashi = split_names(o->winners);
    draft.discarder = o->from.empty() ? "" : o->from.front();
    draft.offender = o->player.empty() ? "" : o->player.front();
    draft.riichi = split_names(o->riichi);
    draft.tenpai = split_names(o->tenpai);
    draft.note = o->note;
    auto t = db.open();
    announce(o->entry, *t,
             record_hand(*t, ref, draft, amend->count() > 0 ? std::optional<int>(o->amend) : std::nullopt,
                         context_of(o->entry)));
  });
}

/// A correction of one hand by number: the game, --hand, a required reason and the double-entry guard.
void add_hand_correction(CLI::App& noun, const DbOption& db, const std::string& name, const std::string& description,
                         EntryResult (*correct)(Tournament&, const GameRef&, int, const EntryContext&)) {
  auto o = std::make_shared<EntryOptions>();
  auto hand = std::make_shared<int>(0);
  CLI::App* cmd = noun.add_subcommand(name, description);
  add_game_and_expect(*cmd, *o);
  cmd->add_option("--hand", *hand, "The hand's number, as in tenbou game show or game history")->required();
  cmd->add_option("--reason", o->reason, "Why (kept in the history)")->required();
  on_run(*cmd, &o->format, [&db, o, hand, correct] {
    const GameRef ref = parse_game_ref("--game", o->game);
    auto t = db.open();
    announce(*o, *t, correct(*t, ref, *hand, context_of(*o)));
  });
}

}  // namespace

void add_hand_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("hand", "Enter, amend or void the result of a hand");
  noun->require_subcommand(1);
  add_outcome_verb(*noun, db, Outcome::Ron, "A win on a discard (one to three winners)");
  add_outcome_verb(*noun, db, Outcome::Tsumo, "A self-drawn win");
  add_outcome_verb(*noun, db, Outcome::Draw, "An exhaustive draw, with the tenpai players");
  add_outcome_verb(*noun, db, Outcome::Abortive, "An abortive draw (where the ruleset has them)");
  add_outcome_verb(*noun, db, Outcome::Nagashi, "Nagashi mangan at an exhaustive draw (where the ruleset has it)");
  add_outcome_verb(*noun, db, Outcome::Chombo, "A chombo: the offender is penalised and the hand is replayed");

  add_hand_correction(*noun, db, "void", "Void a hand entered by mistake (it stays in the history)", void_hand);
  add_hand_correction(*noun, db, "restore", "Bring back a voided hand as it was", restore_hand);
  auto o = std::make_shared<EntryOptions>();
  CLI::App* undo_cmd = noun->add_subcommand("undo", "Void the last hand of a game (say which with --expect N)");
  add_game_and_expect(*undo_cmd, *o);
  o->reason = "undo";
  undo_cmd->add_option("--reason", o->reason, "Why (kept in the history)")->capture_default_str();
  on_run(*undo_cmd, &o->format, [&db, o] {
    const GameRef ref = parse_game_ref("--game", o->game);
    auto t = db.open();
    announce(*o, *t, undo_hand(*t, ref, context_of(*o)));
  });
}

}  // namespace tenbou::cli
