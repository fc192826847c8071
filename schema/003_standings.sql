-- Referee penalties, tournament settings and per-game tallies for statistics.

-- A referee penalty outside the game results: `points` are deducted from the player's total. A row with
-- `cancels` withdraws an earlier penalty (never deleted: the history shows both, with reasons).
CREATE TABLE penalty (
  id         INTEGER PRIMARY KEY,
  player     INTEGER NOT NULL REFERENCES player,
  points     INTEGER NOT NULL CHECK (points > 0 AND points % 100 = 0),
  round      INTEGER CHECK (round > 0),  -- the round it belongs to; NULL counts in every standings
  reason     TEXT NOT NULL,
  cancels    INTEGER UNIQUE REFERENCES penalty,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE TRIGGER penalty_fixed BEFORE UPDATE ON penalty
  BEGIN SELECT RAISE(ABORT, 'penalties are append-only: cancel one instead'); END;
CREATE TRIGGER penalty_kept BEFORE DELETE ON penalty
  BEGIN SELECT RAISE(ABORT, 'penalties are append-only: cancel one instead'); END;

-- Tournament details the organiser sets (city, dates, tie-breaks...). The latest row for a key holds;
-- earlier ones stay as the history of changes.
CREATE TABLE setting (
  id         INTEGER PRIMARY KEY,
  key        TEXT NOT NULL,
  value      TEXT NOT NULL,
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX setting_key ON setting (key, id);
CREATE TRIGGER setting_fixed BEFORE UPDATE ON setting
  BEGIN SELECT RAISE(ABORT, 'settings are append-only: set the key again'); END;
CREATE TRIGGER setting_kept BEFORE DELETE ON setting
  BEGIN SELECT RAISE(ABORT, 'settings are append-only: set the key again'); END;

-- Per-seat counts from the hand records (wins, deal-ins, riichi...) and the game's biggest wins, as JSON.
-- NULL in games cached before this level: readers then replay the game.
ALTER TABLE game_state ADD COLUMN tallies TEXT;
