#include "tournament/exchange/online_import.h"

#include <cctype>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/named_fields.h"
#include "base/unicode.h"
#include "rules/points_text.h"
#include "tournament/entry/game_log.h"
#include "tournament/exchange/game_import.h"
#include "tournament/exchange/import_problems.h"
#include "tournament/people/online_names.h"
#include "tournament/people/player_directory.h"
#include "tournament/people/players.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"
#include "tournament/tournament.h"

namespace tenbou {
namespace {

/// The Tenhou log id in a file's name ("2019103023gm-00a9-0000-f90e0fe9.mjlog", as the log download names it), or
/// "": Tenhou's XML does not hold its own id.
std::string tenhou_id_in(std::string_view source) {
  const std::size_t slash = source.find_last_of("/\\");
  if (slash != std::string_view::npos) source.remove_prefix(slash + 1);
  const std::size_t gm = source.find("gm-");
  static constexpr std::string_view kShape = "0000000000gm-xxxx-xxxx-xxxxxxxx";  // 0: a digit, x: a hex digit
  if (gm < 10 || source.size() < gm - 10 + kShape.size()) return "";
  const std::string_view id = source.substr(gm - 10, kShape.size());
  for (std::size_t i = 0; i < kShape.size(); ++i) {
    const char c = id[i];
    const bool ok = kShape[i] == '0'   ? (c >= '0' && c <= '9')
                    : kShape[i] == 'x' ? std::isxdigit(static_cast<unsigned char>(c)) != 0
                                       : c == kShape[i];
    if (!ok) return "";
  }
  return std::string(id);
}

/// How a tournament for the log is made: "--rule KEY=VALUE", with the platform's preset where the tournament has
/// another.
std::string way_out(const Ruleset& rules, const OnlineLog& log, const std::string& rule) {
  const std::string preset = platform_preset(log);
  return "a tournament for this log is made with --rule " + rule +
         (rules.name == preset ? std::string() : " (or --ruleset " + preset + ")");
}

/// A parameter of the tournament's ruleset that the log's header contradicts, in words with the way out.
std::string contradiction(const Ruleset& rules, const OnlineLog& log, const std::string& key, const std::string& log_has,
                          const std::string& value) {
  return "the log is played " + log_has + " (" + unicode::printable(log.rules.description) + "), but the tournament's "
         "ruleset (" + rules.name + ") has " + key + " " + ruleset_to_json(rules)[key].dump() + ": " +
         way_out(rules, log, key + "=" + value);
}

/// Refuses a log whose header says it was played under other rules than the tournament's.
void check_header(const Ruleset& rules, const OnlineLog& log, ImportProblems& problems) {
  if (log.rules.red_fives && *log.rules.red_fives != rules.red_fives)
    problems.add("", contradiction(rules, log, "red_fives", *log.rules.red_fives ? "with red fives" : "without red fives",
                                   *log.rules.red_fives ? "true" : "false"));
  if (log.rules.open_tanyao && *log.rules.open_tanyao != rules.open_tanyao)
    problems.add("", contradiction(rules, log, "open_tanyao", *log.rules.open_tanyao ? "with open tanyao" : "without open tanyao",
                                   *log.rules.open_tanyao ? "true" : "false"));
  if (log.rules.length && *log.rules.length != rules.game_length) {
    const bool east = *log.rules.length == GameLength::EastOnly;
    // Tenhou's East-round games have an uma of their own.
    const std::string uma = east && log.platform == "Tenhou" ? " --rule uma=[10000,5000,-5000,-10000]" : "";
    problems.add("", contradiction(rules, log, "game_length", east ? "in the East round only" : "in East and South rounds",
                                   (east ? "east_only" : "east_south") + uma));
  }
  const LogHand& first = log.hands.front();
  bool level = true;
  for_each_seat([&](Seat s) { level = level && first.start[s] == first.start[Seat(0)]; });
  if (first.round == 0 && first.honba == 0 && first.sticks == 0 && level && first.start[Seat(0)] != rules.starting_points)
    problems.add("", "the log starts at " + format_points(first.start[Seat(0)]) + " each, but the tournament's ruleset (" +
                         rules.name + ") has starting_points " + std::to_string(rules.starting_points) + ": " +
                         way_out(rules, log, "starting_points=" + std::to_string(first.start[Seat(0)])));
}

/// Refuses a log already imported into a game that stands (by its id, or by what it says happened), naming that game.
void check_not_imported(const Tournament& t, const std::string& log_id, const std::string& digest,
                        ImportProblems& problems) {
  const std::vector<GameRow> standing = games_in_play(t);
  for (const GameSourceRow& source : t.store().game_sources(log_id, digest))
    for (const GameRow& g : standing)
      if (g.id == source.game)
        problems.add("", "this log (" + unicode::printable(source.log_id) + ") was imported as game " + GameRef{g.round, g.table}.text() + " on " +
                             source.entered_at.substr(0, 10) + "; a log goes in once (void game " +
                             GameRef{g.round, g.table}.text() + " first to import it again)");
}

/// The player `text` of --players names: one whose online name it is, else as every command finds a player.
const PlayerRow* given_player(const PlayerDirectory& players, const std::string& text, ImportProblems& problems) {
  if (const PlayerRow* p = player_by_online_name(players, text)) return p;
  try {
    return &players.find("players", text);
  } catch (const TournamentError& e) {
    problems.add("", e);
    return nullptr;
  }
}

/// The seats as --players gives them, checked against the online names the log's seats already find: a seat whose
/// log name is another player's online name is given in the wrong order.
void seats_as_given(const PlayerDirectory& players, const OnlineImportRequest& request, std::array<ImportedSeat, 4>& seats,
                    ImportProblems& problems) {
  for (std::size_t i = 0; i < 4; ++i) {
    const PlayerRow* given = given_player(players, request.players[i], problems);
    if (!given) continue;
    seats[i].name = given->name;
    const PlayerRow* known = player_by_online_name(players, seats[i].log_name);
    if (known && known->id != given->id)
      problems.add("", "seat " + std::to_string(i) + " of the log is \"" + unicode::printable(seats[i].log_name) +
                           "\", the online name of " + known->name + ", but players puts " + given->name +
                           " there: give them in the log's seat order (seat 0, the first dealer, first)",
                   {"players"});
  }
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = i + 1; j < 4; ++j)
      if (!seats[i].name.empty() && same_name(seats[i].name, seats[j].name))
        problems.add("", seats[i].name + " is given twice in players (seats " + std::to_string(i) + " and " +
                             std::to_string(j) + ")",
                     {"players"});
}

/// The tournament's player of each seat: as given in --players (by name or online name), else by the log's names
/// among online names, else (with add_players) a new player named as in the log.
std::array<ImportedSeat, 4> find_seats(const PlayerDirectory& players, const OnlineLog& log,
                                       const OnlineImportRequest& request, ImportProblems& problems) {
  std::array<ImportedSeat, 4> seats;
  for (std::size_t i = 0; i < 4; ++i) seats[i].log_name = log.names[i];
  if (!request.players.empty()) {
    if (request.players.size() == 4)
      seats_as_given(players, request, seats, problems);
    else
      problems.add("", "players gives " + std::to_string(request.players.size()) +
                           " names; a log's game has four, in the log's seat order (seat 0, the first dealer, first)",
                   {"players"});
    return seats;
  }
  for (std::size_t i = 0; i < 4; ++i) {
    ImportedSeat& seat = seats[i];
    if (const PlayerRow* p = player_by_online_name(players, seat.log_name)) {
      seat.name = p->name;
    } else if (request.add_players) {
      seat.name = tidy_text(seat.log_name);
      seat.registered = true;
    } else {
      problems.add("", "seat " + std::to_string(i) + " \"" + unicode::printable(seat.log_name) +
                           "\" is no player's online name (name the seats in order with players, add it to a player's "
                           "online names with tenbou player edit NAME online-name \"" +
                           unicode::printable(seat.log_name) +
                           "\" reason ... (giving the names they have too: it replaces them), or register the log's "
                           "names with add-players)",
                   {"players", "online-name", "reason", "add-players"});
    }
  }
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = i + 1; j < 4; ++j)
      if (!seats[i].name.empty() && same_name(seats[i].name, seats[j].name))
        problems.add("", "seats " + std::to_string(i) + " and " + std::to_string(j) + " are both " + seats[i].name +
                             " (the log's \"" + unicode::printable(seats[i].log_name) + "\" and \"" +
                             unicode::printable(seats[j].log_name) + "\"): name the seats in order with players",
                     {"players"});
  return seats;
}

