-- Who registered each player: `player add` and `player import` with --by or TENBOU_REFEREE, as every other
-- entry records who made it. NULL for players registered before this level, or when nobody was named.
ALTER TABLE player ADD COLUMN registered_by TEXT;
