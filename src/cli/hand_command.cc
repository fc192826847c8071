// `tenbou hand ron|tsumo|draw|abortive|nagashi|chombo|void`: entering a hand at the table, amending
// or voiding one.

#include <iostream>

#include "cli/commands.h"
#include "cli/hand_verbs.h"
#include "report/entry_text.h"

namespace tenbou::cli {

namespace {

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
  add_hand_verbs(*noun, true, [&db](const HandCommand& c) {
    const GameRef ref = parse_game_ref("--game", c.entry.game);
    auto t = db.open();
    EntryContext context = context_of(c.entry);
    context.refuse_repeat = c.entry.expect.empty();  // a hand named by --expect is meant, even when it repeats
    // A hand that names players by seat wind says whom each wind named: from the game as written, or for a
    // refusal as the game stands.
    const bool winds = names_a_wind(c.draft);
    std::optional<EntryResult> written;
    refused_with_winds(winds ? std::function([&] { return hand_winds_text(load_game_log(*t, ref), c.amend); }) : nullptr,
                       [&] { written = record_hand(*t, ref, c.draft, c.amend, context); });
    announce(c.entry, *t, *written, winds ? hand_winds_text(written->log, written->hand) : "");
  });

  add_hand_correction(*noun, db, "void", "Void a hand entered by mistake (it stays in the history)", void_hand);
  add_hand_correction(*noun, db, "restore", "Bring back a voided hand as it was", restore_hand);
  auto o = std::make_shared<EntryOptions>();
  CLI::App* undo_cmd = noun->add_subcommand("undo", "Void the last hand of a game (say which with --expect N)");
  add_game_and_expect(*undo_cmd, *o);
  undo_cmd->add_option("--reason", o->reason,
                       "Why (kept in the history; default \"undo\"; needed when the game is over: undoing reopens it)");
  on_run(*undo_cmd, &o->format, [&db, o] {
    const GameRef ref = parse_game_ref("--game", o->game);
    auto t = db.open();
    announce(*o, *t, undo_hand(*t, ref, context_of(*o)));
  });
}

}  // namespace tenbou::cli
