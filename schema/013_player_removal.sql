-- A registration removed (a test entry, a player typed twice who never played) and restored. The player row
-- stays; the latest fact of each player holds, and every one stays as the history (audit --corrections).
CREATE TABLE player_removal (
  id         INTEGER PRIMARY KEY,
  player     INTEGER NOT NULL REFERENCES player,
  kind       TEXT NOT NULL CHECK (kind = 'remove' OR kind = 'restore'),
  reason     TEXT NOT NULL,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX player_removal_player ON player_removal (player, id);
CREATE TRIGGER player_removal_fixed BEFORE UPDATE ON player_removal
  BEGIN SELECT RAISE(ABORT, 'player removals are append-only: restore the player instead'); END;
CREATE TRIGGER player_removal_kept BEFORE DELETE ON player_removal
  BEGIN SELECT RAISE(ABORT, 'player removals are append-only: restore the player instead'); END;
