#include "cli/table_session.h"

#include <charconv>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/entry_options.h"
#include "cli/mistyped_words.h"
#include "cli/refusal_words.h"
#include "cli/short_hand.h"
#include "cli/terminal_width.h"
#include "cli/words.h"
#include "report/entry_text.h"
#include "report/explain_text.h"
#include "report/score_sheet.h"
#include "report/table_view.h"
#include "report/text_table.h"
#include "tournament/entry/double_entry_guard.h"
#include "tournament/entry/game_result.h"
#include "tournament/settings.h"

namespace tenbou::cli {
namespace {

const std::vector<std::string> kCommands = {"undo",    "amend",   "void",   "restore", "sheet", "history",
                                            "explain", "finish", "result", "help",    "quit"};
/// The question after a preview: Enter (or y) writes, anything else discards.
const char* const kWriteQuestion = "Enter writes it, anything else discards it: ";

/// Every verb and option of the long form (`tenbou hand VERB`), tile options and the win's flags included, as the
/// command line defines them: for completion.
std::vector<std::string> long_form_words() {
  CLI::App app;
  add_hand_verbs(app, false, [](const HandCommand&) {});
  std::vector<std::string> words;
  for (const CLI::App* verb : app.get_subcommands([](const CLI::App*) { return true; })) {
    words.push_back(verb->get_name());
    for (const CLI::Option* option : verb->get_options())
      for (const std::string& name : option->get_lnames())
        if (name != "help" && std::find(words.begin(), words.end(), "--" + name) == words.end())
          words.push_back("--" + name);
  }
  return words;
}

bool is_long_verb(const std::string& word) {
  return std::any_of(kOutcomes.begin(), kOutcomes.end(), [&](Outcome o) { return word == outcome_name(o); });
}

/// The hand number in `words[at]`. Throws InputError naming what it is for.
int hand_number(const std::vector<std::string>& words, std::size_t at, const std::string& command) {
  int n = 0;
  if (at < words.size()) {
    const std::string& w = words[at];
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), n);
    if (ec == std::errc() && end == w.data() + w.size() && n >= 1) return n;
  }
  throw InputError{command + " needs a hand number, as the score sheet shows it (e.g. " + command + " 5)",
                   {{"field", "hand"}}};
}

/// The hand a line describes, in the short form or in the long form of `tenbou hand VERB` (without --game).
HandCommand parse_hand(const std::vector<std::string>& words) {
  if (words.empty()) throw InputError{"a result is needed after the hand number (e.g. amend 5 r A<C 4/30)"};
  if (is_short_verb(words.front())) return parse_short_hand(words);
  if (!is_long_verb(words.front()))
    throw InputError{"\"" + words.front() + "\" is not a result or a command (type help for the list)",
                     {{"field", "command"}, {"value", words.front()}}};
  HandCommand parsed;
  CLI::App app;
  app.require_subcommand(1);
  add_hand_verbs(app, false, [&parsed](const HandCommand& c) { parsed = c; });
  std::vector<std::string> args(words.rbegin(), words.rend());  // CLI11 takes them last first
  try {
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    if (const auto mistyped = mistyped_words(app, words, "")) throw InputError{*mistyped};
    throw InputError{words.front() + ": " + e.what()};
  }
  return parsed;
}

std::string joined(const std::vector<std::string>& words, std::size_t from) {
  std::string out;
  for (std::size_t i = from; i < words.size(); ++i) out += (out.empty() ? "" : " ") + words[i];
  return out;
}

/// `line` without its comment: from a # at the start of a word on.
std::string without_comment(const std::string& line) {
  for (std::size_t i = 0; i < line.size(); ++i)
    if (line[i] == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) return line.substr(0, i);
  return line;
}

/// "result 42300 31200 28500 18000 sticks 1 chombo Alice relative": the final scores of a paper score sheet.
SheetDraft sheet_draft(const std::vector<std::string>& words) {
  SheetDraft draft;
  std::vector<std::string> scores;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    const bool has_value = i + 1 < words.size();
    if (w == "relative") {
      draft.relative = true;
    } else if (w == "chombo" && has_value) {
      draft.chombo.push_back(words[++i]);
    } else if (w == "sticks" && has_value) {
      const std::string& n = words[++i];
      const auto [end, error] = std::from_chars(n.data(), n.data() + n.size(), draft.sticks);
      if (error != std::errc() || end != n.data() + n.size())
        throw InputError{"sticks: \"" + n + "\" is not a number of riichi sticks", {{"field", "sticks"}}};
    } else if (w == "chombo" || w == "sticks") {
      throw InputError{w + " needs a value (e.g. result 42300 31200 28500 17000 sticks 1 chombo Alice)", {{"field", w}}};
    } else {
      scores.push_back(w);
    }
  }
  draft.scores = parse_scores(scores);
  return draft;
}

}  // namespace

