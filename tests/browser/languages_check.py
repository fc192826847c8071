#!/usr/bin/env python3
"""The pages players read, in each of their languages, in a real browser: the table page on a phone (390x844)
enters a hand with nothing running past the screen, the projector at 1920x1080 and the table cards printed on A4.
Each page is in its language (<html lang>, the catalogue's words where the page writes them, numbers grouped as the
language does) and shows no English word of the page's own; names in any script keep their direction (<bdi> or
dir="auto"). Phones choose by the switch (a cookie), else Accept-Language, else the tournament's setting.
Usage: languages_check.py TENBOU_BINARY
"""

import base64
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.print_page_options import PrintOptions
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from pages_check import OVERFLOWS, browser  # noqa: E402
from serving import check, failures, runner, serve, stop  # noqa: E402

TENBOU = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="tenbou-languages-")
DB = os.path.join(WORK, "languages.tenbou")
CATALOGUES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "languages")
LANGUAGES = ["en", "de", "fr", "pl", "nl"]
OWN_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "pl": "Polski", "nl": "Nederlands"}
NAMES = ["Zoë Lefèvre", "田中 太郎", "עדי כהן", "Maximiliane-Theodora von Hohenzollern-Sigmaringen",
         "Łukasz Żółkiewski", "Søren Ågren", "محمد الأحمد", "Jean-Baptiste Émile de La Rochefoucauld"]
TOURNAMENT = "Turniej Wiosenny"
# Words a page may show in any language: the game's own (its catalogue keeps them as they are), tenbou, EMA.
ANY_LANGUAGE = {"tenbou", "ema"}

tenbou = runner(TENBOU, DB)
catalogues = {code: json.load(open(os.path.join(CATALOGUES, code + ".json"), encoding="utf-8")) for code in LANGUAGES}


def texts(catalogue):
    for value in catalogue.values():
        yield from (value.values() if isinstance(value, dict) else [value])


def words_of(text):
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{[a-z_]+\}", " ", text))}


def english_words(language):
    """The words English's catalogue writes that this language's never does: none of them may show on its pages."""
    if language == "en":
        return set()
    theirs = set().union(*(words_of(t) for t in texts(catalogues[language])))
    return set().union(*(words_of(t) for t in texts(catalogues["en"]))) - theirs - ANY_LANGUAGE


def shown_text(driver, leave_out=()):
    """The page's visible text, without names, the tournament's name and the elements `leave_out` names."""
    text = driver.execute_script(
        "const skip = arguments[0].map((s) => [...document.querySelectorAll(s)]).flat();"
        "skip.forEach((e) => e.setAttribute('data-hidden-for-check', e.style.display));"
        "skip.forEach((e) => e.style.display = 'none');"
        "const t = document.body.innerText;"
        "skip.forEach((e) => e.style.display = e.getAttribute('data-hidden-for-check'));"
        "return t;", list(leave_out))
    for name in NAMES + [TOURNAMENT]:
        text = text.replace(name, " ")
    return text


def no_english(driver, language, what, leave_out=()):
    found = sorted(words_of(shown_text(driver, leave_out)) & english_words(language))
    check(not found, f"{what} in {language} shows English words of its own: {found[:8]}")


def names_keep_direction(driver, what):
    """Every name the page shows sits in <bdi> or an element with dir="auto"."""
    loose = driver.execute_script(
        "const names = arguments[0]; const out = [];"
        "const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
        "for (let n = walker.nextNode(); n; n = walker.nextNode()) {"
        "  if (!names.some((name) => n.textContent.includes(name))) continue;"
        "  if (!n.parentElement.closest('bdi, [dir=auto], title, desc, script, option')) out.push(n.textContent.trim());"
        "}"
        "return out.slice(0, 3);", ["עדי כהן", "محمد الأحمد"])
    check(not loose, f"{what}: a right-to-left name outside <bdi>/dir=auto: {loose}")