/// Registers the players the import adds, each with the log's name as an online name.
void register_new(Tournament& t, std::array<ImportedSeat, 4>& seats, const EntryContext& context) {
  PlayerDirectory directory = read_players(t.store());
  for (ImportedSeat& seat : seats) {
    if (!seat.registered) continue;
    PlayerRow row{.name = seat.name, .registered_by = context.by};
    std::optional<std::string> problem = tidy_player(row);
    if (!problem) problem = set_online_names(row, {seat.log_name});
    if (!problem) problem = registration_clash(directory, row);
    if (problem)
      throw TournamentError{"the log's player \"" + unicode::printable(seat.log_name) + "\" cannot be registered: " + *problem};
    seat.name = row.name;
    directory.add(t.store().insert_player(std::move(row)));
  }
}

GameRecord record_of(const LogReplay& replay, const std::array<ImportedSeat, 4>& seats, const GameRef& placement) {
  GameRecord record;
  for_each_seat([&](Seat s) { record.players[s] = seats[s.index].name; });
  record.start = replay.start;
  record.hands = replay.hands;
  record.notes.assign(replay.hands.size(), "");
  record.round = placement.round;
  record.table = placement.table;
  return record;
}

/// What the game's source keeps of each win for `explain`: the hand, the winner's seat, the tiles, both valuations.
nlohmann::json wins_json(const TileCheck& check) {
  nlohmann::json wins = nlohmann::json::array();
  for (const WinValuation& v : check.valuations)
    wins.push_back({{"hand", v.hand_number},
                    {"label", v.hand},
                    {"winner", v.winner.index},
                    {"tiles", write_written_tiles(v.tiles)},
                    {"log", log_valuation_json(v.log)},
                    {"tenbou", tiles_valuation_json(v)},
                    {"agree", v.agree}});
  return wins;
}

}  // namespace

