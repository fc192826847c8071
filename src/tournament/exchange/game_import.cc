#include "tournament/exchange/game_import.h"

#include <algorithm>
#include <mutex>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/named_fields.h"
#include "base/unicode.h"
#include "formats/json_syntax.h"
#include "formats/json_text.h"
#include "formats/text_encoding.h"
#include "record/record_writer.h"
#include "record/sheet_result_json.h"
#include "tournament/entry/game_start.h"
#include "tournament/entry/game_write.h"
#include "tournament/entry/replay_batch.h"
#include "tournament/exchange/game_export.h"
#include "tournament/exchange/import_problems.h"
#include "tournament/people/participation.h"
#include "tournament/people/players.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

/// A record read from the input, with its position.
struct Parsed {
  std::size_t index = 0;
  GameRecord record;
};

/// A published site's tournament.json (an object with "generator": "tenbou" and "games"): its games as a JSON array
/// of game records, and its players' details (EMA number, country, club, given and family name) by name_key, for the
/// players an import
/// registers.
struct PublishedSite {
  std::string games;
  PlayerDetails players;
};

/// `text` as a published site's tournament.json; nothing for any other text.
std::optional<PublishedSite> published_site(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || text[first] != '{' || text.find("\"generator\"") == std::string_view::npos)
    return std::nullopt;
  const nlohmann::json site = parsed_json(text);
  if (!site.is_object() || !site.contains("generator") || site["generator"] != "tenbou" || !site.contains("games") ||
      !site["games"].is_array())
    return std::nullopt;
  PublishedSite out{.games = site["games"].dump()};
  if (out.games.size() <= 2)
    throw TournamentError{"the published tournament.json holds no game: nothing was imported", naming_fields({}, {"games"})};
  if (site.contains("players") && site["players"].is_array())
    for (const nlohmann::json& player : site["players"])
      if (!text_at(player, "name").empty())
        out.players.emplace(name_key(text_at(player, "name")),
                            PlayerRow{.name = text_at(player, "name"), .ema = text_at(player, "ema"),
                                      .country = text_at(player, "country"), .club = text_at(player, "club"),
                                      .given = text_at(player, "given"), .family = text_at(player, "family")});
  return out;
}

std::vector<Parsed> read_records(std::string_view text, bool& many) {
  std::mutex mutex;
  std::vector<Parsed> parsed;
  const BatchResult batch = replay_batch(text, [&](std::size_t index, GameRecord& record, ScoreSheet&) {
    const std::lock_guard lock(mutex);
    parsed.push_back({index, std::move(record)});
    return std::string();
  });
  many = batch.many;
  ImportProblems problems;
  for (const BatchError& e : batch.errors) problems.add("", e.describe(batch.many));
  problems.raise();
  std::sort(parsed.begin(), parsed.end(), [](const Parsed& a, const Parsed& b) { return a.index < b.index; });
  return parsed;
}

std::string differing_keys(const Ruleset& a, const Ruleset& b) {
  const nlohmann::json differences = ruleset_differences(a, b);
  std::string keys;
  for (const auto& [key, value] : differences.items())
    if (key != "title") keys += (keys.empty() ? "" : ", ") + key;
  return keys;
}

}  // namespace

