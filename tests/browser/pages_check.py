#!/usr/bin/env python3
"""The pages tenbou makes, looked at in a real browser (Debian's headless Chromium through chromium-driver).

Builds a tournament with long, accented and CJK names, 200 players and a triple ron, writes every HTML page
and publishes the site (`tenbou publish`, opened from file:// as a USB stick's would be), and checks: each passes `tidy` without errors or warnings; at 1920, 1280, 794 (A4) and 390 px wide no table runs
past the window, nothing scrolls sideways, no word breaks inside and no option of the command line is named; printed to A4, the score sheet's player columns and its chart, the standings and the
seating cards stay inside the page; the projector standings show every player within one cycle, each page
of it fitting the screen. Usage: pages_check.py TENBOU_BINARY [WORK_FOLDER]
"""

import json
import os
import random
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.print_page_options import PrintOptions

TENBOU = sys.argv[1]
WORK = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="tenbou-pages-")
DB = os.path.join(WORK, "pages.tenbou")
failures = []


def tenbou(*args, stdin=None):
    r = subprocess.run([TENBOU, "--db", DB, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"tenbou {' '.join(args)} failed: {r.stderr}")
    return r.stdout


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def make_tournament():
    if os.path.exists(DB):
        os.remove(DB)
    subprocess.run([TENBOU, "init", DB, "--name", "Riichi Open Wien 2026 – Große Halle"], check=True, capture_output=True)
    long_names = ["Maximiliane-Theodora von Hohenzollern-Sigmaringen", "Jean-Baptiste Émile de La Rochefoucauld-Liancourt",
                  "Αλεξάνδρα Παπαδοπούλου-Καραγιάννη", "田中 太郎左衛門之助"]
    names = long_names + [f"Player {i:03d} Łukasz Żółkiewski-Ågren" for i in range(5, 201)]
    countries = ["DEU", "FRA", "GRC", "JPN", "POL", "SWE", "AUT", "HUN"]
    csv = "name,country\n" + "".join(f"\"{n}\",{countries[i % len(countries)]}\n" for i, n in enumerate(names))
    path = os.path.join(WORK, "players.csv")
    open(path, "w").write(csv)
    tenbou("player", "import", path)
    rng = random.Random(7)
    records = []
    for round_ in (1, 2):
        order = names[:]
        if round_ == 2:
            rng.shuffle(order)
        for table in range(1, 51):
            players = order[(table - 1) * 4: table * 4]
            hands = []
            if round_ == 1 and table == 1:  # a triple ron (where the rules pay it) and a long note
                hands.append({"result": "ron", "discarder": 3, "wins": [{"winner": 0, "han": 3, "fu": 30},
                              {"winner": 1, "han": 2, "fu": 40}, {"winner": 2, "yakuman": 1}], "riichi": [0, 1],
                              "note": "triple ron on the last discard of the wall, confirmed by the head referee"})
            for _ in range(7):
                w, d = rng.sample(range(4), 2)
                hands.append({"result": "ron", "discarder": d, "wins": [{"winner": w, "han": rng.choice([1, 2, 3, 4]),
                              "fu": rng.choice([30, 40])}]})
            records.append({"round": round_, "table": table, "players": players, "hands": hands, "finished": True})
    path = os.path.join(WORK, "games.jsonl")
    open(path, "w").write("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n")
    tenbou("game", "import", path)
    tenbou("tournament", "set", "city", "Wien")
    tenbou("seating", "generate", "--rounds", "4", "--time-limit", "2", "--reason", "pages")
    tenbou("game", "start", "--round", "3", "--table", "1")  # a game in progress, as the standings say
    tenbou("hand", "draw", "--game", "3/1", "--tenpai", "none")
    return names


def write_pages():
    pages = {}
    for name, args in {
        "score-sheet": ["game", "show", "1/1", "--format", "html"],
        "standings": ["standings", "--format", "html"],
        "projector": ["standings", "--format", "html", "--projector"],
        "stats": ["stats", "--format", "html"],
        "player": ["player", "show", "Maximiliane", "--format", "html"],
        "round": ["round", "show", "1", "--format", "html"],
        "seating": ["seating", "show", "--format", "html"],
        "find-your-seat": ["seating", "show", "--round", "3", "--format", "html", "--projector"],
    }.items():
        path = os.path.join(WORK, name + ".html")
        open(path, "w").write(tenbou(*args))
        pages[name] = path
    site = os.path.join(WORK, "site")
    tenbou("publish", site, "--lang", "en,pl", "--clean")
    for name, file in {"site": "index.html", "site-index": "pl/index.html", "site-standings": "en/standings.html",
                       "site-round": "pl/round-2.html", "site-player": "en/player-1.html", "site-score-sheet": "en/game-1-1.html",
                       "site-score-sheet-pl": "pl/game-1-2.html",
                       "site-stats": "pl/stats.html", "site-players": "en/players.html"}.items():
        pages[name] = os.path.join(site, file)
    return pages


def check_tidy(pages):
    for name, path in pages.items():
        r = subprocess.run(["tidy", "-q", "-e", "-utf8", path], capture_output=True, text=True)
        check(r.returncode == 0, f"{name}: tidy reports {r.stderr.strip()}")


def browser(phone=False):
    """Headless Chromium; with `phone`, a phone of 390x844 CSS pixels as Chromium's device emulation makes it
    (viewport, touch, pixel ratio and a phone's user agent), not a desktop window of that size."""
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]:
        options.add_argument(flag)
    if phone:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3.0, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/120.0 Mobile Safari/537.36"})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