OnlineImport import_online_game(Tournament& t, std::string_view bytes, const OnlineImportRequest& request,
                                const EntryContext& context) {
  check_context(context);
  ImportProblems problems(request.source);
  OnlineLog log;
  try {
    log = read_online_log(bytes);
  } catch (const LogError& e) {
    problems.add(e.hand.empty() ? "" : "hand " + e.hand, e.reason);
    problems.raise();
  }
  OnlineImport out{.game = request.placement, .platform = log.platform, .log_id = log.id};
  if (out.log_id.empty() && log.platform == "Tenhou") out.log_id = tenhou_id_in(request.source);
  const std::string digest = log_digest(log);
  if (out.log_id.empty()) out.log_id = digest;
  check_header(t.rules(), log, problems);
  check_not_imported(t, out.log_id, digest, problems);
  out.seats = find_seats(t.players(), log, request, problems);
  problems.raise();

  Names names;
  for_each_seat([&](Seat s) { names[s] = out.seats[s.index].name; });
  try {
    out.replay = replay_log(log, t.rules(), names);
  } catch (const LogError& e) {
    problems.add("hand " + e.hand, e.reason);
    problems.raise();
  }

  out.tiles = check_tiles(log, t.rules());

  TournamentWrite tx(t);
  register_new(t, out.seats, context);
  const GameRecord record = record_of(out.replay, out.seats, request.placement);
  write_game_records(t, {record}, false, false, context, nullptr, request.source);
  const std::vector<GameRow> written = t.store().games_at(request.placement.round, request.placement.table);
  t.store().insert_game_source(
      {.game = written.back().id, .platform = log.platform, .log_id = out.log_id, .digest = digest,
       .wins_json = wins_json(out.tiles).dump()});
  tx.commit();
  return out;
}

std::optional<GameSourceRow> online_source(const Tournament& t, RowId game) { return t.store().game_source(game); }

}  // namespace tenbou