std::string table_help() {
  return "Enter one result per line, in the short form or as the options of tenbou hand VERB:\n" +
         std::string(short_form_help()) +
         "  ron --winner \"Alice Martin\" --from Chiara --han 3 --fu 30 --riichi Alice,Dmitri   (any hand option)\n"
         "Commands:\n"
         "  undo [REASON]             void the last hand entered (a game that is over needs the reason)\n"
         "  amend N RESULT            replace hand N (asks why; or --reason \"...\")\n"
         "  void N [REASON]           void hand N      restore N [REASON]   bring a voided hand back\n"
         "  result E S W N [sticks N] [chombo P]... [relative]\n"
         "                            the final scores from a paper score sheet, East first as seated at the start\n"
         "  sheet   history   explain N   finish [REASON]   help   quit (or Ctrl-D; Ctrl-C clears the line)\n"
         "Each result is shown before it is written: Enter (or y) writes it, anything else discards it. A hand that\n"
         "repeats the one entered just before is taken for a double entry: end its line with again to enter it.\n";
}

TableSession::TableSession(Tournament& t, const GameRef& ref, TableOptions options, LineEditor& editor,
                           std::ostream& out, std::ostream& err)
    : t_(t), ref_(ref), options_(std::move(options)), editor_(editor), out_(out), err_(err) {
  reload();
  std::vector<std::string> words = long_form_words();
  words.insert(words.end(), short_verbs().begin(), short_verbs().end());
  words.insert(words.end(), kCommands.begin(), kCommands.end());
  for_each_seat([&](Seat s) {
    const std::string& name = log_.names[s];
    words.push_back(name.find(' ') == std::string::npos ? name : "\"" + name + "\"");
    for (std::size_t start = 0; start < name.size();) {  // each word: players are found by any of them
      const std::size_t end = std::min(name.find(' ', start), name.size());
      if (end > start) words.push_back(name.substr(start, end - start));
      start = end + 1;
    }
  });
  editor_.set_completions(std::move(words));
}

void TableSession::reload() { log_ = load_game_log(t_, ref_); }

void TableSession::show_state() {
  if (editor_.interactive()) out_ << "\n" << table_view_text(log_, text_width());
}

EntryContext TableSession::context(const std::string& why, int hand) const {
  return {why, options_.by, std::to_string(hand)};
}

std::string TableSession::reason(std::string given, const std::string& what, const std::string& example) {
  if (given.empty() && editor_.interactive()) given = editor_.read("Why is " + what + "? ", Remember::Answer).value_or("");
  if (given.find_first_not_of(" \t") == std::string::npos)
    throw InputError{"a reason is needed: why is " + what + "? (e.g. " + example + ")", {{"field", "reason"}}};
  return given;
}

bool TableSession::previews() const { return editor_.interactive() && !options_.yes; }

bool TableSession::confirmed(const EntryResult& preview, const std::string& question, bool yes_only,
                             const std::string& warning) {
  out_ << fitted_lines("Preview: " + entry_announcement(t_.rules(), preview), confirmation_width()) << "\n";
  if (!warning.empty()) out_ << fitted_lines(warning, confirmation_width()) << "\n";
  const std::optional<std::string> answer = editor_.read(question, Remember::Answer);
  const bool yes = answer && (*answer == "y" || *answer == "yes" || (!yes_only && answer->empty()));
  if (!yes) out_ << "Discarded: nothing was written.\n";
  return yes;
}

void TableSession::enter(std::vector<std::string> words, std::optional<int> amend) {
  // "again" at the end of a line enters a hand that repeats the last one (a likely double entry otherwise).
  const bool again = !amend && words.size() > 1 && words.back() == "again";
  if (again) words.pop_back();
  HandCommand c = parse_hand(words);
  if (amend)
    c.entry.reason = reason(c.entry.reason, "hand " + std::to_string(*amend) + " amended",
                            "amend " + std::to_string(*amend) + " r A<C 4/30 --reason \"a dora was missed\"");
  const int number = amend.value_or(log_.next_number);
  EntryContext ctx = context(c.entry.reason, number);
  ctx.refuse_repeat = !again;
  // A hand that names players by seat wind says whom each wind names: in its preview, refusal and confirmation.
  const std::string winds = names_a_wind(c.draft) ? hand_winds_text(log_, amend) : "";
  refused_with_winds(winds.empty() ? nullptr : std::function([&] { return winds; }), [&] {
    if (previews()) {
      std::optional<EntryResult> preview;
      std::string question = kWriteQuestion, warning;
      bool suspected = false;  // a likely double entry is written only on a y
      try {
        preview = preview_hand(t_, ref_, c.draft, amend, ctx);
      } catch (const LikelyRepeat& repeat) {
        suspected = true;
        ctx.refuse_repeat = false;
        preview = preview_hand(t_, ref_, c.draft, amend, ctx);
        warning = "Careful: " + repeat.message + ".";
        question = "Enter it anyway? (y writes it, anything else discards it) ";
      }
      if (!winds.empty()) warning = winds + (warning.empty() ? "" : "\n" + warning);
      if (!confirmed(*preview, question, suspected, warning)) return;
    }
    const EntryResult written = record_hand(t_, ref_, c.draft, amend, ctx);
    out_ << fitted_lines(entry_announcement(t_.rules(), written) + (previews() || winds.empty() ? "" : " " + winds),
                         confirmation_width())
         << "\n";
    log_ = written.log;
  });
}

