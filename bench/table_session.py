#!/usr/bin/env python3
"""A referee at `tenbou table GAME --yes` entering results as fast as the confirmations come, for
bench/shared_file.sh: each line GAP_MS after the confirmation of the one before, for SECONDS. Draws with the
dealer tenpai (the game goes on), alternately alone and with South, so no line repeats the hand before it.
Prints one line: the game, the hands confirmed, their median and largest time, and whether the session
ended cleanly.
  table_session.py TENBOU DB GAME SECONDS GAP_MS
"""
import statistics
import subprocess
import sys
import time

tenbou, db, game, seconds, gap_ms = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
session = subprocess.Popen([tenbou, "--db", db, "table", game, "--yes"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
times = []
end = time.monotonic() + seconds
while time.monotonic() < end:
    sent = time.monotonic()
    session.stdin.write(("d E" if len(times) % 2 else "d E,S") + "\n")
    session.stdin.flush()
    if not session.stdout.readline().startswith("Hand "):
        break
    times.append((time.monotonic() - sent) * 1000)
    time.sleep(gap_ms / 1000)
session.stdin.close()
status = session.wait()
ms = sorted(times) or [0]
print(f"{game} {len(times)} hands, median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms, "
      f"exit {status}{' ' + session.stderr.read().strip() if status else ''}")
