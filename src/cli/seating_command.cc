// `tenbou seating generate|show|check|regenerate|replace|standings`: who sits where in every round.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/terminal.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/seating_report.h"
#include "report/standings_seating_report.h"
#include "report/text_table.h"
#include "seating/schedule.h"
#include "seating/schedule_file.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/seats/standings_seating.h"

namespace tenbou::cli {
namespace {

/// The search options generate and regenerate share.
struct SearchOptions {
  std::uint64_t seed = 1;
  double time_limit = 10;
  std::string separate;
  FormatOption format;

  SeatingSearch search(int rounds) const {
    return {rounds, seed, std::chrono::milliseconds(static_cast<long>(time_limit * 1000)), separate};
  }
};

void add_search_options(CLI::App& cmd, SearchOptions& o) {
  cmd.add_option("--seed", o.seed, "Seed of the search: the same seed gives the same schedule (default 1)");
  cmd.add_option("--time-limit", o.time_limit, "Seconds the search may take at most; the best schedule found is "
                                               "returned (default 10)")
      ->check(CLI::Range(0.01, 3600.0));
  add_format_option(cmd, o.format, {"text", "json"});
}

/// Long searches say so on a terminal, so nobody thinks tenbou hangs; a plan that cannot avoid repeated meetings is
/// said at once, wherever the output goes.
void progress(int players, int rounds, double seconds) {
  if (is_terminal(StandardStream::Error))
    std::cerr << "Seating " << players << " players for " << rounds << " rounds (at most " << seconds << " s)...\n";
  if (const int least = seating::least_repeated_meetings(players, rounds); least > 0)
    std::cerr << "note: " << players << " players over " << rounds << " rounds cannot avoid repeated meetings: at least "
              << least << " (the search looks for the fewest, then for the best winds)\n";
}

void warn_incomplete(bool complete) {
  if (!complete)
    std::cerr << "note: the time limit ended the search; this is the best schedule found (see its quality; "
                 "--time-limit allows more)\n";
}

/// Prints a stored plan after generate or regenerate: a summary, or with json the whole plan.
void report_stored(Tournament& t, const SeatingOutcome& outcome, const FormatOption& format) {
  const StoredSeating& s = outcome.seating;
  const std::vector<std::string> names = s.names(t);
  warn_incomplete(outcome.complete);
  std::cout << (format.json() ? schedule_json({s.schedule, names, 0}, s.quality, true) + "\n" : stored_plan_text(s));
}

void add_generate(CLI::App& noun, const DbOption& db) {
  struct Options {
    int players = 0;
    int rounds = 0;
    std::string reason;
    std::string by;
    SearchOptions search;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "generate", "Seat players for every round: no pair meets twice while possible, winds balanced. With --players "
                  "N no tournament file is used; otherwise the registered players are seated and the plan stored");
  cmd->add_option("--players", o->players, "Number of players (numbered 1..N), without a tournament file")
      ->check(whole_number(1, 4 * kMaxTable, "a number of players"));
  cmd->add_option("--rounds", o->rounds, "Number of rounds")->required()->check(whole_number(1, kMaxRound, "a number of rounds"));
  cmd->add_option("--separate", o->search.separate, "Keep players of the same country, club or team apart, as far as "
                                                    "avoiding repeats allows (tournament file only)")
      ->check(CLI::IsMember({"country", "club", "team"}));
  cmd->add_option("--reason", o->reason, "Why a stored plan is replaced (needed when one exists)");
  cmd->add_option("--by", o->by, "Who generates it (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  add_search_options(*cmd, o->search);
  on_run(*cmd, &o->search.format, [&db, o] {
    if (o->players == 0) {
      auto t = db.open();
      progress(static_cast<int>(t->players().all().size()), o->rounds, o->search.time_limit);
      report_stored(*t, generate_seating(*t, o->search.search(o->rounds), {o->reason, o->by, ""}), o->search.format);
      return;
    }
    progress(o->players, o->rounds, o->search.time_limit);
    const seating::Result result = numbered_schedule(o->players, o->search.search(o->rounds));
    warn_incomplete(result.complete);
    const std::vector<std::string> names = player_numbers(o->players);
    const SeatingView view{result.schedule, names, 0};
    std::cout << (o->search.format.json() ? schedule_json(view, result.quality, false) + "\n"
                                          : schedule_text(view, result.quality, text_width()));
  });
}

void add_seating_show(CLI::App& noun, const DbOption& db) {
  struct Options {
    int round = 0;
    bool projector = false;
    int refresh = 0;
    LanguageOption lang;
    FormatOption format;
    OutputOption output;
    CsvOptions csv;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("show", "The stored seating plan per table and per player (html: printable "
                                              "tables and a card per player)");
  cmd->add_option("--round", o->round, "Only this round")->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_flag("--projector", o->projector,
                "With --round and --format html: find your seat, every player by name with table and wind, for the "
                "room's projector");
  add_refresh_option(*cmd, o->refresh);
  add_language_option(*cmd, o->lang);
  add_format_option(*cmd, o->format, {"text", "csv", "json", "html"});
  add_csv_options(*cmd, o->csv);
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const auto s = current_seating(*t);
    if (!s) throw InputError{"no seating plan is stored: generate one with `tenbou seating generate --rounds R`"};
    if (o->round > s->plan.rounds)
      throw InputError{"round: the seating plan has rounds 1 to " + std::to_string(s->plan.rounds) + ", not " +
                           std::to_string(o->round),
                       {{"field", "round"}, {"value", o->round}}};
    if (o->projector && (o->format.value != "html" || o->round == 0))
      throw InputError{"--projector makes the find-your-seat page of one round: give --round N --format html",
                       {{"field", "projector"}}};
    const std::vector<std::string> names = s->names(*t);
    const SeatingView view{s->schedule, names, o->round};
    if (o->format.json()) {
      o->output.write(schedule_json(view, s->quality, true) + "\n");
    } else if (o->format.value == "csv") {
      o->output.write(schedule_csv(view, o->csv.style(*t)));
    } else if (o->format.value == "html") {
      o->output.write(o->projector ? find_your_seat_html(t->info().name, view, o->refresh, o->lang.words(*t))
                                   : schedule_html(t->info().name, view, o->lang.words(*t)));
    } else {
      const std::string heading = t->info().name + ", seating plan " + std::to_string(s->plan.id) + " (" +
                                  read_settings(*t).local_time().stamp(s->plan.entered_at) +
                                  (s->plan.reason.empty() ? "" : ", " + s->plan.reason) + ")";
      o->output.write(fitted_lines(heading, text_width()) + "\n\n" + schedule_text(view, s->quality, text_width()) +
                      "\nPlayers (table and wind per round)\n" + player_seating_text(view, text_width()));
    }
  });
}

void add_check(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string file, separate;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("check", "The quality of a schedule from a file (JSON as `seating generate` "
                                               "writes it, or CSV round,table,E,S,W,N), or with --separate of the "
                                               "tournament's plan");
  cmd->add_option("file", o->file, "The schedule file (- for standard input)");
  auto* separate = cmd->add_option("--separate", o->separate, "Check the tournament's plan for meetings of players of "
                                                              "one country, club or team")
                       ->check(CLI::IsMember({"country", "club", "team"}));
  separate->excludes(cmd->get_option("file"));
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    if (!o->separate.empty()) {
      auto t = db.open_to_read();
      const auto [plan, apart] = plan_groups_apart(*t, o->separate);
      std::cout << (o->format.json() ? plan_groups_json(plan, apart) : plan_groups_text(plan, apart));
      return;
    }
    if (o->file.empty())
      throw CLI::RequiredError("file (the schedule to check), or --separate country|club|team to check the tournament's plan");
    CheckedSchedule checked;
    try {
      checked = check_schedule(read_input(o->file));
    } catch (const ScheduleFileError& e) {
      throw InputError{o->file + ": " + e.message, {{"field", "file"}, {"value", o->file}}};
    }
    std::cout << (o->format.json() ? schedule_check_json(checked) : schedule_check_text(o->file, checked));
  });
}

