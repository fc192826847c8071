#!/usr/bin/env python3
"""tenbou console in a real browser (headless Chromium), as an organiser who has never used a terminal would use it:
started without a file, its first screen creates the tournament (its ruleset's parameters as fields); the address
the console prints opens it signed in, and leaves neither that address nor the organiser's key in the address bar or
the page; players are added by a form and imported from a CSV file chosen in the page; the seating is
generated and a round started by forms (a long seating search stopped by Cancel); a hand entered at a table page opened from the console and corrected there
with a reason; every answer shows under its form; the page fits 820 (a tablet), 1280 and
1920 px wide; the forms are reached and sent with the keyboard alone; Quit stops the console; and the next console's
first screen lists the tournament and opens it. Every command of the command line has its form, or is named in
NOT_OFFERED with the reason.
Usage: console_check.py TENBOU_BINARY
"""

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import urllib.request

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from pages_check import OVERFLOWS, browser  # noqa: E402
from console_forms import action, answer_of, publish_into, run_form, tap  # noqa: E402
from serving import check, failures, free_port, runner  # noqa: E402

TENBOU = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="tenbou-console-")
HOME = os.path.join(WORK, "home")  # the console's user: its documents folder, its list of recent files
DB = os.path.join(HOME, "Documents", "tenbou", "Turniej Konsoli – 東京.tenbou")  # where the first screen makes it
os.makedirs(os.path.join(HOME, "Documents"))
ENV = dict(os.environ, HOME=HOME, XDG_STATE_HOME="", XDG_CONFIG_HOME="", TENBOU_DB="")
NAMES = ["Zoë Lefèvre", "田中 太郎", "Łukasz Żółkiewski", "Ágnes Szőke", "Jean-Baptiste Émile de La Rochefoucauld",
         "Αλεξάνδρα Παπαδοπούλου", "Søren Ågren", "Bernd Müller", "Chiara Rossi", "Dmitri Ivanov", "Eva Nováková",
         "Fatma Yılmaz", "Guðrún Jónsdóttir", "Hana Kim", "Íñigo Martínez", "Jiří Dvořák", "Kalle Mäkinen",
         "Lúcia Gonçalves", "Mirela Ionescu"]

tenbou = runner(TENBOU, DB)


def start_console():
    """`tenbou console --no-browser` without a file, and the address it printed."""
    console = subprocess.Popen([TENBOU, "console", "--no-browser"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=ENV)
    first = console.stdout.readline().strip()
    check(first.startswith("Console: http://127.0.0.1:"), f"the console's first line is {first!r}")
    return console, first[len("Console: "):]


def create_on_first_screen(driver):
    """The new tournament made by the first screen's form: a name with accents and CJK, a parameter changed."""
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#create-ruleset option"))
    check(driver.find_element(By.ID, "recent-none").is_displayed(), "a first screen of a new user lists files")
    driver.find_element(By.ID, "create-name").send_keys("Turniej Konsoli – 東京")
    driver.find_element(By.ID, "create-ruleset").find_element(By.CSS_SELECTOR, 'option[value="ema2016"]').click()
    driver.find_element(By.CSS_SELECTOR, "#create-rules summary").click()
    points = driver.find_element(By.ID, "rule-starting_points")
    points.clear()
    points.send_keys("25000")
    driver.find_element(By.CSS_SELECTOR, "#create-form button[type=submit]").click()
    try:
        WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "details[data-command]"))
    except TimeoutException:
        check(False, "the first screen did not create the tournament: " +
              driver.find_element(By.CSS_SELECTOR, "#create-form .result").text)
        raise
    shown = subprocess.run([TENBOU, "--db", DB, "tournament", "show"], capture_output=True, text=True).stdout
    check("Turniej Konsoli – 東京" in shown, f"the tournament made by the first screen:\n{shown}")
    with sqlite3.connect(f"file:{DB}?mode=ro", uri=True) as db:
        stored = json.loads(db.execute("SELECT ruleset FROM tournament").fetchone()[0])
    check(stored.get("starting_points") == 25000, f"the parameter changed on the first screen is stored as {stored}")


