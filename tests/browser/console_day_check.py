#!/usr/bin/env python3
"""A whole 16-player day in the console, by forms only, compared with the same day done by commands: the file made by
the console's form (tenbou console FILE, FILE not there yet), the details, 16 players imported from a CSV file chosen
in the page, one of them corrected, the seating for three rounds, two rounds started and their paper sheets entered,
a sheet corrected with a reason, a penalty, a cut to a final, the EMA workbook made and the site published. The same
steps as commands on a second file must leave the same tournament: standings, player list, seating show, penalty
list, stage list, export ema and audit print the same (the times of the entries aside).
Usage: console_day_check.py TENBOU_BINARY
"""

import os
import re
import subprocess
import sys
import tempfile

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from console_forms import action, answer_of, publish_into, run_form  # noqa: E402
from pages_check import browser  # noqa: E402
from serving import check, failures  # noqa: E402

TENBOU = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="tenbou-console-day-")
NAME = "Mock Open Łódź – 東京 2026"
BY_FORMS = os.path.join(WORK, "by forms.tenbou")
BY_COMMANDS = os.path.join(WORK, "by commands.tenbou")
REFEREE = "Marta Wiśniewska"
ENV = dict(os.environ, HOME=os.path.join(WORK, "home"), XDG_STATE_HOME="", XDG_CONFIG_HOME="", TENBOU_DB="",
           TENBOU_REFEREE="")
PLAYERS = [("Zoë Lefèvre", "FRA"), ("田中 太郎", "JPN"), ("Łukasz Żółkiewski", "POL"), ("Ágnes Szőke", "HUN"),
           ("Jean-Baptiste Émile de La Rochefoucauld", "FRA"), ("Αλεξάνδρα Παπαδοπούλου", "GRC"), ("Søren Ågren", "DNK"),
           ("Anna Kowalska", "POL"), ("Bernd Müller", "DEU"), ("Chiara Rossi", "ITA"), ("Dmitri Ivanov", "UKR"),
           ("Eva Nováková", "CZE"), ("Fatma Yılmaz", "TUR"), ("Guðrún Jónsdóttir", "ISL"), ("Hana Kim", "KOR"),
           ("Íñigo Martínez", "ESP")]
# Each round's four tables: the final scores, East first as seated at the start (120,000 at each table).
SHEETS = ["52300,31200,28500,8000", "45000,30000,25000,20000", "-4200,55000,45000,24200", "40000,30000,30000,20000"]
CORRECTED = "50000,30000,25000,15000"

# The day: each step as its form (the command's words, the form's values) and as the command typed.
STEPS = [
    ("tournament set timezone", {"value": "Europe/Warsaw"}, ["tournament", "set", "timezone", "Europe/Warsaw"]),
    ("tournament set", {"key": "city", "value": "Łódź"}, ["tournament", "set", "city", "Łódź"]),
    ("tournament set", {"key": "country", "value": "POL"}, ["tournament", "set", "country", "POL"]),
    ("tournament set", {"key": "dates", "value": "2026-11-21"}, ["tournament", "set", "dates", "2026-11-21"]),
    ("player import", {"file": "PLAYERS_CSV"}, ["player", "import", "PLAYERS_CSV"]),
    ("player edit", {"player": "Dmitri", "country": "POL", "reason": "lives in Kraków, plays for Poland"},
     ["player", "edit", "Dmitri", "--country", "POL", "--reason", "lives in Kraków, plays for Poland"]),
    # What the EMA results file's pre-flight check asks: which part of a name is the family name.
    ("player edit", {"player": "Jean-Baptiste", "given": "Jean-Baptiste", "family": "Émile de La Rochefoucauld",
                     "reason": "EMA name"},
     ["player", "edit", "Jean-Baptiste", "--given", "Jean-Baptiste", "--family", "Émile de La Rochefoucauld",
      "--reason", "EMA name"]),
    ("player edit", {"player": "田中", "given": "太郎", "family": "田中", "reason": "EMA name"},
     ["player", "edit", "田中", "--given", "太郎", "--family", "田中", "--reason", "EMA name"]),
    ("seating generate", {"rounds": "3", "limit": "5"}, ["seating", "generate", "--rounds", "3", "--time-limit", "5"]),
    ("round start", {"round": "1"}, ["round", "start", "1"]),
    *[("game result", {"game": f"1/{t + 1}", "scores": SHEETS[t]}, ["game", "result", f"1/{t + 1}", f"--scores={SHEETS[t]}"])
      for t in range(4)],
    ("game result", {"game": "1/2", "scores": CORRECTED, "reason": "the sheet was added up wrong"},
     ["game", "result", "1/2", f"--scores={CORRECTED}", "--reason", "the sheet was added up wrong"]),
    ("penalty add", {"player": "Søren", "points": "2000", "reason": "late to the table"},
     ["penalty", "add", "Søren", "2000", "--reason", "late to the table"]),
    ("round start", {"round": "2"}, ["round", "start", "2"]),
    *[("game result", {"game": f"2/{t + 1}", "scores": SHEETS[3 - t]}, ["game", "result", f"2/{t + 1}", f"--scores={SHEETS[3 - t]}"])
      for t in range(4)],
    ("stage add", {"name": "Final", "from": "3", "top": "4", "points": "keep"},
     ["stage", "add", "Final", "--from-round", "3", "--top", "4", "--points", "keep"]),
]
# What the two files must print alike.
COMPARED = [["standings"], ["player", "list"], ["seating", "show"], ["penalty", "list"], ["stage", "list"],
            ["export", "ema"], ["audit"], ["standings", "--nations"]]


