-- How players take part: a substitute who only fills seats, a withdrawal after a round (and a return), a
-- round missed (a late arrival) and its cancellation. Each is a fact with who, when and why; the latest
-- fact of each kind holds, and every one stays as the player's history.
CREATE TABLE player_status (
  id         INTEGER PRIMARY KEY,
  player     INTEGER NOT NULL REFERENCES player,
  kind       TEXT NOT NULL CHECK (kind = 'substitute' OR kind = 'entrant' OR kind = 'withdraw' OR kind = 'return' OR
                                  kind = 'absent' OR kind = 'present'),
  round      INTEGER CHECK ((kind = 'withdraw' OR kind = 'absent' OR kind = 'present') = (round IS NOT NULL)),
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX player_status_player ON player_status (player, id);
CREATE TRIGGER player_status_fixed BEFORE UPDATE ON player_status
  BEGIN SELECT RAISE(ABORT, 'player status facts are append-only: enter the opposite fact instead'); END;
CREATE TRIGGER player_status_kept BEFORE DELETE ON player_status
  BEGIN SELECT RAISE(ABORT, 'player status facts are append-only: enter the opposite fact instead'); END;
