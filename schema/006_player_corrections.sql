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

CREATE TRIGGER player_edit_fixed BEFORE UPDATE ON player_edit
  BEGIN SELECT RAISE(ABORT, 'player edits are append-only: edit the player again'); END;
CREATE TRIGGER player_edit_kept BEFORE DELETE ON player_edit
  BEGIN SELECT RAISE(ABORT, 'player edits are append-only: edit the player again'); END;
CREATE TRIGGER player_merge_fixed BEFORE UPDATE ON player_merge
  BEGIN SELECT RAISE(ABORT, 'player merges are append-only'); END;
CREATE TRIGGER player_merge_kept BEFORE DELETE ON player_merge
  BEGIN SELECT RAISE(ABORT, 'player merges are append-only'); END;