def tenbou(db, *args, by=""):
    return subprocess.run([TENBOU, "--db", db, *args], capture_output=True, text=True, env=dict(ENV, TENBOU_REFEREE=by))


def day_by_commands(players_csv):
    """The day typed: the referee named as the console names the one at its top (TENBOU_REFEREE)."""
    made = subprocess.run([TENBOU, "init", BY_COMMANDS, "--name", NAME], capture_output=True, text=True, env=ENV)
    check(made.returncode == 0, f"tenbou init: {made.stderr}")
    for _, _, args in STEPS:
        args = [players_csv if a == "PLAYERS_CSV" else a for a in args]
        r = tenbou(BY_COMMANDS, *args, by=REFEREE)
        check(r.returncode == 0, f"tenbou {' '.join(args)}: {r.stderr}")


def create_by_form(driver):
    """tenbou console FILE with no FILE yet: the form that makes it, its file filled in."""
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#create-ruleset option"))
    check(driver.find_element(By.ID, "create-file").get_attribute("value") == BY_FORMS,
          "the console started with a new FILE does not offer to make it there")
    driver.find_element(By.ID, "create-name").send_keys(NAME)
    driver.find_element(By.CSS_SELECTOR, "#create-form button[type=submit]").click()
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "details[data-command]"))


def day_by_forms(driver, players_csv):
    create_by_form(driver)
    driver.find_element(By.ID, "referee").send_keys(REFEREE)
    for form, values, args in STEPS:
        values = {k: players_csv if v == "PLAYERS_CSV" else v for k, v in values.items()}
        run_form(driver, form, values, "tenbou " + " ".join(args))
    # The files of the end of the day: the EMA workbook fetched, the site published into a folder.
    box = action(driver, "export ema --format xlsx")
    box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    kind, text = answer_of(driver, box, "the EMA workbook")
    check("done" in kind and "ema-results.xlsx" in text, f"the EMA workbook: {kind} {text!r}")
    site = os.path.join(WORK, "site")
    publish_into(driver, site)


def main():
    players_csv = os.path.join(WORK, "players.csv")
    with open(players_csv, "w", encoding="utf-8") as out:
        out.write("name,country\n" + "".join(f'"{n}",{c}\n' for n, c in PLAYERS))
    day_by_commands(players_csv)
    console = subprocess.Popen([TENBOU, "console", BY_FORMS, "--no-browser"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=ENV)
    first = console.stdout.readline().strip()
    check(first.startswith("Console: http://127.0.0.1:"), f"the console's first line is {first!r}")
    driver = browser()
    try:
        driver.set_window_size(1280, 900)
        driver.get(first[len("Console: "):])
        day_by_forms(driver, players_csv)
        driver.find_element(By.ID, "quit").click()
        WebDriverWait(driver, 5).until(EC.alert_is_present()).accept()
        console.wait(timeout=15)
    except TimeoutException as e:
        check(False, f"the day by forms stopped: {e}")
    finally:
        driver.quit()
        if console.poll() is None:
            console.kill()
    for args in COMPARED:
        forms, commands = tenbou(BY_FORMS, *args), tenbou(BY_COMMANDS, *args)
        for r in (forms, commands):  # when each was entered, to the minute
            r.stdout = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d [A-Z]+", "(time)", r.stdout)
        check(forms.returncode == commands.returncode == 0,
              f"tenbou {' '.join(args)} exits {forms.returncode} (forms) and {commands.returncode} (commands): "
              f"{forms.stderr}{commands.stderr}")
        check(forms.stdout == commands.stdout,
              f"tenbou {' '.join(args)} differs:\n--- by forms\n{forms.stdout}\n--- by commands\n{commands.stdout}")
    # Who did it: the name given once at the top of the console, as --by gave it.
    history = tenbou(BY_FORMS, "player", "history", "Dmitri").stdout
    check(REFEREE in history, f"the player's history does not name {REFEREE}:\n{history}")
    print(f"the day in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