OVERFLOWS = """
const width = document.documentElement.clientWidth;
const out = [];
if (document.documentElement.scrollWidth > width + 1) out.push('the page scrolls sideways (' + document.documentElement.scrollWidth + ' px > ' + width + ')');
for (const t of document.querySelectorAll('table, .card, .page')) {
  const r = t.getBoundingClientRect();
  if (r.width > 0 && r.right > width + 1) out.push(t.tagName + '.' + t.className + ' ends at ' + Math.round(r.right) + ' px > ' + width);
}
for (const e of document.querySelectorAll('*')) {
  const s = getComputedStyle(e);
  if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && e.scrollWidth > e.clientWidth + 1) out.push('inner scrollbar on ' + e.tagName);
}
return out;
"""


def open_at(driver, path, width, height):
    """Opens `path` in a viewport of exactly width x height (the window's frame takes some of the window)."""
    driver.set_window_size(width, height)
    driver.get("file://" + path)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    if inner != [width, height]:
        driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
        driver.get("file://" + path)


# Words broken inside (a line break within "South"): text breaks between words only, or after a hyphen or slash;
# Chinese and Japanese break between characters. Collapsed and hidden columns are not looked at.
BROKEN_WORDS = """
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const el = node.parentElement;
  if (!el || el.getBoundingClientRect().width < 4 || getComputedStyle(el).textOverflow === 'ellipsis') continue;
  for (const m of node.textContent.matchAll(/\\S+/g)) {
    if (/[-\\/\u2013\u3000-\u9fff\uac00-\ud7af]/.test(m[0]) || m[0].length < 2) continue;
    const range = document.createRange();
    range.setStart(node, m.index);
    range.setEnd(node, m.index + m[0].length);
    const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
    if (tops.size > 1) out.push('"' + m[0] + '" broken in ' + el.tagName + (el.className ? '.' + el.className : ''));
  }
}
return out.slice(0, 5);
"""

# What no page shows: the command line's options.
OPTION_NAMES = "return (document.body.innerText.match(/(^|\\s|\\()--[a-z][a-z-]+/g) || []).slice(0, 5);"


def check_screens(driver, pages):
    for width, height in [(1920, 1080), (1280, 800), (794, 1123), (390, 844)]:
        for name, path in pages.items():
            open_at(driver, path, width, height)
            for problem in driver.execute_script(OVERFLOWS) + driver.execute_script(BROKEN_WORDS):
                check(False, f"{name} at {width}x{height}: {problem}")
            for option in driver.execute_script(OPTION_NAMES):
                check(False, f"{name} at {width}x{height} names an option: {option.strip()}")


def check_print(driver, pages):
    driver.set_window_size(1200, 900)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    a4 = 794 - 2 * 45  # A4 at 96 px per inch, less the page margins of about 12 mm
    for name in ["score-sheet", "standings", "seating", "site-score-sheet"]:
        driver.get("file://" + pages[name])
        driver.set_window_size(a4 + 16, 1123)
        driver.get("file://" + pages[name])
        for problem in driver.execute_script(OVERFLOWS):
            check(False, f"{name} printed on A4: {problem}")
        options = PrintOptions()
        options.page_width, options.page_height = 21.0, 29.7
        pdf = os.path.join(WORK, name + ".pdf")
        import base64
        open(pdf, "wb").write(base64.b64decode(driver.print_page(options)))
        text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
        if name == "seating":  # the player cards start on a page of their own and fill each with 8
            cards = [page.count("Riichi Open Wien 2026") for page in text.split("\f")]
            first = next((i for i, n in enumerate(cards) if n and i > 0), None)
            per_page = cards[first:] if first is not None else []
            while per_page and per_page[-1] == 0:
                per_page.pop()
            check(per_page and all(n == 8 for n in per_page[:-1]) and sum(per_page) == 200,
                  f"seating printed: player cards per A4 page {per_page}, not 8 to a page from a page of their own")
        if name == "site-score-sheet":  # the chart is printed whole, its last hand's label with it
            last = json.loads(tenbou("game", "show", "1/1", "--format", "json"))["hands"][-1]["round"]
            chart = text.split("Scores hand by hand")[-1]
            check("Scores hand by hand" in text and "Start" in chart and last in chart,
                  f"the score sheet's chart printed: its title, Start or {last} is missing")
        if name == "score-sheet":  # the last column (North) is on the page: its scores are printed
            first_page = text.split("\f")[0]
            sheet = json.loads(tenbou("game", "show", "1/1", "--format", "json"))
            for fragment in ["Maximiliane", "Rochefoucauld", "Παπαδοπούλου"] + \
                            [f"{score:,}" for score in sheet["hands"][0]["scores"]]:
                check(fragment in first_page, f"score sheet printed: {fragment} is not on the first page")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def check_projector(driver, pages, names):
    open_at(driver, pages["projector"], 1920, 1080)
    info = driver.execute_script("""
      const pages = [...document.querySelectorAll('.page')];
      return {count: pages.length, heights: pages.map(p => p.getBoundingClientRect().height),
              names: [...document.querySelectorAll('.page td.name')].map(td => td.textContent),
              viewport: window.innerHeight};""")
    check(info["count"] >= 1, "projector: no pages")
    for i, h in enumerate(info["heights"]):
        check(h <= info["viewport"], f"projector: page {i + 1} is {h} px high, the screen {info['viewport']}")
    shown = set(info["names"])
    missing = [n for n in names if n not in shown]
    check(not missing, f"projector: {len(missing)} players are on no page (e.g. {missing[:3]})")


def main():
    names = make_tournament()
    pages = write_pages()
    check_tidy(pages)
    driver = browser()
    try:
        check_screens(driver, pages)
        check_print(driver, pages)
        check_projector(driver, pages, names)
    finally:
        driver.quit()
    print(f"{len(pages)} pages checked in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
