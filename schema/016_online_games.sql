-- Games played online (Tenhou, Mahjong Soul) and imported from their logs. Each player's names on the platforms,
-- one a line, by which a log's seats find them (NULL: none; `player edit --online-name` changes them, as any other
-- detail, through player_edit). Each imported game's log: the platform and its id (Tenhou's log id, Mahjong
-- Soul's uuid, else the digest of what it says happened), so that a log is not imported twice while its game stands,
-- however it is given, and
-- each of its wins as the log valued it beside tenbou's valuation of its tiles (a JSON array, for `explain`).
ALTER TABLE player ADD COLUMN online_names TEXT;

CREATE TABLE game_source (
  id         INTEGER PRIMARY KEY,
  game       INTEGER NOT NULL UNIQUE REFERENCES game,
  platform   TEXT NOT NULL,
  log_id     TEXT NOT NULL,
  digest     TEXT NOT NULL,   -- what the log says happened (record/online/online_log.h): the same game in any form
  wins       TEXT NOT NULL,
  entered_at TEXT NOT NULL
);
CREATE INDEX game_source_log ON game_source (log_id);
CREATE INDEX game_source_digest ON game_source (digest);
CREATE TRIGGER game_source_fixed BEFORE UPDATE ON game_source
  BEGIN SELECT RAISE(ABORT, 'a game''s source is kept as imported: void the game instead'); END;
CREATE TRIGGER game_source_kept BEFORE DELETE ON game_source
  BEGIN SELECT RAISE(ABORT, 'a game''s source is kept as imported: void the game instead'); END;
