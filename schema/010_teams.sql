-- Teams: players who are ranked together beside the individual standings (a team cup). Each fact gives one team's
-- name and members as they are after it: formed, changed (renamed, members added or dropped) or removed. The
-- latest fact of a team holds; every one stays as its history.
CREATE TABLE team_fact (
  id         INTEGER PRIMARY KEY,
  team       INTEGER NOT NULL,   -- the number the team got when formed: the same through renames
  kind       TEXT NOT NULL CHECK (kind = 'add' OR kind = 'edit' OR kind = 'remove'),
  name       TEXT NOT NULL,
  members    TEXT NOT NULL,      -- a JSON array of player ids; [] when removed
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX team_fact_team ON team_fact (team, id);
CREATE TRIGGER team_fact_fixed BEFORE UPDATE ON team_fact
  BEGIN SELECT RAISE(ABORT, 'team facts are append-only: enter a team edit instead'); END;
CREATE TRIGGER team_fact_kept BEFORE DELETE ON team_fact
  BEGIN SELECT RAISE(ABORT, 'team facts are append-only: enter a team edit instead'); END;
