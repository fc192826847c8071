"""The console's forms as a test fills them in: open a form by its command, fill its fields, send it, confirm, and read
what the command answered under it."""

import os

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from serving import check


def action(driver, command):
    """The form of `command` ("player add"), opened."""
    box = driver.find_element(By.CSS_SELECTOR, f'details[data-command="{command}"]')
    if not box.get_attribute("open"):
        box.find_element(By.TAG_NAME, "summary").click()
    return box


def answer_of(driver, box, what):
    """What the command answered under its form, once it has (a problem recorded if it does not)."""
    result = box.find_element(By.CSS_SELECTOR, "pre.result")
    try:
        WebDriverWait(driver, 30).until(lambda d: "done" in result.get_attribute("class") or
                                        "refused" in result.get_attribute("class"))
    except TimeoutException:
        check(False, f"{what}: no answer under the form; it reads {result.text!r}")
    return result.get_attribute("class"), result.text


def run_form(driver, command, values, what, confirm=True):
    """Fills `command`'s form with `values` (by field name), sends it, accepts its confirmation (checked to name the
    command) and returns what the command answered (a problem recorded if it was refused)."""
    box = action(driver, command)
    for name, value in values.items():
        field = box.find_element(By.CSS_SELECTOR, f'[name="{name}"]')
        if field.get_attribute("type") == "file":
            field.send_keys(value)
        elif field.tag_name == "select":
            field.find_element(By.CSS_SELECTOR, f'option[value="{value}"]').click()
        else:
            field.clear()
            field.send_keys(value)
    box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    if confirm:
        alert = WebDriverWait(driver, 5).until(EC.alert_is_present())
        check("tenbou " + command in alert.text, f"{what}: the confirmation reads {alert.text!r}")
        alert.accept()
    kind, text = answer_of(driver, box, what)
    check("done" in kind, f"{what}: refused: {text!r}")
    return text


def tap(driver, css):
    """Clicks the element `css` finds."""
    driver.find_element(By.CSS_SELECTOR, css).click()


def publish_into(driver, site):
    """The site published by the console's form into the folder `site` of this machine: done, its front page there."""
    box = action(driver, "publish")
    box.find_element(By.CSS_SELECTOR, '[name="folder"]').send_keys(site)
    box.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    kind, text = answer_of(driver, box, "publishing")
    check("done" in kind and os.path.exists(os.path.join(site, "index.html")), f"publishing: {kind} {text!r}")
