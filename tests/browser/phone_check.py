#!/usr/bin/env python3
"""The table page of tenbou serve on phones as players use them (Chromium's device emulation, 390x844): two
phones on one table entering the same hand, refusals shown where the person is looking and in players' words,
a paper sheet that does not add up refused at Preview, and the game closed at the time limit with its final
result (uma included) shown before it is written. Usage: phone_check.py TENBOU_BINARY
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from pages_check import OVERFLOWS, browser  # noqa: E402
from serving import check, failures, runner, serve, stop  # noqa: E402

TENBOU = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="tenbou-phone-")
DB = os.path.join(WORK, "phone.tenbou")
NAMES = ["Zoë Lefèvre", "田中 太郎", "Łukasz Żółkiewski", "Maximiliane-Theodora von Hohenzollern-Sigmaringen",
         "Ágnes Szőke", "Søren Ågren", "Αλεξάνδρα Παπαδοπούλου", "Jean-Baptiste Émile de La Rochefoucauld"]

# What a player must never read: option names, JSON field names, the old "enter it again".
NOT_FOR_PLAYERS = re.compile(r'--[a-z]|field "|"[a-z_]+"|enter this hand again|\bexpect\b')

# Whether the message box is on screen (inside the viewport) and what it says.
MESSAGE = """
const box = document.getElementById('message');
const r = box.getBoundingClientRect();
return {text: box.textContent, hidden: box.hidden, kind: box.className,
        inside: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth};
"""


tenbou = runner(TENBOU, DB)


def tap(driver, css):
    element = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, css))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def message(driver, wait_for=None):
    """The message the page shows once it shows one (containing `wait_for`, if given)."""
    try:
        WebDriverWait(driver, 5).until(lambda d: not d.execute_script(MESSAGE)["hidden"] and
                                       (wait_for is None or wait_for in d.execute_script(MESSAGE)["text"]))
    except TimeoutException:
        pass
    return driver.execute_script(MESSAGE)


def seen(driver, what, wait_for=None, kind="refused"):
    """Checks that the page shows a message of `kind` a player can read where they are looking; returns its text."""
    shown = message(driver, wait_for)
    check(not shown["hidden"], f"{what}: no message shown")
    check(kind in shown["kind"], f"{what}: the message is not {kind}: {shown}")
    check(shown["inside"], f"{what}: the message is outside the screen: {shown['text']!r}")
    check(not NOT_FOR_PLAYERS.search(shown["text"]), f"{what}: not in players' words: {shown['text']!r}")
    if wait_for:
        check(wait_for in shown["text"], f"{what}: the message reads {shown['text']!r}, not {wait_for!r}")
    for problem in driver.execute_script(OVERFLOWS):
        check(False, f"{what}: {problem}")
    return shown["text"]


def open_table(driver, base, key, game="1/1"):
    driver.get(f"{base}/table/{game}?key={key}")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith("Hand"))


def fill_ron(driver, winner, han, fu, discarder):
    tap(driver, '#outcomes button[data-outcome="ron"]')
    tap(driver, f'fieldset[data-field="winners"] button[data-seat="{winner}"]')
    tap(driver, f'fieldset[data-winner="{winner}"] button[data-han="{han}"]')
    tap(driver, f'fieldset[data-winner="{winner}"] button[data-fu="{fu}"]')
    if discarder is not None:
        tap(driver, f'fieldset[data-field="from"] button[data-seat="{discarder}"]')


def hands_in_file(game="1/1"):
    return len(json.loads(tenbou("game", "show", game, "--format", "json"))["hands"])


def two_phones_one_hand(first, second, base, key):
    """Both phones fill in the same ron; the second to confirm is told it is already recorded, by whom, and to leave it."""
    for phone in (first, second):
        open_table(phone, base, key)
        size = phone.execute_script("return [window.innerWidth, window.innerHeight]")
        check(size == [390, 844], f"not a 390x844 phone: {size}")
    # Preview without From: the refusal appears next to Preview, on screen, in players' words.
    fill_ron(first, 1, 3, 30, None)
    tap(first, "#preview")
    seen(first, "ron without From", "Tap who discarded the winning tile")
    tap(first, 'fieldset[data-field="from"] button[data-seat="2"]')
    check(message(first)["hidden"], "the refusal stays after the entry changed")
    fill_ron(second, 1, 3, 30, 2)
    for phone in (first, second):
        tap(phone, "#preview")
        WebDriverWait(phone, 5).until(lambda d: d.find_element(By.ID, "confirm-text").is_displayed())
    tap(first, "#write")
    seen(first, "the first phone's confirmation", "Hand 1 (E1)", kind="done")
    tap(second, "#write")
    text = seen(second, "the second phone's confirmation of the same hand", "Hand 1 is already recorded (entered by table 1/1")
    check("Do not enter it again" in text, f"the second phone is not told to leave it: {text!r}")
    check(second.find_element(By.ID, "state").text.startswith("Hand 2"), "the second phone does not show the game as it is")
    check(hands_in_file() == 1, "the hand was recorded twice")


def sheet_that_does_not_add_up(driver, base, key):
    open_table(driver, base, key, "1/2")
    tap(driver, "#sheet-outcome")
    for seat, score in enumerate([48100, 32400, 25500, 13000]):
        driver.find_element(By.ID, f"score-{seat}").send_keys(str(score))
    tap(driver, "#preview")
    text = seen(driver, "a sheet 1,000 short at Preview", "add up to 119,000")
    check("1,000 short" in text, f"the sheet's refusal does not give the figures: {text!r}")
    check(not driver.find_element(By.ID, "confirm").is_displayed(), "a Confirm button is offered for a sheet that does not add up")
    # Correcting a score makes the stale refusal go away; Preview then offers Confirm.
    field = driver.find_element(By.ID, "score-3")
    field.clear()
    field.send_keys("14000")
    check(message(driver)["hidden"], "the sheet's refusal stays after the scores changed")
    tap(driver, "#preview")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "confirm-text").is_displayed())
    check("48,100" in driver.find_element(By.ID, "confirm").text, "the sheet's preview does not show the scores")
    check(not driver.find_element(By.ID, "sticks-head").is_displayed(), "a Sticks column is shown with no stick left")
    # A stick left on the table: its 1,000 shows in a Sticks column, so that the results add up on screen.
    tap(driver, "#change")
    field = driver.find_element(By.ID, "score-3")
    field.clear()
    field.send_keys("13000")
    sticks = driver.find_element(By.ID, "sticks")
    sticks.clear()
    sticks.send_keys("1")
    tap(driver, "#preview")
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "confirm-text").is_displayed())
    confirm = driver.find_element(By.ID, "confirm").text
    check(driver.find_element(By.ID, "sticks-head").is_displayed() and "+1,000" in confirm,
          f"the sheet's preview does not show the stick left: {confirm!r}")
    for problem in driver.execute_script(OVERFLOWS):
        check(False, f"the sheet's preview with a stick left: {problem}")
    check(json.loads(tenbou("game", "show", "1/2", "--format", "json"))["final"] is None, "the preview wrote the sheet")


def finish_at_time_limit(first, second, base, key):
    """The first phone closes game 1/1 at the time limit after seeing each player's final result with uma; the
    second phone's tap on its stale page closes nothing."""
    open_table(second, base, key)
    tap(first, "#finish")
    WebDriverWait(first, 5).until(lambda d: d.find_element(By.ID, "confirm-results").is_displayed())
    rows = first.find_elements(By.CSS_SELECTOR, "#confirm-results tbody tr")
    check(len(rows) == 4, f"the final result lists {len(rows)} players")
    final = first.find_element(By.ID, "confirm").text
    check("Uma" in final and "+15,000" in final and "−15,000" in final or "-15,000" in final,
          f"the final result does not show the uma: {final!r}")
    check(first.find_element(By.ID, "confirm").is_displayed(), "the closing's confirmation is not shown")
    for problem in first.execute_script(OVERFLOWS):
        check(False, f"the closing's confirmation: {problem}")
    first.save_screenshot(os.path.join(WORK, "finish.png"))
    check(json.loads(tenbou("game", "show", "1/1", "--format", "json"))["final"] is None, "the preview closed the game")
    tap(first, "#write")
    WebDriverWait(first, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith("Game over"))
    check(json.loads(tenbou("game", "show", "1/1", "--format", "json"))["final"] is not None, "the game is not closed")
    # The table's key writes no more: the page says who corrects it, and offers no undo.
    closed = first.find_element(By.ID, "closed")
    check(closed.is_displayed() and closed.text.startswith("Game 1/1 is over") and "the organiser can correct it" in closed.text,
          f"the closed game's page does not say its key no longer writes: {closed.text!r}")
    check(not first.find_element(By.ID, "undo").is_displayed(), "a closed game's page still offers undo")
    history = tenbou("game", "history", "1/1")
    check("time limit" in history, "the history does not say why the game was closed")
    tap(second, "#finish")  # its page still shows the game open: the preview is refused, nothing is written
    seen(second, "a second Finish", "already closed")
    entries = json.loads(tenbou("audit", "--format", "json"))["entries"]
    tenbou("game", "reopen", "1/1", "--reason", "closed by mistake")
    check(json.loads(tenbou("game", "show", "1/1", "--format", "json"))["final"] is None, "game reopen does not undo it")
    check(entries > 0, "no entries")