def fits(driver, what):
    for problem in driver.execute_script(OVERFLOWS):
        check(False, f"{what}: {problem}")


def tap(driver, css):
    element = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, css))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def grouped(language, n):
    separator = {"en": ",", "de": ".", "nl": ".", "fr": "\u00a0", "pl": "\u00a0"}[language]
    return f"{n:,}".replace(",", separator)


def hand_on_the_phone(phone, base, game, key, language, hand):
    """The phone switches to `language` with the page's own switch, then enters a tsumo, 3 han 30 fu, for the East
    player; every step fits the screen and shows only the language's words."""
    words = catalogues[language]
    phone.get(f"{base}/table/{game}?key={key}")
    WebDriverWait(phone, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "nav.languages"))
    switch = phone.find_element(By.CSS_SELECTOR, f'nav.languages a[hreflang="{language}"]')
    check(switch.text == OWN_NAMES[language], f"the switch names {language} {switch.text!r}")
    switch.click()
    WebDriverWait(phone, 5).until(lambda d: d.execute_script("return document.documentElement.lang") == language)
    WebDriverWait(phone, 5).until(lambda d: d.find_element(By.ID, "state").text != words["table.loading"])
    what = f"the table page in {language}"
    check(phone.find_element(By.CSS_SELECTOR, '#outcomes button[data-outcome="draw"]').text == words["table.draw"],
          f"{what}: the Draw button is not in the catalogue's words")
    state = phone.find_element(By.ID, "state").text
    check(state.startswith(words["table.state"].split("{hand}")[0] + str(hand)), f"{what}: the state reads {state!r}")
    check(grouped(language, 30000) in phone.find_element(By.ID, "players").text or hand > 1,
          f"{what}: the scores are not grouped as {language} writes them")
    tap(phone, '#outcomes button[data-outcome="tsumo"]')
    east = phone.find_element(By.CSS_SELECTOR, "#players tr.dealer").get_attribute("innerHTML")
    seat = next(b.get_attribute("data-seat") for b in phone.find_elements(By.CSS_SELECTOR, 'fieldset[data-field="winners"] button')
                if b.text.split(" ", 1)[1] in east)
    tap(phone, f'fieldset[data-field="winners"] button[data-seat="{seat}"]')
    tap(phone, f'fieldset[data-winner="{seat}"] button[data-han="3"]')
    tap(phone, f'fieldset[data-winner="{seat}"] button[data-fu="30"]')
    fits(phone, what + " with the hand filled in")
    no_english(phone, language, what + " with the hand filled in")
    names_keep_direction(phone, what)
    phone.save_screenshot(os.path.join(WORK, f"table-{language}.png"))
    tap(phone, "#preview")
    WebDriverWait(phone, 5).until(lambda d: d.find_element(By.ID, "confirm").is_displayed())
    fits(phone, what + " at its preview")
    no_english(phone, language, what + " at its preview")
    names_keep_direction(phone, what + " at its preview")
    # The server's confirmation, in the phone's language: "Hand 1 (Ost 1): ... Tsumo. ... Punkte: ...".
    confirmation = words["entry.hand"].split("{hand}")[0] + str(hand) + " ("
    check(phone.find_element(By.ID, "confirm-text").text.startswith(confirmation),
          f"{what}: the preview reads {phone.find_element(By.ID, 'confirm-text').text!r}")
    tap(phone, "#write")
    WebDriverWait(phone, 5).until(lambda d: d.find_element(By.ID, "state").text.startswith(
        words["table.state"].split("{hand}")[0] + str(hand + 1)))
    message = phone.find_element(By.ID, "message").text
    check(message.startswith(confirmation) and words["entry.scores"].split("{scores}")[0] in message,
          f"{what}: the confirmation reads {message!r}")
    fits(phone, what + " after the hand")
    no_english(phone, language, what + " after the hand")
    names_keep_direction(phone, what + " after the hand")
    phone.save_screenshot(os.path.join(WORK, f"table-{language}-confirmed.png"))
    # The public pages on the same phone: the language it chose is remembered. Each with a word it must show.
    for path, name, shown in [("/standings", "standings", words["standings.total"]), ("/players/3", "player", None),
                              (f"/games/{game}", "sheet", words["sheet.signatures"]), ("/rounds/1", "round", words["wind.east"])]:
        phone.get(base + path)
        what = f"the {name} page in {language}"
        check(phone.execute_script("return document.documentElement.lang") == language, f"{what}: not lang={language}")
        check(not shown or shown in phone.find_element(By.TAG_NAME, "body").text, f"{what}: no {shown!r}")
        fits(phone, what)
        no_english(phone, language, what)
        names_keep_direction(phone, what)
        phone.save_screenshot(os.path.join(WORK, f"{name}-{language}.png"))

