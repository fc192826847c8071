#pragma once
// What the source files of TournamentStore share (one file per family of tables): the open database with its
// prepared statements, and how a row is bound, read and guarded. Only src/store/ includes it: SQLite stays here.

#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include "base/utc_time.h"
#include "store/database.h"
#include "store/tournament_store.h"

namespace tenbou {

// Each table is read by one function, over the columns listed next to it (in the file of its family), so a new
// column can never shift the fields of another.

/// Binds text, storing "" as NULL so absent fields read back as absent.
inline void bind_text(SQLite::Statement& s, int index, const std::string& text) {
  if (text.empty())
    s.bind(index);
  else
    s.bind(index, text);
}

/// A column of text, NULL read as "".
inline std::string text(const SQLite::Column& c) { return c.isNull() ? std::string() : c.getString(); }

/// "SELECT columns FROM rest".
inline std::string select(const char* columns, const std::string& rest) {
  return std::string("SELECT ") + columns + " FROM " + rest;
}

/// Every row `s` yields, read with `read`.
template <class Read>
auto all_rows(SQLite::Statement& s, Read read) {
  std::vector<decltype(read(s))> out;
  while (s.executeStep()) out.push_back(read(s));
  return out;
}

/// Runs `body`, turning SQLite's exceptions into the store's own error. `reading` says whether the file
/// was being read or changed, for the message.
template <class Body>
auto guarded(bool reading, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const SQLite::Exception& e) {
    throw StoreError{reading ? std::string("the tournament file could not be read: ") + e.what()
                             : std::string("the tournament file could not be changed: ") + e.what() +
                                   " (nothing was written)"};
  }
}

inline constexpr bool kRead = true, kWrite = false;

/// The open database and the statements prepared on it.
struct TournamentStore::Impl {
  Impl(const std::string& path, OpenMode mode) : db(open_database(path, mode)) {}

  /// The statement for `sql` kept in `slot`, prepared on first use and reset for reuse afterwards.
  SQLite::Statement& prepared(std::optional<SQLite::Statement>& slot, const std::string& sql) {
    if (!slot)
      slot.emplace(db, sql);
    else
      slot->reset();
    return *slot;
  }

  /// Inserts a correction of players into `table`, whose columns are `columns`: the id, two that `bind_first`
  /// binds (as 1 and 2), then the reason, who and when of `row` (when: now if not set). Returns the new id.
  template <class Row, class Bind>
  RowId insert_correction(const char* table, const char* columns, Row& row, Bind bind_first) {
    if (row.entered_at.empty()) row.entered_at = utc_now();
    RowId id = 0;
    guarded(kWrite, [&] {
      SQLite::Statement s(db, std::string("INSERT INTO ") + table + " (" + columns + ") VALUES (NULL, ?, ?, ?, ?, ?)");
      bind_first(s);
      s.bind(3, row.reason);
      bind_text(s, 4, row.entered_by);
      s.bind(5, row.entered_at);
      s.exec();
      id = db.getLastInsertRowid();
    });
    ++player_changes;
    return id;
  }

  SQLite::Database db;
  int player_changes = 0;
  std::optional<SQLite::Statement> insert_player, insert_game, games_at, insert_entry, entries, write_state;
};

}  // namespace tenbou
