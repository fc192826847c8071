#!/usr/bin/env python3
"""tenbou.exe under wine as an organiser uses it on a Windows laptop, from Linux's side of wine.

Names with accents, CJK and Greek are passed as arguments (wine needs LC_ALL=C.UTF-8 for that) and must come
back intact; the tournament file lives in a folder with spaces and non-ASCII letters, named once as a Windows
path (drive letter, backslashes) and once as a Linux one. `tenbou serve` listens through Winsock, prints an
address of this machine's network for phones, answers the pages and the JSON API on 127.0.0.1, takes a hand from
a phone's key, and stops on SIGINT (wine delivers it as Ctrl-C) with exit status 0 and every request answered. With a Linux tenbou given, the same file is read and
written by both: their standings and audits agree. TENBOU_REFEREE, TENBOU_DB and TENBOU_GAME holding ö, ł and 山田
are read as UTF-8. Usage: wine_check.py WINE TENBOU_EXE [LINUX_TENBOU]
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "browser"))
from serving import check, failures, free_port, stop  # noqa: E402  (the browser tests' helpers)

if len(sys.argv) < 3 or not sys.argv[2].lower().endswith(".exe"):
    sys.exit("usage: wine_check.py WINE TENBOU_EXE [LINUX_TENBOU] (no wine found? install wine64)")
WINE, TENBOU_EXE = sys.argv[1], sys.argv[2]
LINUX_TENBOU = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] else None
ENV = dict(os.environ, LC_ALL="C.UTF-8", WINEDEBUG="-all", DISPLAY="")
NAMES = ["Zoë Lefèvre", "田中 太郎", "Łukasz Żółkiewski", "Αλεξάνδρα Παπαδοπούλου"]
WORK = tempfile.mkdtemp(prefix="tenbou-wine-")
FOLDER = os.path.join(WORK, "Turnier Köln 2026 – 麻雀")
os.makedirs(FOLDER)
DB = os.path.join(FOLDER, "cup.tenbou")
WINDOWS_DB = subprocess.run([WINE, "winepath", "-w", DB], capture_output=True, text=True, env=ENV).stdout.strip()


def run(command, *args):
    """Runs a tenbou (a list: through wine or not) on the file; its output, or the script ends if it fails."""
    r = subprocess.run([*command, *args], capture_output=True, text=True, env=ENV)
    if r.returncode != 0:
        sys.exit(f"{' '.join(command)} {' '.join(args)} failed ({r.returncode}): {r.stderr}")
    return r.stdout


windows = [WINE, TENBOU_EXE]
check(WINDOWS_DB.startswith("Z:\\") and "\\Turnier Köln 2026 – 麻雀\\" in WINDOWS_DB,
      f"winepath gave {WINDOWS_DB!r} for {DB!r}")
# No command, from a script (or a terminal): the usage, exit 2; only a tenbou.exe double-clicked in Explorer, alone in
# the window Windows opens for it, starts the console.
bare = subprocess.run(windows, capture_output=True, text=True, env=ENV, stdin=subprocess.DEVNULL, timeout=120)
check(bare.returncode == 2 and "Console:" not in bare.stdout, f"tenbou.exe without a command: {bare.returncode} {bare.stdout}")
print(run(windows, "init", WINDOWS_DB, "--name", "Coupe d'Hiver – 冬"), end="")
for name in NAMES:
    run(windows, "--db", WINDOWS_DB, "player", "add", name)
players = json.loads(run(windows, "--db", DB, "player", "list", "--format", "json"))
listed = [p["name"] for p in players["players"]] if isinstance(players, dict) else [p["name"] for p in players]
check(sorted(listed) == sorted(NAMES), f"names as registered through arguments: {listed}")
check("Coupe d'Hiver – 冬" in run(windows, "--db", DB, "tournament", "show"), "the tournament's name")

# What ICU's data, cut down to what tenbou uses (data/packaging/windows/icu-data.txt), must still hold: a zone's
# abbreviation in the tournament's time, files in a Windows code page and in Shift_JIS, names in the root collation.
run(windows, "--db", WINDOWS_DB, "tournament", "set", "timezone", "Europe/Berlin")
history = run(windows, "--db", WINDOWS_DB, "player", "history", NAMES[0])
check(" CET " in history or " CEST " in history, f"the history's times in Berlin's zone, CET or CEST:\n{history}")
for encoding, text in (("windows-1252", "José García"), ("shift_jis", "山田 太郎")):
    listed_file = os.path.join(FOLDER, encoding + ".csv")
    with open(listed_file, "wb") as f:
        f.write(f"name\n{text}\n".encode(encoding))
    run(windows, "--db", WINDOWS_DB, "player", "import", listed_file, "--encoding", encoding)
ordered = [p["name"] for p in json.loads(run(windows, "--db", DB, "standings", "--format", "json"))]  # no games yet
check(ordered == ["José García", "Łukasz Żółkiewski", "Zoë Lefèvre", "Αλεξάνδρα Παπαδοπούλου", "山田 太郎", "田中 太郎"],
      f"names sorted in the root collation (Ł after L, Latin, Greek, then Han by radical): {ordered}")

# A game named by what a referee types: a start of a name without its accents, CJK, a seat wind.
run(windows, "--db", WINDOWS_DB, "game", "start", "--round", "1", "--table", "1",
    "--players", "zoe,田中,Łukasz,Αλεξάνδρα")
run(windows, "--db", WINDOWS_DB, "hand", "ron", "--game", "1/1", "--winner", "田中", "--from", "lukasz",
    "--han", "3", "--fu", "30", "--riichi", "田中")
run(windows, "--db", WINDOWS_DB, "hand", "tsumo", "--game", "1/1", "--winner", "E", "--han", "2", "--fu", "30")
sheet = run(windows, "--db", WINDOWS_DB, "game", "show", "1/1")
check(all(name in sheet for name in NAMES), f"the score sheet names every player:\n{sheet}")

# tenbou serve on a free loopback port: pages, the API, a phone's hand, Ctrl-C.
port = free_port()
base = f"http://127.0.0.1:{port}"
server = subprocess.Popen([*windows, "--db", WINDOWS_DB, "serve", "--port", str(port)],  # every network
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
for _ in range(600):  # wine starts slowly the first time
    try:
        urllib.request.urlopen(base + "/api/version", timeout=2)
        break
    except OSError:
        if server.poll() is not None:
            sys.exit(f"tenbou serve ended with {server.returncode}: {server.stderr.read()}")
        subprocess.run(["sleep", "0.1"])
else:
    stop(server)
    sys.exit(f"tenbou serve did not answer at {base} within a minute: {server.printed}")
try:
    page = urllib.request.urlopen(base + "/standings", timeout=10).read().decode()
    check("田中 太郎" in page and "Zoë Lefèvre" in page, "the standings page names the players")
    served = json.load(urllib.request.urlopen(base + "/api/standings", timeout=10))
    check(served == json.loads(run(windows, "--db", DB, "standings", "--format", "json")),
          "GET /api/standings equals tenbou standings --format json")
    key = json.loads(run(windows, "--db", DB, "keys", "--format", "json"))["tables"][0]["key"]
    hand = {"result": "ron", "discarder": "αλεξάνδρα", "wins": [{"winner": "Zoë", "han": 1, "fu": 30}], "expect": 3}
    request = urllib.request.Request(base + "/api/games/1/1/hands", data=json.dumps(hand).encode(),
                                     headers={"Authorization": "Bearer " + key, "Content-Type": "application/json"})
    answer = json.load(urllib.request.urlopen(request, timeout=10))
    check(answer.get("hand") == 3, f"a phone's hand is recorded as hand 3: {answer}")
finally:
    log = stop(server, timeout=30)
out = server.printed
check(server.returncode == 0, f"tenbou serve stopped by SIGINT exits with 0, not {server.returncode}: {log}")
check("stopped: every request answered" in log, f"tenbou serve says it stopped cleanly: {log}")
check(f"http://localhost:{port}/" in out, f"tenbou serve prints its address on this machine: {out}")
# The address for phones is one of this machine's own (found with GetAdaptersAddresses, which wine answers from
# Linux's interfaces), as Linux's `hostname -I` lists them.
host = subprocess.run(["hostname", "-I"], capture_output=True, text=True).stdout.split()
networks = [address for address in host if "." in address and not address.startswith("127.")]
if networks:
    check(any(f"On the network:     http://{address}:{port}/" in out for address in networks),
          f"tenbou serve prints an address of this machine's networks ({', '.join(networks)}): {out}")
else:
    print("Not checked: the address for phones (this machine has no network besides loopback)")

# The same file on Linux: the same standings and a clean audit; a hand written there is read back on Windows.
if LINUX_TENBOU:
    linux = [LINUX_TENBOU]
    standings = ["--db", DB, "standings", "--format", "json"]
    check(json.loads(run(linux, *standings)) == json.loads(run(windows, *standings)),
          "Linux and Windows give the same standings of a file written on Windows")
    run(linux, "--db", DB, "audit")
    run(linux, "--db", DB, "hand", "draw", "--game", "1/1", "--tenpai", "Łukasz")
    check(json.loads(run(windows, "--db", WINDOWS_DB, "game", "show", "1/1", "--format", "json")) ==
          json.loads(run(linux, "--db", DB, "game", "show", "1/1", "--format", "json")),
          "Windows reads the hand Linux wrote: the same score sheet")
    run(windows, "--db", WINDOWS_DB, "audit")

else:
    print("Not checked: the file shared with Linux (no Linux tenbou given; make test-windows gives the one in build)")

# Environment variables as an organiser sets them in cmd.exe (`set TENBOU_REFEREE=Schiri Jürgen`): wine hands them
# to the C runtime in the ANSI code page, as Windows does; tenbou reads them as UTF-8 all the same.
REFEREE = "Schiri Jürgen Łukasz 山田"
with_environment = dict(ENV, TENBOU_REFEREE=REFEREE, TENBOU_DB=WINDOWS_DB, TENBOU_GAME="1/1")
r = subprocess.run([*windows, "hand", "draw", "--tenpai", "zoe"], capture_output=True, text=True, env=with_environment)
check(r.returncode == 0, f"a hand with TENBOU_REFEREE, TENBOU_DB and TENBOU_GAME set: {r.returncode} {r.stderr}")
history = run(windows, "--db", DB, "game", "history", "1/1")
check(REFEREE in history.splitlines()[-1], f"the last entry is by {REFEREE}, read as UTF-8: {history}")

shutil.rmtree(WORK, ignore_errors=True)
if failures:
    sys.exit(f"{len(failures)} problem(s): " + "; ".join(failures))
print("tenbou.exe under wine: names as arguments and in the environment, Windows paths, serve and Ctrl-C, the file "
      "shared with Linux: ok")