void TableSession::enter_result(const std::vector<std::string>& words) {
  const SheetDraft draft = sheet_draft(words);
  const std::string why =
      log_.sheet_result ? reason("", "the result replaced", "result 42300 31200 28500 18000 sticks 0") : "";
  const EntryContext ctx{why, options_.by, ""};
  if (previews() && !confirmed(preview_result(t_, ref_, draft, ctx), kWriteQuestion, false)) return;
  const EntryResult r = record_result(t_, ref_, draft, ctx);
  out_ << fitted_lines(entry_announcement(t_.rules(), r), confirmation_width()) << "\n";
  log_ = r.log;
}

bool TableSession::handle(const std::vector<std::string>& words) {
  const std::string& command = words.front();
  if (command == "quit" || command == "exit") return false;
  if (command == "help" || command == "?") {
    out_ << fitted_lines(table_help(), text_width());
    if (log_.sheet.end == GameEnd::NotOver)
      out_ << fitted_lines(hand_winds_text(log_) + " E S W N name the players by these winds, which move with the deal.",
                           text_width())
           << "\n";
  } else if (command == "sheet") {
    out_ << score_sheet_text(t_.rules(), log_.names, log_.sheet, text_width());
  } else if (command == "history") {
    out_ << history_text(t_.rules(), log_, read_settings(t_).local_time(), 0, text_width());
  } else if (command == "explain") {
    out_ << explain_text(t_.rules(), log_, hand_number(words, 1, "explain"), read_settings(t_).local_time(),
                         text_width());
  } else if (command == "undo") {
    if (log_.hands.empty()) throw InputError{"game " + ref_.text() + " has no hands to undo"};
    // "undo REASON": a reason, which a game that is over needs (undoing reopens it); else "undo".
    const EntryResult r = undo_hand(t_, ref_, context(joined(words, 1), log_.hands.back().number));
    out_ << fitted_lines(entry_announcement(t_.rules(), r), confirmation_width()) << "\n";
    log_ = r.log;
  } else if (command == "void" || command == "restore") {
    const int hand = hand_number(words, 1, command);
    const std::string why = reason(joined(words, 2), "hand " + std::to_string(hand) + " " +
                                   (command == "void" ? "voided" : "restored"),
                                   command + " " + std::to_string(hand) + " entered at the wrong table");
    const EntryResult r = (command == "void" ? void_hand : restore_hand)(t_, ref_, hand, context(why, hand));
    out_ << fitted_lines(entry_announcement(t_.rules(), r), confirmation_width()) << "\n";
    log_ = r.log;
  } else if (command == "finish") {
    const std::string why = words.size() > 1 ? joined(words, 1) : "time limit";
    const EntryContext ctx{why, options_.by, std::to_string(log_.hands.empty() ? 0 : log_.hands.back().number)};
    if (previews() && !confirmed(preview_finish(t_, ref_, ctx), kWriteQuestion, false)) return true;
    const EntryResult r = finish_game(t_, ref_, ctx);
    out_ << fitted_lines(entry_announcement(t_.rules(), r), confirmation_width()) << "\n";
    log_ = r.log;
  } else if (command == "result") {
    enter_result(words);
  } else if (command == "amend") {
    const int hand = hand_number(words, 1, "amend");
    enter(std::vector<std::string>(words.begin() + 2, words.end()), hand);
  } else {
    enter(words, std::nullopt);
  }
  return true;
}

int TableSession::run() {
  if (editor_.interactive()) out_ << "Game " << ref_.text() << " at the table; help lists what you can type.\n";
  show_state();
  for (int line_number = 1;; ++line_number) {
    const std::string prompt = ref_.text() + " hand " + std::to_string(log_.next_number) + "> ";
    const std::optional<std::string> line = editor_.read(prompt);
    if (!line) return 0;
    try {
      const std::vector<std::string> words = split_words(without_comment(*line));
      if (words.empty()) continue;
      if (!handle(words)) return 0;
    } catch (const Error& e) {
      if (!editor_.interactive()) {
        out_.flush();  // the entries before it first
        err_ << "line " << line_number << ": " << in_table_words(e) << "\n";
        return 1;
      }
      out_ << fitted_lines("Refused: " + in_table_words(e), confirmation_width()) << "\n";
      try {
        reload();  // another terminal may have written meanwhile: show the file as it is
      } catch (const Error& gone) {  // the game itself went (voided elsewhere): the session ends, said once
        if (gone.message != e.message) out_ << fitted_lines(gone.message, confirmation_width()) << "\n";
        return 1;
      }
    }
    show_state();
  }
}

}  // namespace tenbou::cli
