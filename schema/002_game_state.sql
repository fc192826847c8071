-- Figures derived by replaying each game's entries through the engine, kept so reading them is cheap.
-- Never a source of truth: every write recomputes its game's row, and `tenbou audit` recomputes all
-- of them from the entries and reports any difference.

CREATE TABLE game_state (
  game          INTEGER PRIMARY KEY REFERENCES game,
  entries       INTEGER NOT NULL,  -- entries replayed
  hands         INTEGER NOT NULL,  -- hands in the score sheet (voided ones left out)
  next_round    TEXT NOT NULL,     -- the round of the next hand, or of the last one once the game is over
  honba         INTEGER NOT NULL,
  riichi_sticks INTEGER NOT NULL,
  scores        TEXT NOT NULL,     -- JSON array, East first
  finished      INTEGER NOT NULL CHECK (finished IN (0, 1)),
  final         TEXT               -- the final result as JSON once the game is over
);
