-- Each entry's moment on the clock of the machine's boot it was made on (base/boot_clock.h), beside the wall
-- clock's entered_at: two entries of one boot are compared on it, whatever the wall clock did between them.
-- NULL for entries made before this level, or where the system says no boot.
ALTER TABLE entry ADD COLUMN entered_boot TEXT;
ALTER TABLE entry ADD COLUMN entered_uptime INTEGER;