def projector(screen, base, language):
    tenbou("tournament", "set", "language", language)
    words = catalogues[language]
    for path, heading in [("/projector/standings", words["standings.place"]), ("/projector/seating", words["seat.wind"])]:
        screen.get(base + path)
        what = f"the projector's {path} in {language}"
        check(screen.execute_script("return document.documentElement.lang") == language, f"{what}: not lang={language}")
        headings = [th.text for th in screen.find_elements(By.CSS_SELECTOR, "th")]
        check(heading in headings, f"{what}: no {heading!r} among {headings}")
        fits(screen, what)
        no_english(screen, language, what)
        names_keep_direction(screen, what)
        screen.save_screenshot(os.path.join(WORK, f"projector-{path.split('/')[-1]}-{language}.png"))
    screen.get(base + "/projector")
    WebDriverWait(screen, 8).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#stage table"))
    check(screen.execute_script("return document.documentElement.lang") == language, f"the projector in {language}")


def printed_cards(printer, base, organiser, language):
    tenbou("tournament", "set", "language", language)
    words = catalogues[language]
    printer.get(f"{base}/organiser/cards?round=1&key={organiser}")
    what = f"the table cards in {language}"
    check(printer.execute_script("return document.documentElement.lang") == language, f"{what}: not lang={language}")
    no_english(printer, language, what, [".url"])  # the table page's address is not a word
    names_keep_direction(printer, what)
    options = PrintOptions()
    options.page_width, options.page_height = 21.0, 29.7
    pdf = os.path.join(WORK, f"cards-{language}.pdf")
    open(pdf, "wb").write(base64.b64decode(printer.print_page(options)))
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
    for key, args in [("cards.table", {"table": "1"}), ("cards.round", {"round": "1"}), ("wind.east", {}), ("wind.north", {})]:
        expected = words[key]
        for name, value in args.items():
            expected = expected.replace("{" + name + "}", value)
        check(expected in text, f"{what}: the printed card lacks {expected!r}")
    # The players' cards of the printed seating plan, written by the command with --lang.
    page = os.path.join(WORK, f"seating-{language}.html")
    tenbou("seating", "show", "--format", "html", "--lang", language, "--output", page)
    printer.get("file://" + page)
    what = f"the players' cards in {language}"
    check(printer.execute_script("return document.documentElement.lang") == language, f"{what}: not lang={language}")
    no_english(printer, language, what)
    names_keep_direction(printer, what)
    pdf = os.path.join(WORK, f"seating-{language}.pdf")
    open(pdf, "wb").write(base64.b64decode(printer.print_page(options)))
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
    check(words["seating.round"] in text and words["wind.south"] in text, f"{what}: the printed cards lack their words")


