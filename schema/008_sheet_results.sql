-- Games recorded from their paper score sheets: an entry of kind 'result' holds the final table scores,
-- the riichi sticks left on the table and the chombos (as JSON), and a later one corrects it. The entry
-- table is rebuilt for the new kind (SQLite cannot change a CHECK in place), as schema 6 did.

CREATE TABLE entry_rebuilt (
  id         INTEGER PRIMARY KEY,
  game       INTEGER NOT NULL REFERENCES game,
  kind       TEXT NOT NULL CHECK (kind = 'hand' OR kind = 'amend' OR kind = 'void' OR kind = 'finish' OR
                                  kind = 'restore' OR kind = 'reopen' OR kind = 'seats' OR kind = 'void_game' OR
                                  kind = 'restore_game' OR kind = 'result'),
  hand       INTEGER CHECK ((kind = 'hand' OR kind = 'amend' OR kind = 'void' OR kind = 'restore') = (hand IS NOT NULL)),
  facts      TEXT CHECK ((kind = 'hand' OR kind = 'amend' OR kind = 'seats' OR kind = 'result') = (facts IS NOT NULL)),
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