def reopen_from_recent(driver):
    """The next console's first screen lists the tournament with its players, and opens it."""
    console, url = start_console()
    try:
        driver.get(url)
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#recent li"))
        item = driver.find_element(By.CSS_SELECTOR, "#recent li")
        check("Turniej Konsoli – 東京" in item.text and "20 players" in item.text, f"the recent file reads {item.text!r}")
        for width in (820, 1280, 1920):
            driver.set_window_size(width, 1000)
            for problem in driver.execute_script(OVERFLOWS):
                check(False, f"the first screen at {width} px: {problem}")
        # The first screen in French, as chosen with its switch: its headings, its list and its buttons.
        driver.get(url.split("?")[0] + "?lang=fr")
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#recent li"))
        check("Tournois récents" in driver.find_element(By.TAG_NAME, "body").text, "the first screen is not in French")
        item = driver.find_element(By.CSS_SELECTOR, "#recent li")
        check("20 joueurs" in item.text and item.find_element(By.TAG_NAME, "button").text == "Ouvrir",
              f"the recent file in French reads {item.text!r}")
        item.find_element(By.TAG_NAME, "button").click()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "details[data-command]"))
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "fr", "the console after it is not in French")
        driver.find_element(By.ID, "quit").click()
        WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
        console.wait(timeout=15)
    except TimeoutException:
        check(False, "the recent tournament was not listed or not opened")
    finally:
        if console.poll() is None:
            console.kill()


def cancel_a_long_search(driver):
    """A seating search that would take ten minutes (20 players over 6 rounds search to the time limit), stopped by
    Cancel under its form: the plan before stays."""
    before = tenbou("seating", "show")
    box = action(driver, "seating generate")
    for name, value in (("rounds", "6"), ("limit", "600"), ("reason", "more rounds")):
        field = box.find_element(By.CSS_SELECTOR, f'[name="{name}"]')
        field.clear()
        field.send_keys(value)
    box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
    try:
        cancel = WebDriverWait(driver, 10).until(lambda d: box.find_element(By.CSS_SELECTOR, "button.cancel"))
        WebDriverWait(driver, 10).until(lambda d: " s" in box.find_element(By.CSS_SELECTOR, "pre.result").text)
        cancel.click()
    except TimeoutException:
        check(False, "a long search shows no Cancel")
    kind, text = answer_of(driver, box, "a search cancelled")
    check(text.startswith("Cancelled.") and "stopped by Cancel" in text, f"a search cancelled answers {text!r}")
    check(not box.find_elements(By.CSS_SELECTOR, "button.cancel"), "Cancel stays after the search stopped")
    check(tenbou("seating", "show") == before, "a cancelled search changed the seating plan")


def hands_at_the_table_page(driver):
    """Game 1/1's table page opened from the console (no key in its address: the session writes as the organiser):
    a hand entered as the table enters it, then corrected there, with a reason, as the organiser may."""
    console_window = driver.current_window_handle
    box = action(driver, "hand")
    field = box.find_element(By.CSS_SELECTOR, '[name="game"]')
    for wrong in ("table 2", "9/9"):  # not a game's number, a game that is not there: said under the form, no tab
        field.clear()
        field.send_keys(wrong)
        box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        kind, text = answer_of(driver, box, f"the table page of {wrong!r}")
        check("refused" in kind and len(driver.window_handles) == 1, f"the table page of {wrong!r}: {kind} {text!r}")
    field.clear()
    field.send_keys("1/1")
    box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) == 2)
    driver.switch_to.window([w for w in driver.window_handles if w != console_window][0])
    try:
        check("key=" not in driver.current_url, f"the table page from the console carries a key: {driver.current_url}")
        wait = WebDriverWait(driver, 15)
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#outcomes button[data-outcome="tsumo"]'))
        message = driver.find_element(By.ID, "message")

        def written(what):
            tap(driver, "#preview")
            wait.until(lambda d: d.find_element(By.ID, "write").is_displayed() or "refused" in message.get_attribute("class"))
            if "refused" in message.get_attribute("class"):
                check(False, f"{what}: refused: {message.text!r}")
                return ""
            tap(driver, "#write")
            wait.until(lambda d: "done" in message.get_attribute("class") or "refused" in message.get_attribute("class"))
            check("done" in message.get_attribute("class"), f"{what}: {message.text!r}")
            return message.text

        tap(driver, '#outcomes button[data-outcome="tsumo"]')
        tap(driver, 'fieldset[data-field="winners"] button[data-seat="0"]')
        tap(driver, '[data-winner="0"] button[data-han="2"]')
        tap(driver, '[data-winner="0"] button[data-fu="30"]')
        entered = written("a hand entered at the table page from the console")
        check("2 han 30 fu" in entered, f"the hand entered answers {entered!r}")
        # The correction: hand 1 chosen, its result as it should have been, a reason.
        Select(driver.find_element(By.ID, "correct-hand")).select_by_value("1")
        wait.until(lambda d: "1" in d.find_element(By.ID, "state").text)
        tap(driver, '#outcomes button[data-outcome="draw"]')
        tap(driver, "#preview")
        wait.until(lambda d: "refused" in message.get_attribute("class"))
        check(message.text.startswith("Say why"), f"a correction without a reason: {message.text!r}")
        driver.find_element(By.ID, "correct-reason").send_keys("the tsumo was a draw — Ágnes misread the sheet")
        corrected = written("a hand corrected at the table page")
        check("amended" in corrected, f"the correction answers {corrected!r}")
        check(driver.find_element(By.ID, "correct-hand").get_attribute("value") == "0",
              "after a correction, the form is not back to the next hand")
    finally:
        driver.close()
        driver.switch_to.window(console_window)
    history = tenbou("game", "history", "1/1")
    check("amended" in history and "Ágnes misread" in history, f"the correction is not in the game's history:\n{history}")