def choices(base):
    """Without a choice the phone reads its browser's language where offered, else the setting; the projector never."""
    tenbou("tournament", "set", "language", "de")
    def lang_of(path, accept, cookie=""):
        request = urllib.request.Request(base + path, headers={"Accept-Language": accept, "Cookie": cookie})
        page = urllib.request.urlopen(request).read().decode()
        return re.search(r'<html lang="([a-z]+)"', page).group(1)
    check(lang_of("/", "en-GB,en;q=0.9") == "en", "an English phone gets the setting's German")
    check(lang_of("/", "ja") == "de", "a phone in a language not offered does not get the setting")
    check(lang_of("/", "fr-CH, fr;q=0.9", "tenbou_lang=pl") == "pl", "the visitor's choice does not win")
    check(lang_of("/projector/standings", "fr") == "de", "the projector follows the browser")


def printed_sheet(printer, game, language):
    """The printed score sheet (game show --format html --lang): every right-to-left name in <bdi> itself, not left
    to a cell's guessed direction, so that the han and fu after it keep their place; printed on A4 with its words."""
    page = os.path.join(WORK, f"sheet-{language}.html")
    with open(page, "w", encoding="utf-8") as out:
        out.write(tenbou("game", "show", game, "--format", "html", "--lang", language))
    printer.get("file://" + page)
    what = f"the printed score sheet in {language}"
    check(printer.execute_script("return document.documentElement.lang") == language, f"{what}: not lang={language}")
    loose = printer.execute_script(
        "const out = []; const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
        "for (let n = walker.nextNode(); n; n = walker.nextNode())"
        "  if (arguments[0].some((name) => n.textContent.includes(name)) && !n.parentElement.closest('bdi, title, desc'))"
        "    out.push(n.textContent.trim());"
        "return out.slice(0, 3);", ["עדי כהן", "محمد الأحمد"])
    check(not loose, f"{what}: a right-to-left name beside other text outside <bdi>: {loose}")
    check(printer.execute_script("return document.querySelectorAll('td.hand bdi').length") > 0,
          f"{what}: no name isolated in the hands")
    options = PrintOptions()
    options.page_width, options.page_height = 21.0, 29.7
    pdf = os.path.join(WORK, f"sheet-{language}.pdf")
    open(pdf, "wb").write(base64.b64decode(printer.print_page(options)))
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
    check(catalogues[language]["sheet.signatures"] in text, f"{what}: the printed sheet lacks its signatures' heading")


def main():
    subprocess.run([TENBOU, "init", DB, "--name", TOURNAMENT], check=True, capture_output=True)
    csv = os.path.join(WORK, "players.csv")
    with open(csv, "w", encoding="utf-8") as out:
        out.write("name\n" + "".join(f'"{n}"\n' for n in NAMES))
    tenbou("player", "import", csv)
    tenbou("seating", "generate", "--rounds", "2", "--time-limit", "2")
    tenbou("tournament", "set", "session-end", "23:59")
    server, base = serve(TENBOU, DB)
    phone = screen = None
    try:
        organiser = json.loads(tenbou("keys", "--format", "json"))["organiser"]
        request = urllib.request.Request(base + "/api/rounds/1/start", data=b"{}", method="POST",
                                         headers={"Authorization": "Bearer " + organiser, "Content-Type": "application/json"})
        urllib.request.urlopen(request)
        keys = {t["game"]: t["key"] for t in json.loads(tenbou("keys", "--format", "json"))["tables"]}
        # The table with a right-to-left name: the server's confirmations name its players in their direction too.
        game = next(g for g in sorted(keys) if "עדי כהן" in json.loads(tenbou("game", "show", g, "--format", "json"))["players"])
        phone, screen = browser(phone=True), browser()
        screen.set_window_size(1920, 1080)
        for hand, language in enumerate(LANGUAGES, start=1):
            hand_on_the_phone(phone, base, game, keys[game], language, hand)
            projector(screen, base, language)
            printed_cards(screen, base, organiser, language)
            printed_sheet(screen, game, language)
        choices(base)
    finally:
        for driver in (phone, screen):
            if driver:
                driver.quit()
        stop(server)
    print(f"the pages in {len(LANGUAGES)} languages in {WORK}: {len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