void add_regenerate(CLI::App& noun, const DbOption& db) {
  struct Options {
    int from_round = 0;
    std::vector<std::string> drop;
    std::vector<std::string> add;
    std::string reason;
    std::string by;
    SearchOptions search;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "regenerate", "A new plan from round K on: earlier rounds stay as played, players drop out or join, and the "
                    "rest is searched again counting who already met");
  cmd->add_option("--from-round", o->from_round, "The first round to seat again")->required()->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--drop", o->drop, "Players who leave (repeatable, or comma-separated)");
  cmd->add_option("--add", o->add, "Registered players who join, e.g. substitutes (repeatable, or comma-separated)");
  cmd->add_option("--separate", o->search.separate, "Keep players of the same country, club or team apart (default: "
                                                    "as the plan did)")
      ->check(CLI::IsMember({"country", "club", "team"}));
  cmd->add_option("--reason", o->reason, "Why, e.g. who dropped out (kept with the plan)")->required();
  cmd->add_option("--by", o->by, "Who regenerates it (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  add_search_options(*cmd, o->search);
  on_run(*cmd, &o->search.format, [&db, o] {
    auto t = db.open();
    progress(static_cast<int>(t->players().all().size()), 0, o->search.time_limit);
    const SeatingOutcome outcome = regenerate_seating(*t, o->from_round, split_names(o->drop), split_names(o->add),
                                                      o->search.search(0), {o->reason, o->by, ""});
    report_stored(*t, outcome, o->search.format);
  });
}

void add_replace(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string player, substitute, reason, by;
    int from_round = 0;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "replace", "A substitute takes a withdrawn or absent player's seats (tables and winds) from round K on; "
                 "nobody else moves");
  cmd->add_option("player", o->player, "The player who withdrew or is absent")->required();
  cmd->add_option("substitute", o->substitute, "The registered player who takes the seats")->required();
  cmd->add_option("--from-round", o->from_round, "The first round the substitute plays")
      ->required()
      ->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--reason", o->reason, "Why (kept with the plan)")->required();
  cmd->add_option("--by", o->by, "Who makes the change (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open();
    const SeatReplacement done = replace_in_seating(*t, o->player, o->substitute, o->from_round, {o->reason, o->by, ""});
    std::cout << (o->format.json() ? seat_replacement_json(done) : seat_replacement_text(done));
  });
}