def main():
    subprocess.run([TENBOU, "init", DB, "--name", "Phone Open"], check=True, capture_output=True)
    csv = os.path.join(WORK, "players.csv")
    with open(csv, "w") as out:
        out.write("name\n" + "".join(f'"{n}"\n' for n in NAMES))
    tenbou("player", "import", csv)
    tenbou("seating", "generate", "--rounds", "2", "--time-limit", "2")
    server, base = serve(TENBOU, DB)
    first = second = None
    try:
        organiser = json.loads(tenbou("keys", "--format", "json"))["organiser"]
        request = urllib.request.Request(base + "/api/rounds/1/start", data=b"{}", method="POST",
                                         headers={"Authorization": "Bearer " + organiser,
                                                  "Content-Type": "application/json"})
        urllib.request.urlopen(request)
        keys = {t["game"]: t["key"] for t in json.loads(tenbou("keys", "--format", "json"))["tables"]}
        first, second = browser(phone=True), browser(phone=True)
        two_phones_one_hand(first, second, base, keys["1/1"])
        sheet_that_does_not_add_up(first, base, keys["1/2"])
        open_table(first, base, keys["1/1"])
        finish_at_time_limit(first, second, base, keys["1/1"])
    finally:
        for phone in (first, second):
            if phone:
                phone.quit()
        log = stop(server)
    check(log.count(" POST /api/games/1/1/finish 200 ") == 1, "the log does not hold one closing")
    check(subprocess.run([TENBOU, "--db", DB, "audit"], capture_output=True).returncode == 0, "audit is not clean")
    print(f"two phones on one table, a sheet and a closing in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
