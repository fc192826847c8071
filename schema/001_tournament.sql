-- The tournament, its players, its games and every fact entered about their hands.
-- Entered facts are append-only: the triggers below refuse any UPDATE or DELETE of them, so a
-- correction is always a new entry that names the hand it replaces, the reason and who made it.

CREATE TABLE tournament (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  name         TEXT NOT NULL CHECK (name <> ''),
  ruleset_name TEXT NOT NULL,
  ruleset      TEXT NOT NULL,  -- every ruleset parameter as JSON, copied when the tournament was created
  created_at   TEXT NOT NULL
);

CREATE TABLE player (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL CHECK (name <> ''),
  ema        TEXT CHECK (ema IS NULL OR (length(ema) = 8 AND ema NOT GLOB '*[^0-9]*')),
  country    TEXT,
  club       TEXT,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX player_name ON player (name COLLATE NOCASE);
CREATE UNIQUE INDEX player_ema ON player (ema) WHERE ema IS NOT NULL;

CREATE TABLE game (
  id           INTEGER PRIMARY KEY,
  round        INTEGER NOT NULL CHECK (round >= 1),
  table_number INTEGER NOT NULL CHECK (table_number >= 1),
  east         INTEGER NOT NULL REFERENCES player,
  south        INTEGER NOT NULL REFERENCES player,
  west         INTEGER NOT NULL REFERENCES player,
  north        INTEGER NOT NULL REFERENCES player,
  start        TEXT,  -- the table at the start as JSON when it was not E1 with the starting points
  created_at   TEXT NOT NULL,
  UNIQUE (round, table_number)
);

-- One row per thing a referee did to a game: entered a hand, amended one, voided one, closed the game.
CREATE TABLE entry (
  id         INTEGER PRIMARY KEY,
  game       INTEGER NOT NULL REFERENCES game,
  kind       TEXT NOT NULL CHECK (kind IN ('hand', 'amend', 'void', 'finish')),
  hand       INTEGER CHECK ((kind = 'finish') = (hand IS NULL)),  -- the hand number concerned
  facts      TEXT CHECK ((kind IN ('hand', 'amend')) = (facts IS NOT NULL)),  -- the hand as JSON
  reason     TEXT,
  entered_by TEXT,
  expected   TEXT,  -- the round and counters the referee gave with --expect
  entered_at TEXT NOT NULL
);
CREATE INDEX entry_game ON entry (game, id);

CREATE TRIGGER tournament_fixed BEFORE UPDATE ON tournament
  BEGIN SELECT RAISE(ABORT, 'the tournament record is fixed at creation'); END;
CREATE TRIGGER tournament_kept BEFORE DELETE ON tournament
  BEGIN SELECT RAISE(ABORT, 'the tournament record is fixed at creation'); END;
CREATE TRIGGER player_fixed BEFORE UPDATE ON player
  BEGIN SELECT RAISE(ABORT, 'players are never changed once registered'); END;
CREATE TRIGGER player_kept BEFORE DELETE ON player
  BEGIN SELECT RAISE(ABORT, 'players are never deleted'); END;
CREATE TRIGGER game_fixed BEFORE UPDATE ON game
  BEGIN SELECT RAISE(ABORT, 'games are never changed once started'); END;
CREATE TRIGGER game_kept BEFORE DELETE ON game
  BEGIN SELECT RAISE(ABORT, 'games are never deleted'); END;
CREATE TRIGGER entry_fixed BEFORE UPDATE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: enter an amendment instead'); END;
CREATE TRIGGER entry_kept BEFORE DELETE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: void the hand instead'); END;