ImportSummary write_game_records(Tournament& t, const std::vector<GameRecord>& records, bool many, bool add_players,
                                 const EntryContext& context, const PlayerDetails* details, const std::string& source) {
  ImportProblems problems(source);
  const auto where = [&](std::size_t index) { return many ? "record " + std::to_string(index + 1) : std::string(); };
  ImportSummary summary;
  std::unordered_map<std::string, RowId> ids;
  PlayerDirectory directory = read_players(t.store());  // and those this import registers, until it commits
  for (const PlayerRow& p : directory.all()) ids.emplace(name_key(p.name), p.id);
  for (std::size_t index = 0; index < records.size(); ++index) {
    const GameRecord& record = records[index];
    for_each_seat([&](Seat s) {
      const std::string& name = record.players[s];
      if (ids.count(name_key(name))) return;
      if (!add_players) {
        problems.add(where(index), "player \"" + unicode::printable(name) +
                                   "\" is not registered (register with tenbou player add, or import with add-players)",
                     {"add-players"});
        return;
      }
      if (summary.players_added >= static_cast<int>(kMaxListedPlayers)) {
        problems.add(where(index), "player \"" + unicode::printable(name) + "\": an import registers at most " +
                                   std::to_string(kMaxListedPlayers) + " players");
        return;
      }
      PlayerRow row{.name = name};
      if (details)  // a published site's players come with their details
        if (const auto found = details->find(name_key(name)); found != details->end()) {
          row = found->second;
          row.name = name;
        }
      if (auto problem = tidy_player(row)) {
        problems.add(where(index), details ? "player \"" + unicode::printable(name) + "\" of tournament.json: " + *problem
                                       : "player " + *problem);
        return;
      }
      if (auto clash = registration_clash(directory, row)) {
        problems.add(where(index), "player \"" + unicode::printable(name) + "\": " + *clash);
        return;
      }
      const PlayerRow added = t.store().insert_player(std::move(row));
      ids.emplace(name_key(name), added.id);
      directory.add(added);
      ++summary.players_added;
    });
    for (const std::string& note : record.notes)
      if (auto problem = text_problem("note", note, kMaxTextLength, false)) problems.add(where(index), *problem);
  }
  problems.raise();

  GamesInPlay in_play(games_in_play(t));  // and those this import starts, so the records are checked against each other
  const Participation participation = read_participation(t);
  for (std::size_t index = 0; index < records.size(); ++index) {
    const GameRecord& r = records[index];
    const GameRef ref{r.round, r.table};
    if (in_play.table_taken(ref)) {
      problems.add(where(index), "game " + ref.text() + " already exists (choose another table, or void that game first)");
      continue;
    }
    GameRow game{.round = r.round, .table = r.table, .start_json = start_json(t.rules(), r.start)};
    for (int i = 0; i < kSeats; ++i) {
      const RowId id = ids.at(name_key(r.players[Seat(i)]));
      game.players[static_cast<std::size_t>(i)] = id;
      if (auto refusal = in_play.plays_elsewhere(r.round, id, r.players[Seat(i)])) problems.add(where(index), refusal->message);
    }
    in_play.add(game);
    try {
      check_seated(t, participation, r.round, game.players);
    } catch (const TournamentError& e) {
      problems.add(where(index), e.message);
    }
    if (!problems.empty()) continue;
    GameLog log = prepare_log(t.rules(), directory, t.store().insert_game(std::move(game)), {});
    std::vector<EntryRow> entries;
    for (std::size_t i = 0; i < r.hands.size(); ++i)
      entries.push_back({.kind = EntryKind::Hand,
                         .hand = static_cast<int>(i + 1),
                         .facts = write_hand(r.hands[i], r.notes[i], log.names, r.tiles_of(i)).dump()});
    if (r.final_scores) entries.push_back({.kind = EntryKind::Result, .facts = write_sheet_result(*r.final_scores)});
    if (r.finished) entries.push_back({.kind = EntryKind::Finish});
    for (EntryRow& entry : entries) {
      entry.reason = context.reason;
      entry.entered_by = context.by;
    }
    try {
      append_entries(t, std::move(log), std::move(entries), directory);
    } catch (const TournamentError& e) {
      problems.add(where(index), e);
      continue;
    }
    ++summary.games;
    summary.hands += static_cast<int>(r.hands.size());
  }
  problems.raise();
  return summary;
}

ImportSummary import_games(Tournament& t, std::string_view text, std::optional<GameRef> placement, bool add_players,
                           const EntryContext& context) {
  check_context(context);
  text = without_byte_order_mark(text);
  bool many = false;
  const std::optional<PublishedSite> site = published_site(text);
  std::vector<Parsed> records = read_records(site ? std::string_view(site->games) : text, many);
  if (records.size() > kMaxImportedGames)
    throw TournamentError{"the file holds " + std::to_string(records.size()) + " games: an import takes at most " +
                              std::to_string(kMaxImportedGames) + " (four times a 1,000-player tournament of ten rounds); "
                              "nothing imported",
                          naming_fields({}, {"games"})};
  if (many && placement)
    throw TournamentError{"round and table place a single record; in a batch every record carries its own "
                          "\"round\" and \"table\"",
                          naming_fields({}, {"round", "table"})};
  ImportProblems problems;
  const auto where = [&](const Parsed& p) { return many ? "record " + std::to_string(p.index + 1) : std::string(); };
  for (Parsed& p : records) {
    GameRecord& r = p.record;
    if (r.ruleset_given) {
      const std::string keys = differing_keys(*r.ruleset, t.rules());
      if (!keys.empty())
        problems.add(where(p), "its ruleset (" + r.ruleset_name + ") differs from the tournament's (" + t.rules().name +
                                   ") in: " + keys);
    }
    if (placement) {
      if ((r.round && r.round != placement->round) || (r.table && r.table != placement->table))
        problems.add(where(p), "the record says round " + std::to_string(r.round) + ", table " +
                                   std::to_string(r.table) + " but round/table say " + placement->text(),
                     {"round", "table"});
      r.round = placement->round;
      r.table = placement->table;
    }
    if (r.round == 0 || r.table == 0)
      problems.add(where(p), many ? "\"round\" and \"table\" are missing (each record of a batch needs them)"
                                  : "no round and table: give round and table (or \"round\" and \"table\" in the record)",
                   many ? std::initializer_list<std::string_view>{} : std::initializer_list<std::string_view>{"round", "table"});
  }
  problems.raise();

  std::vector<GameRecord> checked;
  for (Parsed& p : records) checked.push_back(std::move(p.record));
  TournamentWrite tx(t);
  const ImportSummary summary = write_game_records(t, checked, many, add_players, context, site ? &site->players : nullptr);
  tx.commit();
  return summary;
}

}  // namespace tenbou
