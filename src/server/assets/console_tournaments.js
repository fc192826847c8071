// The console's first screen (tenbou console without a file): the tournament files of the last weeks, most recent
// first, each opened with one button; a file opened by its path; and the form that creates a new tournament with its
// ruleset's parameters (tenbou init, run by the console). Once a tournament is open, the console's page takes over.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const { t } = window.tenbouWords;  // the console's words, in the page's language
  const post = (address, body) =>
    fetch(address, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } })
      .then((r) => r.json().then((json) => ({ status: r.status, json })))
      .catch(() => ({ status: 0, json: { error: { message: t("console.no_answer") } } }));
  const said = (result, answer) => {
    result.className = "result refused";
    result.textContent = answer.json.error ? answer.json.error.message : t("console.refused", { status: answer.status });
  };
  const when = (seconds) => (seconds ? new Date(seconds * 1000).toLocaleString(window.tenbouWords.lang) : "");

  function open(file, result) {
    result.className = "result";
    result.textContent = t("console.opening", { file });
    post("/api/console/open", { file }).then((answer) => {
      if (answer.status === 200) location.assign("/console");
      else said(result, answer);
    });
  }

  function listRecent(files) {
    const list = $("recent");
    list.replaceChildren();
    $("recent-none").hidden = files.length > 0;
    for (const f of files) {
      const item = document.createElement("li");
      const name = document.createElement("strong");
      name.textContent = f.name || t("console.unreadable");
      const facts = document.createElement("span");
      facts.className = "note";
      facts.textContent = f.problem ? f.problem
        : t(f.rounds ? "console.file_facts_round" : "console.file_facts",
            { players: f.players, games: f.games, round: f.rounds, when: when(f.modified) });
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = t("console.open");
      button.disabled = !!f.problem;
      const result = document.createElement("p");
      result.className = "result";
      result.setAttribute("role", "status");
      button.addEventListener("click", () => open(f.path, result));
      const path = document.createElement("span");
      path.className = "path";
      path.textContent = f.path;
      item.append(name, facts, button, path, result);
      list.append(item);
    }
  }

  // Each parameter as a field holding the preset's value: a check box for yes or no, a number, else its text (a list
  // or "none" as JSON). Only those changed go to tenbou init, as --rule KEY=VALUE.
  let presets = [];
  function showRules() {
    const preset = presets.find((p) => p.name === $("create-ruleset").value);
    const rules = $("rules");
    rules.replaceChildren();
    if (!preset) return;
    for (const [key, value] of Object.entries(preset.parameters)) {
      if (key === "name" || key === "title") continue;
      const field = document.createElement("div");
      field.className = "field";
      const label = document.createElement("label");
      label.htmlFor = "rule-" + key;
      label.textContent = key.replace(/_/g, " ");
      const input = document.createElement("input");
      input.id = "rule-" + key;
      input.dataset.rule = key;
      if (typeof value === "boolean") {
        input.type = "checkbox";
        input.checked = value;
        field.className = "field check";
        field.append(input, label);
      } else {
        input.type = typeof value === "number" ? "number" : "text";
        input.value = typeof value === "string" ? value : JSON.stringify(value);
        field.append(label, input);
      }
      input.dataset.preset = JSON.stringify(value);
      rules.append(field);
    }
  }
  function changedRules() {
    const changed = {};
    for (const input of $("rules").querySelectorAll("input[data-rule]")) {
      const preset = JSON.parse(input.dataset.preset);
      let value;
      if (input.type === "checkbox") value = input.checked;
      else if (typeof preset === "string") value = input.value.trim();
      else {
        try {
          value = JSON.parse(input.value);
        } catch (e) {
          throw new Error(t("console.not_a_value", { key: input.dataset.rule, value: input.value, preset: input.dataset.preset }));
        }
      }
      if (JSON.stringify(value) !== input.dataset.preset) changed[input.dataset.rule] = value;
    }
    return changed;
  }

  fetch("/api/console/tournaments").then((r) => r.json()).then((state) => {
    if (state.error) {
      document.querySelector("main, body").prepend(state.error.message);
      return;
    }
    if (state.open) {
      $("serving").hidden = false;
      $("serving").textContent = t("console.serves", { file: state.open }) + " ";
      const back = document.createElement("a");
      back.href = "/console";
      back.textContent = t("console.back");
      $("serving").append(back);
    }
    listRecent(state.recent);
    presets = state.rulesets;
    for (const p of presets) $("create-ruleset").append(new Option(p.name + ": " + p.title, p.name));
    $("create-ruleset").value = state.default_ruleset;
    $("create-ruleset").addEventListener("change", showRules);
    showRules();
    $("create-file").value = state.asked || "";
    $("create-file-note").textContent = state.folder
      ? t("console.file_default", { folder: state.folder })
      : t("console.file_whole_path");
    if (state.asked) $("create-name").focus();
  });

  $("open-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const file = $("open-file").value.trim();
    const result = $("open-form").querySelector(".result");
    if (!file) {
      result.className = "result refused";
      result.textContent = t("console.type_path");
      return;
    }
    open(file, result);
  });

  $("create-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const result = $("create-form").querySelector(".result");
    const body = { name: $("create-name").value.trim(), file: $("create-file").value.trim(), ruleset: $("create-ruleset").value };
    try {
      if (!body.name) throw new Error(t("console.needed", { field: t("console.new_name") }));
      body.rules = changedRules();
    } catch (error) {
      result.className = "result refused";
      result.textContent = error.message;
      return;
    }
    result.className = "result";
    result.textContent = t("console.creating", { name: body.name });
    post("/api/console/create", body).then((answer) => {
      if (answer.status === 200) location.assign("/console");
      else said(result, answer);
    });
  });

  $("quit").addEventListener("click", () => {
    if (!confirm(t("console.quit_confirm"))) return;
    post("/api/console/quit", {}).then(() => {
      const stopped = document.createElement("p");
      stopped.className = "message done";
      stopped.textContent = t("console.stopped");
      document.body.replaceChildren(stopped);
    });
  });
})();
