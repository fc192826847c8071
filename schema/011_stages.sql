-- Stages: from a round on, only the top players after the round before play on (a cut to a final), their totals so
-- far kept, halved or cleared. Each fact adds a stage, with its players as the cut chose them (in their order after
-- the round before), or removes it. The latest fact of a stage holds; every one stays as its history.
CREATE TABLE stage_fact (
  id         INTEGER PRIMARY KEY,
  stage      INTEGER NOT NULL,   -- the number the stage got when added
  kind       TEXT NOT NULL CHECK (kind = 'add' OR kind = 'remove'),
  name       TEXT NOT NULL,
  from_round INTEGER NOT NULL CHECK (from_round BETWEEN 2 AND 99),
  top        INTEGER NOT NULL CHECK (top >= 4),
  points     TEXT NOT NULL CHECK (points = 'keep' OR points = 'halve' OR points = 'clear'),
  players    TEXT NOT NULL,      -- a JSON array of player ids, in their order after round from_round - 1
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);
CREATE INDEX stage_fact_stage ON stage_fact (stage, id);
CREATE TRIGGER stage_fact_fixed BEFORE UPDATE ON stage_fact
  BEGIN SELECT RAISE(ABORT, 'stage facts are append-only: remove the stage and add it again'); END;
CREATE TRIGGER stage_fact_kept BEFORE DELETE ON stage_fact
  BEGIN SELECT RAISE(ABORT, 'stage facts are append-only: remove the stage and add it again'); END;
