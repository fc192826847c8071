-- Corrections of games and hands. Each is a new entry naming what it corrects, with who, when and why:
--   restore       a voided hand comes back (`hand` names it)
--   reopen        the referee's closing of a game is undone
--   seats         the seating of a game is corrected (`facts` holds the four player ids, East first)
--   void_game     a game that should not exist: it counts nowhere and its table is free again
--   restore_game  a voided game comes back
-- Nothing is changed in place: the two tables below are rebuilt (SQLite cannot change a table's
-- constraints otherwise) with every row and id kept; migrations run with foreign keys checked at the end.

-- A voided game frees its table, so (round, table) is unique only among the games that are not voided;
-- the services check that. Games stay append-only.
CREATE TABLE game_rebuilt (
  id           INTEGER PRIMARY KEY,
  round        INTEGER NOT NULL CHECK (round >= 1),
  table_number INTEGER NOT NULL CHECK (table_number >= 1),
  east         INTEGER NOT NULL REFERENCES player,
  south        INTEGER NOT NULL REFERENCES player,
  west         INTEGER NOT NULL REFERENCES player,
  north        INTEGER NOT NULL REFERENCES player,
  start        TEXT,  -- the table at the start as JSON when it was not E1 with the starting points
  created_at   TEXT NOT NULL
);
INSERT INTO game_rebuilt SELECT id, round, table_number, east, south, west, north, start, created_at FROM game;
DROP TABLE game;
ALTER TABLE game_rebuilt RENAME TO game;
CREATE INDEX game_place ON game (round, table_number);
CREATE TRIGGER game_fixed BEFORE UPDATE ON game
  BEGIN SELECT RAISE(ABORT, 'games are never changed once started: correct them with an entry'); END;
CREATE TRIGGER game_kept BEFORE DELETE ON game
  BEGIN SELECT RAISE(ABORT, 'games are never deleted: void them instead'); END;

CREATE TABLE entry_rebuilt (
  id         INTEGER PRIMARY KEY,
  game       INTEGER NOT NULL REFERENCES game,
  kind       TEXT NOT NULL CHECK (kind IN ('hand', 'amend', 'void', 'finish', 'restore', 'reopen', 'seats',
                                           'void_game', 'restore_game')),
  hand       INTEGER CHECK ((kind IN ('hand', 'amend', 'void', 'restore')) = (hand IS NOT NULL)),
  facts      TEXT CHECK ((kind IN ('hand', 'amend', 'seats')) = (facts IS NOT NULL)),
  reason     TEXT,
  entered_by TEXT,
  expected   TEXT,  -- the hand the referee gave with --expect
  entered_at TEXT NOT NULL
);
INSERT INTO entry_rebuilt SELECT id, game, kind, hand, facts, reason, entered_by, expected, entered_at FROM entry;
DROP TABLE entry;
ALTER TABLE entry_rebuilt RENAME TO entry;
CREATE INDEX entry_game ON entry (game, id);
CREATE TRIGGER entry_fixed BEFORE UPDATE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: enter a correction instead'); END;
CREATE TRIGGER entry_kept BEFORE DELETE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: void the hand or the game instead'); END;

-- Whether the game is voided, derived like the other cached figures.
ALTER TABLE game_state ADD COLUMN voided INTEGER NOT NULL DEFAULT 0 CHECK (voided IN (0, 1));
