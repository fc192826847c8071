-- Corrections of players, and the given and family names the EMA results file needs.

-- A player's given and family name, when the display name does not say which is which (NULL: not given).
ALTER TABLE player ADD COLUMN given TEXT;
ALTER TABLE player ADD COLUMN family TEXT;

-- An edit of a registered player: `changes` is a JSON object of the fields set (name, given, family, ema,
-- country, club; "" clears one). The latest edit of each field holds; the registration and every edit stay
-- as the player's history.
CREATE TABLE player_edit (
  id         INTEGER PRIMARY KEY,
  player     INTEGER NOT NULL REFERENCES player,
  changes    TEXT NOT NULL,
  reason     TEXT NOT NULL,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX player_edit_player ON player_edit (player, id);

-- A player registered twice: every game, penalty and seat of `duplicate` counts as `kept`'s, and the
-- duplicate is no longer listed.
CREATE TABLE player_merge (
  id         INTEGER PRIMARY KEY,
  kept       INTEGER NOT NULL REFERENCES player,
  duplicate  INTEGER NOT NULL UNIQUE REFERENCES player,
  reason     TEXT NOT NULL,
  entered_by TEXT,
  entered_at TEXT NOT NULL,
  CHECK (kept <> duplicate)
);

-- The entries again, with the same columns, rows and ids: their checks are written with = and OR instead
-- of IN lists, which SQLite evaluates by building a temporary table for every row inserted (an import of
-- 2,500 games spent most of its time there). And an index by kind: the seat corrections of every game are
-- read on every report.
CREATE TABLE entry_rebuilt (
  id         INTEGER PRIMARY KEY,
  game       INTEGER NOT NULL REFERENCES game,
  kind       TEXT NOT NULL CHECK (kind = 'hand' OR kind = 'amend' OR kind = 'void' OR kind = 'finish' OR
                                  kind = 'restore' OR kind = 'reopen' OR kind = 'seats' OR kind = 'void_game' OR
                                  kind = 'restore_game'),
  hand       INTEGER CHECK ((kind = 'hand' OR kind = 'amend' OR kind = 'void' OR kind = 'restore') = (hand IS NOT NULL)),
  facts      TEXT CHECK ((kind = 'hand' OR kind = 'amend' OR kind = 'seats') = (facts IS NOT NULL)),
  reason     TEXT,
  entered_by TEXT,
  expected   TEXT,  -- the hand the referee gave with --expect
  entered_at TEXT NOT NULL
);
INSERT INTO entry_rebuilt SELECT id, game, kind, hand, facts, reason, entered_by, expected, entered_at FROM entry;
DROP TABLE entry;
ALTER TABLE entry_rebuilt RENAME TO entry;
CREATE INDEX entry_game ON entry (game, id);
CREATE INDEX entry_kind ON entry (kind, game, id);
CREATE TRIGGER entry_fixed BEFORE UPDATE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: enter a correction instead'); END;
CREATE TRIGGER entry_kept BEFORE DELETE ON entry
  BEGIN SELECT RAISE(ABORT, 'entries are append-only: void the hand or the game instead'); END;

CREATE TRIGGER player_edit_fixed BEFORE UPDATE ON player_edit
  BEGIN SELECT RAISE(ABORT, 'player edits are append-only: edit the player again'); END;
CREATE TRIGGER player_edit_kept BEFORE DELETE ON player_edit
  BEGIN SELECT RAISE(ABORT, 'player edits are append-only: edit the player again'); END;
CREATE TRIGGER player_merge_fixed BEFORE UPDATE ON player_merge
  BEGIN SELECT RAISE(ABORT, 'player merges are append-only'); END;
CREATE TRIGGER player_merge_kept BEFORE DELETE ON player_merge
  BEGIN SELECT RAISE(ABORT, 'player merges are append-only'); END;
