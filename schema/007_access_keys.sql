-- Keys for writing over the network (tenbou serve): one per game, made when the game is started, and one
-- for the organiser (game NULL). Keys are never changed: a renewed key is a new row, and the latest row for
-- a game (or for the organiser) is the key that holds.
CREATE TABLE access_key (
  id         INTEGER PRIMARY KEY,
  game       INTEGER REFERENCES game,
  key        TEXT NOT NULL UNIQUE CHECK (length(key) >= 16),
  made_at    TEXT NOT NULL
);
CREATE INDEX access_key_game ON access_key (game, id);

CREATE TRIGGER access_key_fixed BEFORE UPDATE ON access_key
  BEGIN SELECT RAISE(ABORT, 'keys are never changed: a renewed key is a new row'); END;
CREATE TRIGGER access_key_kept BEFORE DELETE ON access_key
  BEGIN SELECT RAISE(ABORT, 'keys are never deleted: a renewed key is a new row'); END;

-- Every game gets its key as it is started, whoever starts it. The keys are 96 random bits in hex, from
-- SQLite's generator (seeded by the operating system's).
CREATE TRIGGER game_key AFTER INSERT ON game
  BEGIN
    INSERT INTO access_key (game, key, made_at)
      VALUES (NEW.id, lower(hex(randomblob(12))), strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));
  END;

INSERT INTO access_key (game, key, made_at)
  SELECT NULL, lower(hex(randomblob(12))), strftime('%Y-%m-%dT%H:%M:%SZ', 'now');
INSERT INTO access_key (game, key, made_at)
  SELECT id, lower(hex(randomblob(12))), strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM game ORDER BY id;
