-- A seating plan may keep teammates apart (seating generate --separate team) as it keeps countries or clubs apart.
-- The plan table is rebuilt (SQLite cannot change a table's constraints otherwise) with every row and id kept;
-- migrations run with foreign keys checked at the end.
CREATE TABLE seating_plan_rebuilt (
  id         INTEGER PRIMARY KEY,
  rounds     INTEGER NOT NULL CHECK (rounds > 0),
  from_round INTEGER NOT NULL CHECK (from_round > 0),
  seed       INTEGER NOT NULL,
  separate   TEXT CHECK (separate IN ('country', 'club', 'team')),
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
INSERT INTO seating_plan_rebuilt SELECT id, rounds, from_round, seed, separate, reason, entered_by, entered_at FROM seating_plan;
DROP TABLE seating_plan;
ALTER TABLE seating_plan_rebuilt RENAME TO seating_plan;
CREATE TRIGGER seating_plan_fixed BEFORE UPDATE ON seating_plan
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
CREATE TRIGGER seating_plan_kept BEFORE DELETE ON seating_plan
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