# The commands the console has no form of, and why: every other command of `tenbou --help` has its form (a test that
# fails when a new command comes without one or a reason here).
NOT_OFFERED = {
    "init": "the first screen's form creates a tournament (it runs tenbou init)",
    "serve": "Open the room to phones serves the room from the console",
    "console": "the console itself",
    "table": "a terminal's hand entry; the console opens a game's table page instead",
    "keys": "the list of keys: the table cards carry each table's key, and the console's session is the organiser's key",
    "ranking": "the EMA ranking reads other tournaments' files, which the console does not open",
    "calc": "a payment table, not the tournament's: a terminal's tool",
    "value": "a hand valued from its tiles, outside a game: a terminal's tool (the table page values a game's hands)",
    "replay": "a game record's score sheet, outside the tournament: a terminal's tool",
    "ruleset list": "the first screen lists the presets with every parameter",
}
# Commands offered under another form's name: the hands are entered and corrected at the table page.
AT_THE_TABLE_PAGE = {"hand ron", "hand tsumo", "hand draw", "hand abortive", "hand nagashi", "hand chombo"}


def commands_of(*words):
    """The subcommands `tenbou WORDS --help` lists."""
    shown = subprocess.run([TENBOU, *words, "--help"], capture_output=True, text=True).stdout
    listed = shown.split("Subcommands:", 1)[1] if "Subcommands:" in shown else ""
    return [line.split()[0] for line in listed.splitlines() if line.startswith("  ") and not line.startswith("   ")]


def every_command_offered(driver):
    """Every command of the command line has its form in the console, or is named in NOT_OFFERED with why."""
    offered = set()
    for box in driver.find_elements(By.CSS_SELECTOR, "details[data-command]"):
        words = [w for w in box.get_attribute("data-command").split() if not w.startswith("-")]
        offered.update({words[0], " ".join(words[:2])})
    for noun in commands_of():
        verbs = commands_of(noun)
        for command in [f"{noun} {verb}" for verb in verbs] or [noun]:
            if command in offered or command in AT_THE_TABLE_PAGE or command in NOT_OFFERED or noun in NOT_OFFERED:
                continue
            check(False, f"tenbou {command} has no form in the console and no reason in NOT_OFFERED")


