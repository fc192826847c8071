// The organiser's console (tenbou console): every action is a form that says the command it will run, runs it through
// POST /api/organiser/run (the command line's own command, with the console's session cookie for the organiser's key)
// and shows what the command answered beside it. The forms are described once, in console_forms.js, by the command
// they build.
"use strict";
(function () {
  const SECTIONS = window.tenbouConsoleForms;  // console_forms.js: titles and labels are keys of the words
  const { t } = window.tenbouWords;  // the console's words, in the page's language

  const $ = (id) => document.getElementById(id);
  // A POST of `body` as JSON, as every address of the console takes it.
  const post = (address, body) => fetch(address, { method: "POST", body: JSON.stringify(body),
                                                   headers: { "Content-Type": "application/json" } });
  const referee = $("referee");
  referee.value = localStorage.getItem("tenbou-referee") || "";
  referee.addEventListener("change", () => localStorage.setItem("tenbou-referee", referee.value.trim()));

  // A command line as a person would type it, for the confirmation.
  const shown = (args) => "tenbou " + args.map((a) => (/^[\w.,/:=@+-]+$/.test(a) ? a : '"' + a.replace(/"/g, '\\"') + '"')).join(" ");

  function fieldElement(action, field, id) {
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = t(field.label) + (field.required || field.sometimes ? "" : " " + t("console.optional"));
    let input;
    if (field.kind === "select") {
      input = document.createElement("select");
      for (const [value, words] of field.choices) input.append(new Option(t(words), value));
    } else {
      input = document.createElement("input");
      input.type = { number: "number", check: "checkbox", file: "file" }[field.kind] || "text";
      if (field.kind === "file") input.accept = ".csv,.txt,.json,.jsonl,.xml,.mjlog,.gz";
    }
    input.id = id;
    input.name = field.name;
    input.required = !!field.required;
    const row = document.createElement("div");
    row.className = "field " + field.kind;
    row.append(label, input);
    return row;
  }

  // The arguments the form's values make, and the upload; a message naming the first required field left empty.
  async function argumentsOf(action, form) {
    const args = [...action.words];
    let upload = null;
    for (const field of action.fields) {
      const input = form.elements[field.name];
      if (field.kind === "check") {
        if (input.checked) args.push(field.option);
        continue;
      }
      if (field.kind === "file") {
        const file = input.files[0];
        if (!file) throw new Error(t("console.choose_file", { field: t(field.label) }));
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = "";
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        upload = { name: file.name.replace(/[\\/:]/g, "_"), base64: btoa(binary) };
        args.push(upload.name);
        continue;
      }
      const value = input.value.trim();
      if (!value) {
        if (field.required) throw new Error(t("console.needed", { field: t(field.label) }));
        continue;
      }
      // As --option=VALUE: a value that starts with a dash (a score below zero) is then never taken for an option.
      args.push(field.option ? field.option + "=" + value : value);
    }
    return { args, upload };
  }

  // A file a command writes, fetched whole and offered under its form.
  async function fetchFile(action, form, result) {
    result.className = "result";
    result.textContent = t("console.making", { file: action.download });
    const answer = await post("/api/console/download", { what: action.fetch, force: !!(form.elements.force && form.elements.force.checked) })
      .catch(() => null);
    const old = form.querySelector("a.download");
    if (old) old.remove();
    if (!answer || answer.status !== 200) {
      result.className = "result refused";
      result.textContent = answer ? (await answer.json()).error.message : t("console.no_answer");
      return;
    }
    const blob = await answer.blob();
    result.className = "result done";
    result.textContent = t("console.made", { file: action.download, size: Math.max(1, Math.round(blob.size / 1024)) });
    offer(form, action.download, blob);
  }

  function offer(form, name, blob) {
    const file = document.createElement("a");
    file.className = "download";
    file.download = name;
    file.href = URL.createObjectURL(blob);
    file.textContent = t("console.download", { file: name });
    form.append(file);
  }

  // The publisher's state under its form, with a button that stops the publishing after each change.
  function showPublishing(state, form, result) {
    const when = state.published_at ? new Date(state.published_at * 1000).toLocaleTimeString(window.tenbouWords.lang) : "";
    result.className = "result " + (state.exit === 0 ? "done" : "refused");
    result.textContent = (state.exit === 0 ? t("console.published", { folder: state.folder, time: when }) : state.error) +
      (state.watching ? "\n" + t("console.publishing_again") : "") +
      (state.watch_ended_by_switch ? "\n" + t("console.publish_switch_ended") : "");
    let stop = form.querySelector("button.stop");
    if (state.watching && !stop) {
      stop = document.createElement("button");
      stop.type = "button";
      stop.className = "stop";
      stop.textContent = t("console.stop_publishing");
      stop.addEventListener("click", () => post("/api/console/publish", { watch: false })
        .then((r) => r.json()).then((s) => showPublishing(s, form, result)));
      form.append(stop);
    } else if (!state.watching && stop) stop.remove();
  }
  async function publish(form, result) {
    const folder = form.elements.folder.value.trim();
    if (!folder) {
      result.className = "result refused";
      result.textContent = t("console.folder_needed");
      return;
    }
    result.className = "result";
    result.textContent = t("console.publishing_to", { folder });
    const answer = await post("/api/console/publish", { folder, clean: form.elements.clean.checked, watch: form.elements.watch.checked })
      .then((r) => r.json()).catch(() => ({ error: { message: t("console.no_answer") } }));
    if (answer.error && answer.error.message) {
      result.className = "result refused";
      result.textContent = answer.error.message;
      return;
    }
    showPublishing(answer, form, result);
  }

  // While a command runs: the seconds it has taken, and Cancel, which stops it (POST /api/organiser/cancel; a seating
  // search stopped writes nothing). Returns what ends both once the command has answered.
  function running(form, result, line) {
    const started = Date.now();
    const tick = () => { result.textContent = t("console.running", { command: line, seconds: Math.round((Date.now() - started) / 1000) }); };
    tick();
    const timer = setInterval(tick, 1000);
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "cancel";
    cancel.textContent = t("console.cancel");
    cancel.addEventListener("click", () => { cancel.disabled = true; post("/api/organiser/cancel", { run: form.dataset.run }); });
    form.append(cancel);
    return () => { clearInterval(timer); cancel.remove(); };
  }

  // A refusal that names an option of the form ("--from-round: ...", "... import it with --encoding windows-1252") is
  // said again under the field that gave it, which is marked invalid for screen readers too; the whole answer stays
  // under the form.
  function clearMarks(form) {
    for (const said of form.querySelectorAll(".field-error")) said.remove();
    for (const input of form.querySelectorAll("[aria-invalid]")) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }
  function markField(action, form, error) {
    let named = null, field = null;
    for (const option of error.matchAll(/--[a-z][a-z-]*/g)) {
      field = action.fields.find((f) => f.option === option[0] || "--" + f.name === option[0]);
      if (field) { named = option; break; }
    }
    const input = field && form.elements[field.name];
    if (!input || !input.id) return;
    const said = document.createElement("p");
    said.className = "field-error";
    said.id = input.id + "-error";
    said.textContent = error.split("\n").find((line) => line.includes(named[0])).replace(/^tenbou: /, "");
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", said.id);
    input.closest(".field").append(said);
  }

  async function run(action, form, result) {
    clearMarks(form);
    if (action.fetch) return fetchFile(action, form, result);
    if (action.publish) return publish(form, result);
    if (action.page) {  // a page of the room, opened beside the console once what it shows is there
      const missing = action.fields.find((f) => f.required && !form.elements[f.name].value.trim());
      const malformed = action.fields.find((f) => action.form && action.form[f.name] &&
                                                  !action.form[f.name].test(form.elements[f.name].value.trim()));
      let refusal = missing ? t("console.needed", { field: t(missing.label) })
        : malformed ? t("console.malformed", { field: t(malformed.label) }) : "";
      if (!refusal && action.exists) {
        const there = await fetch(action.exists(form.elements)).catch(() => null);
        if (!there || !there.ok)
          refusal = there ? ((await there.json().catch(() => ({}))).error || {}).message || t("console.refused", { status: there.status })
            : t("console.no_answer");
      }
      result.className = refusal ? "result refused" : "result";
      result.textContent = refusal;
      if (!refusal) window.open(action.page(form.elements), "_blank");
      return;
    }
    result.className = "result";
    let asked;
    try {
      asked = await argumentsOf(action, form);
    } catch (e) {
      result.className = "result refused";
      result.textContent = e.message;
      return;
    }
    if (!action.reads) {
      const by = referee.value.trim();
      if (!confirm(t(by ? "console.confirm_by" : "console.confirm", { command: shown(asked.args), name: by }))) return;
    }
    form.dataset.run = String(Date.now()) + "-" + Math.random().toString(36).slice(2);  // what its Cancel names
    const body = { args: asked.args, run: form.dataset.run };
    if (asked.upload) body.upload = asked.upload;
    if (referee.value.trim()) body.referee = referee.value.trim();
    const stopRunning = running(form, result, shown(asked.args));
    const answer = await post("/api/organiser/run", body)
      .then((r) => r.json().then((json) => ({ status: r.status, json })))
      .catch(() => ({ status: 0, json: { error: { message: t("console.no_answer") } } }));
    stopRunning();
    if (answer.status !== 200) {
      result.className = "result refused";
      result.textContent = answer.json.error ? answer.json.error.message : t("console.refused", { status: answer.status });
      return;
    }
    const { exit, output, error } = answer.json;
    result.className = "result " + (exit === 0 ? "done" : "refused");
    if (exit !== 0) markField(action, form, error || "");
    let shownOutput = output || "";
    const link = form.querySelector("a.download");
    if (link) link.remove();
    if (action.download && exit === 0) {
      const lines = shownOutput.split("\n");
      shownOutput = lines.slice(0, 12).join("\n") + (lines.length > 13 ? "\n" + t("console.lines_in_all", { n: lines.length - 1 }) : "");
      offer(form, action.download, new Blob([output], { type: action.download.endsWith(".csv") ? "text/csv" : "application/json" }));
    }
    result.textContent = (answer.json.cancelled ? t("console.cancelled") + "\n" : "") + shownOutput +
      (error ? (shownOutput ? "\n" : "") + error.replace(/^tenbou: /gm, "") : "");
    // A change done, its form is emptied: what it held is not carried into the next one (another player's edit).
    if (exit === 0 && !action.reads) {
      form.reset();
      refreshSummary();
    }
  }

  function build() {
    const nav = $("sections");
    const main = $("actions");
    SECTIONS.forEach((section, s) => {
      const link = document.createElement("a");
      link.href = "#section-" + s;
      link.textContent = t(section.title);
      nav.append(link);
      const part = document.createElement("section");
      part.id = "section-" + s;
      const heading = document.createElement("h2");
      heading.textContent = t(section.title);
      part.append(heading);
      section.actions.forEach((action, a) => {
        const box = document.createElement("details");
        const summary = document.createElement("summary");
        summary.textContent = t(action.title);
        const form = document.createElement("form");
        form.noValidate = true;
        action.fields.forEach((field) => form.append(fieldElement(action, field, `f-${s}-${a}-${field.name}`)));
        const button = document.createElement("button");
        button.type = "submit";
        button.className = "primary";
        button.textContent = t(action.fetch ? "console.make_file" : action.page ? action.open : action.publish ? "console.publish"
          : action.reads ? "console.show" : "console.do_it");
        const result = document.createElement("pre");
        result.className = "result";
        result.setAttribute("role", "status");
        form.append(button, result);
        form.addEventListener("submit", (e) => {
          e.preventDefault();
          run(action, form, result);
        });
        box.dataset.command = action.words.join(" ");
        box.append(summary, form);
        part.append(box);
      });
      main.append(part);
    });
  }

  function refreshSummary() {
    fetch("/api/games").then((r) => r.json()).then((games) => {
      $("summary").textContent = t("console.games", { n: games.length });
    }).catch(() => {});
  }

  // The room on the venue's network: the addresses to give out while it is open.
  function showRoom(state) {
    $("room-open").hidden = state.open;
    $("room-close").hidden = !state.open;
    $("room-state").textContent = state.open ? t("console.room_open", { address: state.address }) : t("console.room_local");
  }
  function room(body) {
    const asked = body ? post("/api/console/room", body) : fetch("/api/console/room");
    asked.then((r) => r.json()).then((state) => {
      if (state.error) $("room-state").textContent = state.error.message;
      else showRoom(state);
    }).catch(() => {});
  }
  $("room-open").addEventListener("click", () => room({ open: true, port: Number($("room-port").value) || 8080 }));
  $("room-close").addEventListener("click", () => room({ open: false }));
  room();

  $("quit").addEventListener("click", () => {
    if (!confirm(t("console.quit_confirm"))) return;
    post("/api/console/quit", {})
      .then(() => {
        const stopped = document.createElement("p");
        stopped.className = "message done";
        stopped.textContent = t("console.stopped");
        document.body.replaceChildren(stopped);
      });
  });
  build();
  refreshSummary();
  // Publishing as it stands (after a reload of the page, a watch still running).
  fetch("/api/console/publish").then((r) => r.json()).then((state) => {
    const box = document.querySelector('details[data-command="publish"]');
    if (!box || !state.folder) return;
    const form = box.querySelector("form");
    form.elements.folder.value = state.folder;
    form.elements.clean.checked = state.clean;
    form.elements.watch.checked = state.watching;
    showPublishing(state, form, form.querySelector(".result"));
  }).catch(() => {});
})();
