-- Seating plans: which player sits at which table, in which starting wind, in every round.

-- One plan per generation. Plans are append-only: generating again, or regenerating from a round after
-- a player dropped out, adds a plan (the rounds before `from_round` copied from the previous one), and
-- the latest plan holds. Earlier plans stay as the record of what was announced.
CREATE TABLE seating_plan (
  id         INTEGER PRIMARY KEY,
  rounds     INTEGER NOT NULL CHECK (rounds > 0),
  from_round INTEGER NOT NULL CHECK (from_round > 0),
  seed       INTEGER NOT NULL,
  separate   TEXT CHECK (separate IN ('country', 'club')),
  reason     TEXT,
  entered_by TEXT,
  entered_at TEXT NOT NULL
);

CREATE TABLE seating_seat (
  plan         INTEGER NOT NULL REFERENCES seating_plan,
  round        INTEGER NOT NULL CHECK (round > 0),
  table_number INTEGER NOT NULL CHECK (table_number > 0),
  seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),  -- 0 East, 1 South, 2 West, 3 North
  player       INTEGER NOT NULL REFERENCES player,
  PRIMARY KEY (plan, round, table_number, seat),
  UNIQUE (plan, round, player)
);

CREATE TRIGGER seating_plan_fixed BEFORE UPDATE ON seating_plan
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
CREATE TRIGGER seating_plan_kept BEFORE DELETE ON seating_plan
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
CREATE TRIGGER seating_seat_fixed BEFORE UPDATE ON seating_seat
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
CREATE TRIGGER seating_seat_kept BEFORE DELETE ON seating_seat
  BEGIN SELECT RAISE(ABORT, 'seating plans are append-only: generate a new plan'); END;