def in_polish(driver):
    """The console in another of the public pages' languages, chosen with the page's switch: its sections, forms,
    buttons and confirmations in Polish, the commands' own answers as the commands print them; then back."""
    console = driver.current_url.split("?")[0].split("#")[0]
    driver.get(console + "?lang=pl")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "details[data-command]"))
    check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl", "the console's page is not in Polish")
    nav = driver.find_element(By.ID, "sections").text
    check("Gracze" in nav and "Rozsadzenie" in nav, f"the console's sections in Polish read {nav!r}")
    box = action(driver, "player add")
    check(box.find_element(By.TAG_NAME, "summary").text == "Dodaj gracza", "the form's title is not in Polish")
    check("Sprawdź i wykonaj" in box.text and "Imię i nazwisko" in box.text, f"the form in Polish reads {box.text!r}")
    listed = run_form(driver, "penalty list", {}, "the penalties in Polish", confirm=False)
    check("No penalties" in listed or "penalt" in listed.lower(), f"the penalties in Polish answer {listed!r}")
    driver.get(console + "?lang=en")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "details[data-command]"))


def main():
    console, url = start_console()
    driver = browser()
    try:
        driver.set_window_size(1280, 900)
        driver.get(url)
        create_on_first_screen(driver)
        key = json.loads(tenbou("keys", "--format", "json"))["organiser"]
        check("session=" not in driver.current_url, f"the address bar keeps the token: {driver.current_url}")
        check(key not in driver.page_source, "the console's page holds the organiser's key")
        cookies = driver.get_cookies()
        check(len(cookies) == 1 and cookies[0]["httpOnly"] and cookies[0].get("sameSite") == "Strict",
              f"the session cookie is {cookies}")
        driver.find_element(By.ID, "referee").send_keys("Anna Kowalska")
        # The tournament: its ruleset as made on the first screen, a detail changed by a form.
        rules = run_form(driver, "ruleset show", {}, "the tournament's ruleset", confirm=False)
        check("The ruleset of Turniej Konsoli – 東京" in rules and "25000" in rules.replace(",", ""),
              f"the tournament's ruleset shows {rules[:300]!r}")
        run_form(driver, "tournament set csv-delimiter", {"value": "semicolon"}, "the CSV delimiter")
        details = run_form(driver, "tournament show", {}, "the tournament's details", confirm=False)
        check("semicolon" in details, f"the details after the CSV delimiter's form: {details!r}")
        added = run_form(driver, "player add", {"name": "Maximiliane-Theodora von Hohenzollern-Sigmaringen",
                                                "country": "DEU"}, "adding a player")
        check("Maximiliane-Theodora" in added, f"adding a player answers {added!r}")
        csv = os.path.join(WORK, "players.csv")
        with open(csv, "w", encoding="utf-8") as out:
            out.write("name,country\n" + "".join(f'"{n}",\n' for n in NAMES))
        imported = run_form(driver, "player import", {"file": csv}, "importing players")
        check("19" in imported, f"the import answers {imported!r}")
        # A mistake, said in the command's words beside its form; nothing written.
        box = action(driver, "player add")
        field = box.find_element(By.CSS_SELECTOR, '[name="name"]')
        field.clear()
        field.send_keys("Zoë Lefèvre")
        box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
        kind, text = answer_of(driver, box, "a player added twice")
        check("refused" in kind and "Zoë Lefèvre" in text, f"a player added twice: {kind} {text!r}")
        run_form(driver, "seating generate", {"rounds": "2", "limit": "2"}, "generating the seating")
        cancel_a_long_search(driver)
        started = run_form(driver, "round start", {"round": "1"}, "starting round 1")
        check("Round 1: 5 games started" in started, f"starting round 1 answers {started!r}")
        hands_at_the_table_page(driver)
        # A refusal that names an option is said again beside its field, marked invalid.
        box = action(driver, "stage add")
        for name, value in (("name", "Final"), ("from", "2"), ("top", "4")):
            box.find_element(By.CSS_SELECTOR, f'[name="{name}"]').send_keys(value)
        box.find_element(By.CSS_SELECTOR, '[name="points"] option[value="keep"]').click()
        box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
        kind, text = answer_of(driver, box, "a cut before its round's games ended")
        field = box.find_element(By.CSS_SELECTOR, '[name="from"]')
        said = box.find_elements(By.CSS_SELECTOR, ".field-error")
        check("refused" in kind and field.get_attribute("aria-invalid") == "true" and said and
              "in progress" in said[0].text and said[0].get_attribute("id") == field.get_attribute("aria-describedby"),
              f"the refusal of --from-round is not beside its field: {text!r}")
        # A paper score sheet's final scores, East below zero (typed as it is; the form passes it as --scores=...).
        run_form(driver, "game result", {"game": "1/2", "scores": "-4200,45000,35000,24200"}, "a paper score sheet")
        sheet = json.loads(tenbou("game", "show", "1/2", "--format", "json"))
        check(sheet.get("final") is not None, "the paper sheet's game has no final result")
        listed = run_form(driver, "player list", {}, "the players", confirm=False)
        for name in NAMES:
            check(name in listed, f"{name} is not in the list the console shows")
        # The keyboard alone: Tab to a form's summary, Enter opens it, type, Enter sends.
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.HOME)
        found = False
        for _ in range(80):
            active = driver.switch_to.active_element
            if active.tag_name == "summary" and active.text == "The penalties":
                found = True
                break
            active.send_keys(Keys.TAB)
        check(found, "Tab does not reach the penalties' list")
        if found:
            driver.switch_to.active_element.send_keys(Keys.ENTER)
            driver.switch_to.active_element.send_keys(Keys.TAB)
            driver.switch_to.active_element.send_keys(Keys.ENTER)
            kind, text = answer_of(driver, action(driver, "penalty list"), "the penalties by keyboard")
            check("done" in kind, f"the penalties by keyboard: {text!r}")
        # The room opened to phones by a button, its addresses shown to give out, and closed again.
        port = free_port()
        field = driver.find_element(By.ID, "room-port")
        field.clear()
        field.send_keys(str(port))
        driver.find_element(By.ID, "room-open").click()
        try:
            WebDriverWait(driver, 10).until(lambda d: "/projector" in d.find_element(By.ID, "room-state").text)
            check(json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/api/version")).get("version") is not None,
                  "the room opened from the console does not answer")
        except TimeoutException:
            check(False, f"the room did not open: {driver.find_element(By.ID, 'room-state').text!r}")
        driver.find_element(By.ID, "room-close").click()
        WebDriverWait(driver, 10).until(lambda d: "this machine only" in d.find_element(By.ID, "room-state").text)
        # Files: what the command prints, offered as a download under its form.
        run_form(driver, "export results --format csv", {}, "the results as CSV", confirm=False)
        link = action(driver, "export results --format csv").find_element(By.CSS_SELECTOR, "a.download")
        check(link.get_attribute("download") == "results.csv" and link.get_attribute("href").startswith("blob:"),
              f"the results' download is {link.get_attribute('download')!r} at {link.get_attribute('href')!r}")
        # A file a command writes (a backup), fetched whole and offered; the site published into a folder.
        box = action(driver, "backup")
        box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        kind, text = answer_of(driver, box, "a backup")
        check("done" in kind and "backup.tenbou" in text, f"a backup: {kind} {text!r}")
        links = box.find_elements(By.CSS_SELECTOR, "a.download")
        check(len(links) == 1 and links[0].get_attribute("href").startswith("blob:"), "the backup is not offered")
        site = os.path.join(WORK, "site – Köln")
        publish_into(driver, site)
        every_command_offered(driver)
        in_polish(driver)
        for width in (820, 1280, 1920):
            driver.set_window_size(width, 1000)
            for problem in driver.execute_script(OVERFLOWS):
                check(False, f"the console at {width} px: {problem}")
        driver.save_screenshot(os.path.join(WORK, "console-1920.png"))
        driver.find_element(By.ID, "quit").click()
        WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
        try:
            console.wait(timeout=15)
        except subprocess.TimeoutExpired:
            check(False, "Quit did not stop the console")
        reopen_from_recent(driver)
    finally:
        driver.quit()
        if console.poll() is None:
            console.kill()
        log = console.stderr.read()
    check(console.returncode == 0, f"the console ended with {console.returncode}")
    check(key not in log, "the console's log holds the organiser's key")
    # Who did it: the name typed once at the top of the console.
    check("Anna Kowalska" in tenbou("player", "history", "Zoë Lefèvre"), "the player's history does not name Anna Kowalska")
    check(subprocess.run([TENBOU, "--db", DB, "audit"], capture_output=True).returncode == 0, "audit is not clean")
    print(f"the console's day so far in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
