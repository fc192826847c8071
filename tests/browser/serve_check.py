#!/usr/bin/env python3
"""tenbou serve in a real browser (Debian's headless Chromium through chromium-driver).

Serves a tournament on a free loopback port, enters a whole game on the table page at phone size (390x844)
by tapping, with a double ron, a chombo and an undo, and checks after every hand that the page shows what
the file holds and that nothing runs past the screen; enters a second game by its final scores from a paper
score sheet; then that the score sheet equals the command line's,
the projector page shows the new standings and the session clock, every served page passes `tidy`, the table
cards print on A4 with a QR code each, and Ctrl-C stops the server cleanly. Usage: serve_check.py TENBOU_BINARY
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from pages_check import BROKEN_WORDS, OPTION_NAMES, OVERFLOWS, browser  # noqa: E402  (the same browser and checks)
from serving import check, failures, runner, serve, stop  # noqa: E402

TENBOU = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="tenbou-serve-")
DB = os.path.join(WORK, "serve.tenbou")
NAMES = ["Maximiliane-Theodora von Hohenzollern-Sigmaringen", "Zoë Lefèvre", "田中 太郎", "Łukasz Żółkiewski",
         "Ágnes Szőke", "Jean-Baptiste Émile de La Rochefoucauld", "Αλεξάνδρα Παπαδοπούλου", "Søren Ågren"]


tenbou = runner(TENBOU, DB)


# Each hand: (outcome, taps in order as (field, seat) or ("han"/"fu", winner seat, value), the expected hand
# number after it). Seats are starting seats: 0 is East at the start.
GAME = [
    ("ron", [("winners", 1), ("han", 1, 3), ("fu", 1, 30), ("from", 2), ("riichi", 1)]),
    ("ron", [("winners", 2), ("han", 2, 2), ("fu", 2, 40), ("winners", 3), ("han", 3, 1), ("fu", 3, 30), ("from", 1)]),
    ("chombo", [("offender", 0)]),
    ("draw", [("tenpai", 2)]),      # entered by mistake: undone below
    ("undo", []),
    ("ron", [("winners", 0), ("han", 0, 2), ("fu", 0, 40), ("from", 3)]),
    ("draw", [("tenpai", 0)]),
    # With the tile picker: 234567m 234p 5p 678s, won on 5p by tsumo, dora indicator 4p (both 5p dora): menzen
    # tsumo, all simples and two dora, 4 han; fu 20 + tsumo 2 + pair wait 2 = 24, 30.
    ("tsumo", [("winners", 1), ("tiles", 1, "2m 3m 4m 5m 6m 7m 2p 3p 4p 5p 6s 7s 8s @win 5p @dora 4p".split())],
     "4 han 30 fu"),
    ("ron", [("winners", 3), ("han", 3, 1), ("fu", 3, 30), ("from", 0)]),
    ("ron", [("winners", 0), ("han", 0, 5), ("from", 1)]),
    ("ron", [("winners", 1), ("han", 1, 2), ("fu", 1, 30), ("from", 2)]),
]


def tap(driver, css):
    element = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, css))
    element.click()


def previewed(driver, what):
    """Whether the preview to confirm appeared after tapping Preview (a problem recorded if not)."""
    try:
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "confirm-text").is_displayed())
        return True
    except TimeoutException:
        check(False, f"{what}: no preview; the page says {driver.find_element(By.ID, 'message').text!r}")
        return False


def table_state(base):
    return json.load(urllib.request.urlopen(base + "/api/games/1/1/table"))


def enter_game(driver, base, key):
    driver.get(f"{base}/table/1/1?key={key}")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith("Hand 1"))
    for outcome, taps, *tiles_value in GAME:
        before = table_state(base)
        if outcome == "undo":
            tap(driver, "#undo")
            WebDriverWait(driver, 5).until(lambda d: d.switch_to.alert).accept()
        else:
            tap(driver, f'#outcomes button[data-outcome="{outcome}"]')
            for t in taps:
                if t[0] == "han":
                    tap(driver, f'fieldset[data-winner="{t[1]}"] button[data-han="{t[2]}"]')
                elif t[0] == "fu":
                    tap(driver, f'fieldset[data-winner="{t[1]}"] button[data-fu="{t[2]}"]')
                elif t[0] == "tiles":
                    tap(driver, f'fieldset[data-winner="{t[1]}"] button[data-by="tiles"]')
                    for key in t[2]:
                        css = f'button[data-target="{key[1:]}"]' if key.startswith("@") else f'button[data-tile="{key}"]'
                        tap(driver, f'fieldset[data-winner="{t[1]}"] {css}')
                else:
                    tap(driver, f'fieldset[data-field="{t[0]}"] button[data-seat="{t[1]}"]')
            for problem in driver.execute_script(OVERFLOWS):
                check(False, f"table page at 390x844, {outcome} filled in: {problem}")
            tap(driver, "#preview")
            if not previewed(driver, outcome):
                return
            preview = driver.find_element(By.ID, "confirm-text").text
            check(preview.startswith(f"Hand {before['hand']}"), f"{outcome}: the preview reads {preview!r}")
            if tiles_value:
                given = driver.find_element(By.ID, "confirm-tiles").text
                check(f"give {tiles_value[0]}" in given, f"{outcome}: the tiles' value reads {given!r}")
                driver.save_screenshot(os.path.join(WORK, "tile-picker.png"))
            tap(driver, "#write")
        try:
            WebDriverWait(driver, 5).until(lambda d: table_state(base) != before and
                                           "done" in d.find_element(By.ID, "message").get_attribute("class"))
        except TimeoutException:
            check(False, f"{outcome}: not written; the page says {driver.find_element(By.ID, 'message').text!r}")
            return
        after = table_state(base)
        shown = driver.find_element(By.ID, "players").text
        for player in after["players"]:
            check(f"{player['score']:,}" in shown, f"after {outcome}: {player['name']}'s {player['score']:,} not shown")
        # The chart under the game follows: its last point is each player's score now.
        try:
            scores = sorted(p["score"] for p in after["players"])
            WebDriverWait(driver, 5).until(lambda d: sorted(d.execute_script(
                "return [...document.querySelectorAll('#chart svg.chart g[data-values]')]"
                ".map((s) => Number(s.dataset.values.split(',').pop()));")) == scores)
        except TimeoutException:
            check(False, f"after {outcome}: the chart under the game does not end at the scores {scores}")
        for problem in driver.execute_script(OVERFLOWS):
            check(False, f"table page at 390x844 after {outcome}: {problem}")
    check(driver.find_element(By.ID, "state").text.startswith("Game over"), "the page does not say the game is over")


def enter_sheet(driver, base, key):
    """Game 1/2 entered from its paper score sheet: the final scores typed on its table page."""
    driver.get(f"{base}/table/1/2?key={key}")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith("Hand 1"))
    tap(driver, "#sheet-outcome")
    for seat, score in enumerate([48100, 32400, 25500, 13000]):
        driver.find_element(By.ID, f"score-{seat}").send_keys(str(score))
    # Without the stick left they do not add up: the refusal after Preview lies wholly on the 390x844 screen.
    tap(driver, "#preview")
    try:
        WebDriverWait(driver, 5).until(lambda d: "1,000 short" in d.find_element(By.ID, "message").text)
        box = driver.execute_script("const r = document.getElementById('message').getBoundingClientRect();"
                                    "return [r.top, r.bottom, window.innerHeight];")
        check(box[0] >= 0 and box[1] <= box[2], f"final scores that do not add up: the refusal at {box[0]:.0f}-{box[1]:.0f} px "
                                                f"is not within the screen's {box[2]} px")
    except TimeoutException:
        check(False, "final scores that do not add up: no refusal after Preview")
    driver.find_element(By.ID, "sticks").clear()
    driver.find_element(By.ID, "sticks").send_keys("1")
    tap(driver, 'fieldset[data-field="chombo"] button[data-seat="3"]')
    for problem in driver.execute_script(OVERFLOWS):
        check(False, f"table page at 390x844, final scores filled in: {problem}")
    tap(driver, "#preview")
    if not previewed(driver, "final scores"):
        return
    summary = driver.find_element(By.ID, "confirm").text
    check("48,100" in summary and "1st" in summary, f"final scores: the preview reads {summary!r}")
    tap(driver, "#write")
    try:
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith("Game over"))
    except TimeoutException:
        check(False, f"final scores not written; the page says {driver.find_element(By.ID, 'message').text!r}")
        return
    final = json.loads(tenbou("game", "show", "1/2", "--format", "json"))["final"]
    check(final["scores"] == [48100, 32400, 25500, 13000] and final["penalties"][3] == -20000,
          f"final scores in the file: {final}")


def check_projector(driver, base):
    driver.set_window_size(1920, 1080)
    driver.get(base + "/projector")
    standings = json.loads(tenbou("standings", "--format", "json"))
    leader = standings[0]
    try:
        WebDriverWait(driver, 10).until(lambda d: leader["name"] in d.find_element(By.ID, "stage").text)
    except TimeoutException:
        check(False, "projector: the standings never appeared")
        return
    text = driver.find_element(By.ID, "stage").text
    check(f"{leader['total']:,}".replace("-", "−") in text or f"{leader['total']:,}" in text,
          f"projector: the leader's total {leader['total']} is not shown")
    clock = driver.find_element(By.ID, "clock").get_attribute("textContent")
    check(clock.startswith("Session ends 23:59"), f"projector: the session clock reads {clock!r}")
    for problem in driver.execute_script(OVERFLOWS):
        check(False, f"projector at 1920x1080: {problem}")
    # A penalty entered at a terminal reaches the projector without a reload.
    cells = "return [...document.querySelectorAll('#stage td')].map(td => td.textContent).join('|')"
    before = driver.execute_script(cells)
    driver.execute_script("window.tenbouMarker = 1")
    tenbou("penalty", "add", leader["name"], "3000", "--reason", "late")
    fresh = urllib.request.urlopen(base + "/projector/standings").read().decode()
    expected = driver.execute_script(
        "const d = new DOMParser().parseFromString(arguments[0], 'text/html');"
        "return [...d.querySelectorAll('td')].map(td => td.textContent).join('|')", fresh)
    check(expected != before, "projector: the penalty changed nothing in the standings")
    try:
        WebDriverWait(driver, 45).until(lambda d: d.execute_script(cells) == expected)
    except TimeoutException:
        check(False, "projector: the standings after the penalty never showed")
    check(driver.execute_script("return window.tenbouMarker") == 1, "projector: the page reloaded")


def check_served_pages(driver, base, organiser):
    pages = {"index": "/", "standings": "/standings", "players": "/players", "table": "/table/1/1",
             "projector": "/projector", "organiser": f"/organiser?key={organiser}",
             "cards": f"/organiser/cards?round=1&key={organiser}", "round": "/rounds/1", "sheet": "/games/1/1"}
    for name, path in pages.items():
        file = os.path.join(WORK, name + ".html")
        with open(file, "wb") as out:
            out.write(urllib.request.urlopen(base + path).read())
        r = subprocess.run(["tidy", "-q", "-e", "-utf8", file], capture_output=True, text=True)
        check(r.returncode == 0, f"{name}: tidy reports {r.stderr.strip()}")
    for width, height in [(1920, 1080), (1280, 800), (794, 1123), (390, 844)]:
        driver.set_window_size(width, height)
        for name in pages:
            if name == "projector":
                continue  # checked at its own size, as it cycles
            driver.get(base + pages[name])
            for problem in driver.execute_script(OVERFLOWS) + driver.execute_script(BROKEN_WORDS):
                check(False, f"{name} at {width}x{height}: {problem}")
            if name not in ("organiser", "cards"):  # the organiser's pages may name commands; players' pages never
                for option in driver.execute_script(OPTION_NAMES):
                    check(False, f"{name} at {width}x{height} names an option: {option.strip()}")
    driver.get(base + pages["cards"])
    check(len(driver.find_elements(By.CSS_SELECTOR, ".table-card svg.qr")) == 2, "cards: not one QR code per table")


def check_projector_clock(driver, base, organiser):
    """The session clock counts down to the end as the tournament's clocks show it: a tournament in UTC+14 (its
    time zone set) on a projector whose browser thinks it is in Los Angeles shows the time left, not a day off."""
    zone = ZoneInfo("Pacific/Kiritimati")
    tenbou("tournament", "set", "timezone", "Pacific/Kiritimati")
    now = datetime.now(zone)
    end = now + timedelta(minutes=min(120, (23 * 60 + 58) - (now.hour * 60 + now.minute)))
    end = end.replace(second=0, microsecond=0)
    hhmm = end.strftime("%H:%M")
    request = urllib.request.Request(base + "/api/clock", data=json.dumps({"session_end": hhmm}).encode(), method="POST",
                                     headers={"Authorization": "Bearer " + organiser, "Content-Type": "application/json"})
    urllib.request.urlopen(request).read()
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/Los_Angeles"})
    try:
        driver.get(base + "/projector")
        check(driver.execute_script("return Intl.DateTimeFormat().resolvedOptions().timeZone") == "America/Los_Angeles",
              "projector clock: the browser's zone was not set")
        try:
            WebDriverWait(driver, 10).until(
                lambda d: d.find_element(By.ID, "clock").get_attribute("textContent").startswith("Session ends " + hhmm))
        except TimeoutException:
            check(False, "projector clock: the session end " + hhmm + " never showed")
            return
        shown = driver.find_element(By.ID, "clock").get_attribute("textContent")
        left = re.search(r"(\d+):(\d\d):(\d\d) left", shown)
        check(left is not None, f"projector clock: no time left in {shown!r}")
        if left:
            seconds = int(left.group(1)) * 3600 + int(left.group(2)) * 60 + int(left.group(3))
            expected = (end - datetime.now(timezone.utc)).total_seconds()
            check(abs(seconds - expected) <= 90,
                  f"projector clock: {shown!r} in Los Angeles, {expected:.0f} s left in the tournament's zone")
    finally:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})  # back to the machine's


def main():
    subprocess.run([TENBOU, "init", DB, "--name", "Riichi Open Wien 2026 – Große Halle"], check=True, capture_output=True)
    csv = os.path.join(WORK, "players.csv")
    with open(csv, "w") as out:
        out.write("name\n" + "".join(f'"{n}"\n' for n in NAMES))
    tenbou("player", "import", csv)
    tenbou("seating", "generate", "--rounds", "2", "--time-limit", "2")
    server, base = serve(TENBOU, DB, "--session-end", "23:59")
    keys = json.loads(tenbou("keys", "--format", "json"))
    request = urllib.request.Request(base + "/api/rounds/1/start", data=b"{}", method="POST",
                                     headers={"Authorization": "Bearer " + keys["organiser"],
                                              "Content-Type": "application/json"})
    check(json.load(urllib.request.urlopen(request))["started"] == ["1/1", "1/2"], "the organiser could not start round 1")
    keys = json.loads(tenbou("keys", "--format", "json"))
    driver = browser()
    try:
        driver.set_window_size(390, 844)
        inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        driver.set_window_size(2 * 390 - inner[0], 2 * 844 - inner[1])
        enter_game(driver, base, keys["tables"][0]["key"])
        sheet = json.loads(tenbou("game", "show", "1/1", "--format", "json"))
        check(len(sheet["hands"]) == len(GAME) - 2, f"the file holds {len(sheet['hands'])} hands")
        check(sheet["final"] is not None, "the game is not over in the file")
        check(urllib.request.urlopen(base + "/api/games/1/1").read().decode() ==
              tenbou("game", "show", "1/1", "--format", "json"), "the API's score sheet differs from the CLI's")
        enter_sheet(driver, base, keys["tables"][1]["key"])
        check_projector(driver, base)
        check_projector_clock(driver, base, keys["organiser"])
        check_served_pages(driver, base, keys["organiser"])
    finally:
        driver.quit()
        log = stop(server)
    check(server.returncode == 0, f"the server ended with {server.returncode}")
    check("stopped: every request answered" in log, "the server did not say it stopped cleanly")
    check(log.count(" POST /api/games/1/1/hands 200 ") == len(GAME) - 1, "the log does not hold a line per hand entered")
    check(log.count(" POST /api/games/1/1/undo 200 ") == 1, "the log does not hold the undo")
    check(log.count(" POST /api/games/1/2/result 200 ") == 1, "the log does not hold the final scores")
    check(subprocess.run([TENBOU, "--db", DB, "audit"], capture_output=True).returncode == 0, "audit is not clean")
    print(f"a game of {len(GAME)} entries through the table page in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
