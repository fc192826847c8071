#include "cli/hand_verbs.h"

#include <set>

#include "base/unicode.h"

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

}  // namespace

EntryContext context_of(const EntryOptions& o) { return {o.reason, o.by, o.expect}; }

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
  add_game_and_expect(*cmd, o->entry, with_game);
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
    draft.tenpai = split_names(o->tenpai);
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