void add_standings(CLI::App& noun, const DbOption& db) {
  struct Options {
    int round = 0;
    int after_round = 0;
    int groups = 0;
    std::string reason, by;
    SearchOptions search;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "standings", "Seat a round by the standings after an earlier one: table 1 holds places 1-4, table 2 places 5-8, "
                   "...; or with --groups N, rank brackets of N players each seated within itself with as few "
                   "repeated meetings as possible, winds balanced");
  cmd->add_option("--round", o->round, "The round to seat")->required()->check(whole_number(2, kMaxRound, "a round"));
  cmd->add_option("--after-round", o->after_round, "The standings after this round (default: the round before)")
      ->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--groups", o->groups, "Brackets of this many players (a multiple of 4): places 1-N, N+1-2N, ...; "
                                         "the last bracket takes the rest")
      ->check(whole_number(4, 4 * kMaxTable, "a number of players"));
  cmd->add_option("--reason", o->reason, "Why (kept with the plan; needed when the plan seats that round already)");
  cmd->add_option("--by", o->by, "Who seats it (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  add_search_options(*cmd, o->search);
  on_run(*cmd, &o->search.format, [&db, o] {
    auto t = db.open();
    const SeatingSearch search = o->search.search(1);
    const StandingsSeating done = seat_by_standings(
        *t, {o->round, o->after_round, o->groups, search.seed, search.time_limit}, {o->reason, o->by, ""});
    std::cout << (o->search.format.json() ? standings_seating_json(done) : standings_seating_text(done, text_width()));
  });
}

}  // namespace

void add_seating_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("seating", "Seating plans: generate, show, check a file, regenerate, replace a player, seat a round by the standings");
  noun->require_subcommand(1);
  add_generate(*noun, db);
  add_seating_show(*noun, db);
  add_check(*noun, db);
  add_regenerate(*noun, db);
  add_replace(*noun, db);
  add_standings(*noun, db);
}

}  // namespace tenbou::cli
