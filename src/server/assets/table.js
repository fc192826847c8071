// The table page of tenbou serve: the game as it stands, one result entered in a few taps, a preview of the
// payments, then confirm; the final scores of a paper sheet; closing the game at the time limit. Every check
// is the server's (the same as the command line's); this script builds what is sent, and shows what the server
// answers in players' words, next to the button tapped.
"use strict";
(function () {
  const page = document.getElementById("table");
  const game = page.dataset.game;
  const key = new URLSearchParams(location.search).get("key") || "";
  const api = "/api/games/" + game;
  const $ = (id) => document.getElementById(id);
  let view = null;       // the table as the server last showed it
  let outcome = "ron";
  let picked = {};       // per field: the starting seats chosen
  let values = {};       // per winner seat: {han, fu, yakuman} or {tiles: the tile picker's state}
  let pending = null;    // what was previewed, waiting for confirmation: {path, body}
  let formHand = null;   // the hand number the form being filled in is for: the double-entry guard
  let chartShows = "";   // the last hand and the scores the chart under the game shows
  let chartAsked = 0;    // the chart last asked for: an answer to an earlier question is dropped

  function seats(field) { return picked[field] || []; }
  function toggle(field, seat, most) {
    let list = seats(field).filter((s) => s !== seat);
    if (list.length === seats(field).length) list.push(seat);
    if (list.length > most) list = list.slice(list.length - most);
    picked[field] = list;
  }
  function nameOf(seat) { return view.players.find((p) => p.seat === seat).name; }
  const { t, points } = window.tenbouWords;
  const correction = window.tenbouCorrection;  // the organiser's: which hand the form corrects (0: the next)
  // The keys of the words for a wind's letter, a round's wind and the way a game ended.
  const WIND = { E: "table.wind_E", S: "table.wind_S", W: "table.wind_W", N: "table.wind_N" };
  const ROUND = { E: "table.round_E", S: "table.round_S", W: "table.round_W", N: "table.round_N" };
  const END = { completed: "table.end_completed", bankruptcy: "table.end_bankruptcy", agari_yame: "table.end_agari_yame",
                closed: "table.end_closed", closed_at_table: "table.end_closed_at_table", sheet: "table.end_sheet" };

  function el(tag, attributes, text) {
    const e = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) e.setAttribute(name, value);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function send(path, body) {
    const headers = { "Content-Type": "application/json" };
    if (key) headers.Authorization = "Bearer " + key;
    return fetch(api + path, { method: "POST", headers, body: JSON.stringify(body) })
      .then((r) => r.json().then((answer) => ({ status: r.status, answer })))
      .catch(() => ({ status: 0, answer: {} }));
  }

  /// Puts the server's `text` in `box`, each player's name in it isolated in a <bdi>, so that a right-to-left
  /// name keeps its place among the words and figures around it.
  function showText(box, text) {
    const names = ((view && view.players) || []).map((p) => p.name).filter((n) => n).sort((a, b) => b.length - a.length);
    const parts = [];
    let rest = text || "";
    while (rest) {
      let at = -1, name = "";
      for (const n of names) {
        const i = rest.indexOf(n);
        if (i >= 0 && (at < 0 || i < at)) { at = i; name = n; }
      }
      if (at < 0) { parts.push(rest); break; }
      parts.push(rest.slice(0, at), el("bdi", {}, name));
      rest = rest.slice(at + name.length);
    }
    box.replaceChildren(...parts);
  }

  /// An element holding `text` that names players (each in a <bdi>, as showText puts them).
  function named(tag, attributes, text) {
    const e = el(tag, attributes);
    showText(e, text);
    return e;
  }

  /// Shows `text` right after `near` (the row of the button tapped) and scrolls it into view.
  function say(text, kind, near) {
    const box = $("message");
    showText(box, text);
    box.className = "message " + (kind || "");
    box.hidden = !text;
    if (!text) return;
    if (near && box.previousElementSibling !== near) near.after(box);
    box.scrollIntoView({ block: "nearest" });
  }
  /// A refusal shown is stale once the entry changes.
  function forgetRefusal() { if ($("message").classList.contains("refused")) say(""); }

  // What to tap, in players' words, for a field the server says is missing or wrong.
  const FIELD_WORDS = {
    discarder: t("table.tap_discarder"), wins: t("table.tap_winner"), winner: t("table.tap_winner"),
    han: t("table.tap_han"), fu: t("table.tap_fu"), offender: t("table.tap_offender"), tenpai: t("table.tap_tenpai"),
    winners: t("table.tap_nagashi"), scores: t("table.type_scores"), sticks: t("table.type_sticks"),
  };

  /// The server's refusal in players' words: no option names, no JSON field names.
  function refusal(result) {
    const error = result.answer.error || {};
    if (result.status === 0) return t("table.unreachable");
    if (result.status === 401 || result.status === 403)
      return t("table.cannot_write", { why: error.message || t("table.no_key") });
    if (result.status === 409 && error.hand !== undefined) return alreadyRecorded(error);
    // The server's own trouble (a full disk): the entry was right, and is sent again as it is.
    if (result.status === 503) return t("table.server_trouble");
    let text = String(error.message || t("table.server_answered", { status: result.status }));
    const missing = / is missing|is needed/.test(text);
    if (error.field && FIELD_WORDS[error.field] && (missing || result.status === 400)) return FIELD_WORDS[error.field];
    text = text.replace(/^(wins\[\d+\]: )?field "[a-z_]+": /, "").replace(/"([a-z_]+)"/g, "$1")
      .replace(/^--([a-z])/, "$1").replace(/ \(?--[a-z-]+( [A-Z]+)?\)?/g, "");
    if (error.remedy === "amend") text += ". " + t("table.ask_referee");
    return sentence(text);
  }

  /// `text` as a sentence: a capital first, a full stop last.
  function sentence(text) {
    return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");
  }

  function atTime(stamp) {
    const when = stamp ? new Date(stamp) : null;
    return when && !isNaN(when) ? t("table.at_time", { time: when.toLocaleTimeString(window.tenbouWords.lang, { hour: "2-digit", minute: "2-digit" }) }) : "";
  }

  /// A 409 of the double-entry guard: the hand is in, entered by someone else; the table shown is the game now.
  function alreadyRecorded(error) {
    if (/already over|not closed/.test(error.message || ""))
      return t(view.over ? "table.already_closed" : "table.not_closed");
    const by = error.entered_by ? t("table.entered_by", { name: error.entered_by }) : "";
    return t("table.already_recorded", { hand: error.hand, by, at: atTime(error.entered_at) });
  }

  function showState() {
    const head = $("state");
    correction.refresh(view.last_hand);
    const fixing = correction.hand();
    head.textContent = fixing ? t("table.correcting", { hand: fixing }) : view.over ? t("table.game_over", { end: END[view.end_reason] ? t(END[view.end_reason]) : view.end }) :
      t("table.state", { hand: view.hand, round: t(ROUND[view.round[0]], { n: view.round.slice(1) }),
                         counters: t("table.counters", { n: view.honba }), sticks: t("table.sticks", { n: view.riichi_sticks }) });
    const body = $("players");
    body.replaceChildren();
    for (const p of view.players) {
      const row = el("tr", p.dealer ? { class: "dealer" } : {});
      row.append(el("td", { class: "wind" }, t(WIND[p.wind])), el("td", { class: "name", dir: "auto" }, p.name),
                 el("td", { class: "num" }, points(p.score)),
                 el("td", { class: "nowrap" }, p.dealer ? t("table.dealer") : ""));
      body.append(row);
    }
    showText($("final"), view.final);
    $("entry").hidden = view.over && !fixing;
    $("finish").hidden = view.over;
    $("sheet-outcome").hidden = view.last_hand !== 0 || fixing;  // a game has either hands or a sheet
    $("undo").disabled = view.last_hand === 0;
    $("game-actions").hidden = view.writable === false;
    $("closed").textContent = view.writable_message ? sentence(view.writable_message) : "";
    $("closed").hidden = !view.writable_message;
  }

  function seatButtons(field, most, label) {
    const box = el("fieldset", { class: "choice", "data-field": field });
    box.append(el("legend", {}, label));
    for (const p of view.players) {
      // A hand corrected was played at other winds than the game's now: its players by their names alone.
      const b = el("button", { type: "button", "aria-pressed": String(seats(field).includes(p.seat)),
                                "data-seat": String(p.seat), dir: "auto" },
                   correction.hand() ? p.name : t(WIND[p.wind]) + " " + p.name);
      b.addEventListener("click", () => { toggle(field, p.seat, most); draw(); });
      box.append(b);
    }
    return box;
  }

  function valueButtons(seat) {
    const name = nameOf(seat);
    const v = values[seat] || (values[seat] = {});
    const box = el("fieldset", { class: "choice values", "data-winner": String(seat) });
    const byTiles = el("button", { type: "button", "aria-pressed": String(!!v.tiles), "data-by": "tiles" },
                       t("table.enter_tiles"));
    byTiles.addEventListener("click", () => {
      if (v.tiles) delete v.tiles; else { v.tiles = window.tenbouTilePicker.fresh(); v.han = v.fu = v.yakuman = undefined; }
      draw();
    });
    if (v.tiles) {
      box.append(named("legend", {}, t("table.tiles_give", { name })), byTiles,
                 window.tenbouTilePicker.view(v.tiles, name, draw));
      return box;
    }
    box.append(named("legend", {}, t("table.han_of", { name })));
    for (let h = 1; h <= 13; ++h) {
      const b = el("button", { type: "button", "aria-pressed": String(v.han === h && !v.yakuman), "data-han": String(h) }, String(h));
      b.addEventListener("click", () => { v.han = h; v.yakuman = 0; draw(); });
      box.append(b);
    }
    const y = el("button", { type: "button", "aria-pressed": String(!!v.yakuman), "data-han": "yakuman" }, t("table.yakuman"));
    y.addEventListener("click", () => { v.yakuman = 1; v.han = undefined; v.fu = undefined; draw(); });
    box.append(y, byTiles);
    if (v.han && v.han < 5 && !v.yakuman) {
      box.append(el("span", { class: "fu-label" }, t("table.fu")));
      for (const f of [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]) {
        const b = el("button", { type: "button", "aria-pressed": String(v.fu === f), "data-fu": String(f) }, String(f));
        b.addEventListener("click", () => { v.fu = f; draw(); });
        box.append(b);
      }
    }
    return box;
  }

  function sheetFields(form) {
    const box = el("fieldset", { class: "choice sheet" });
    box.append(el("legend", {}, t("table.sheet_legend")));
    const scores = picked.scores || (picked.scores = {});
    for (const p of [...view.players].sort((a, b) => a.seat - b.seat)) {
      const id = "score-" + p.seat;
      const input = el("input", { type: "number", step: "100", id, inputmode: "numeric" });
      input.value = scores[p.seat] ?? "";
      input.addEventListener("input", () => { scores[p.seat] = input.value; changed(); });
      box.append(el("label", { for: id, dir: "auto" }, t(WIND["ESWN"[p.seat]]) + " " + p.name), input);
    }
    const sticks = el("input", { type: "number", min: "0", id: "sticks", inputmode: "numeric" });
    sticks.value = picked.sticks ?? "0";
    sticks.addEventListener("input", () => { picked.sticks = sticks.value; changed(); });
    box.append(el("label", { for: "sticks" }, t("table.sticks_left")), sticks);
    form.append(box, seatButtons("chombo", 4, t("table.chombo")));
  }

  function draw() {
    changed();
    for (const b of document.querySelectorAll("#outcomes button"))
      b.setAttribute("aria-pressed", String(b.dataset.outcome === outcome));
    const form = $("details");
    form.replaceChildren();
    if (outcome === "ron") {
      form.append(seatButtons("winners", 3, t("table.winners_ron")), seatButtons("from", 1, t("table.from")));
      for (const s of seats("winners")) form.append(valueButtons(s));
    } else if (outcome === "tsumo") {
      form.append(seatButtons("winners", 1, t("table.winner")));
      for (const s of seats("winners")) form.append(valueButtons(s));
    } else if (outcome === "draw") {
      form.append(seatButtons("tenpai", 4, t("table.tenpai")));
    } else if (outcome === "nagashi") {
      form.append(seatButtons("nagashi", 4, t("table.nagashi_mangan")), seatButtons("tenpai", 4, t("table.tenpai")));
    } else if (outcome === "sheet") {
      sheetFields(form);
      return;
    } else if (outcome === "chombo") {
      form.append(seatButtons("offender", 1, t("table.offender")));
      const note = el("input", { type: "text", id: "note", maxlength: "500", placeholder: t("table.note_placeholder") });
      note.value = picked.note || "";
      note.addEventListener("input", () => { picked.note = note.value; });
      form.append(note);
    }
    if (outcome !== "chombo") form.append(seatButtons("riichi", 4, t("table.riichi")));
  }

  /// The entry changed: a refusal about it and a preview of it no longer hold.
  function changed() {
    forgetRefusal();
    if (pending && !pending.path.startsWith("/finish")) closeConfirm();
  }

  /// The final scores of a paper score sheet, as POST .../result takes them.
  function sheet() {
    const byStart = [...view.players].sort((a, b) => a.seat - b.seat);
    const typed = (p) => (picked.scores || {})[p.seat];
    const scores = byStart.map((p) => (typed(p) === undefined || typed(p) === "" ? NaN : Number(typed(p))));
    const chombo = seats("chombo").map((s) => byStart[s].name);
    return { scores, sticks: Number(picked.sticks || 0), chombo };
  }

  function hand() {
    const h = { result: outcome, expect: correction.hand() || formHand };
    const win = (s) => {
      const v = values[s] || {};
      const w = { winner: s };
      if (v.tiles) w.tiles = window.tenbouTilePicker.record(v.tiles) || {};
      else if (v.yakuman) w.yakuman = 1; else { if (v.han) w.han = v.han; if (v.fu && v.han < 5) w.fu = v.fu; }
      return w;
    };
    if (outcome === "ron") {
      h.wins = seats("winners").map(win);
      if (seats("from").length) h.discarder = seats("from")[0];
    } else if (outcome === "tsumo") {
      Object.assign(h, seats("winners").length ? win(seats("winners")[0]) : {});
    } else if (outcome === "draw") {
      h.tenpai = seats("tenpai");
    } else if (outcome === "nagashi") {
      h.winners = seats("nagashi");
      h.tenpai = seats("tenpai");
    } else if (outcome === "chombo") {
      if (seats("offender").length) h.offender = seats("offender")[0];
      if (picked.note) h.note = picked.note;
    }
    if (outcome !== "chombo") h.riichi = seats("riichi");
    if (correction.hand()) Object.assign(h, { amend: correction.hand(), reason: correction.reason() });
    return h;
  }

  function closeConfirm() {
    pending = null;
    $("confirm").hidden = true;
    $("preview").hidden = false;
  }

  function reset() {
    picked = {};
    values = {};
    closeConfirm();
    draw();
  }

  /// The chart of the scores so far, made by the server in the page's words, asked for whenever the table changes: a
  /// hand entered or undone here (at once) or elsewhere (at the next look). A hand undone and entered anew has the
  /// same number: the scores tell them apart.
  function followChart() {
    const shows = view.last_hand + ":" + view.players.map((p) => p.score).join(",");
    if (chartShows === shows) return;
    chartShows = shows;
    askChart(++chartAsked, 5);
  }

  /// Asks for the chart under the game as question `asked`. An answer to an earlier question is dropped; a refused
  /// or lost one (a busy server, too many requests from the venue's one address) is asked again a second later, up
  /// to `tries` times, the chart before staying meanwhile.
  function askChart(asked, tries) {
    fetch("/games/" + game + "/chart?lang=" + page.dataset.lang)
      .then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.text(); })
      .then((chart) => { if (asked === chartAsked) $("chart").innerHTML = chart; })
      .catch(() => { if (tries > 1) setTimeout(() => { if (asked === chartAsked) askChart(asked, tries - 1); }, 1000); });
  }

  /// The table as the file holds it now. A hand entered elsewhere meanwhile (another phone, a referee's terminal)
  /// clears the form, which was for the hand before, and says so unless `quiet`.
  function load(quiet) {
    return fetch(api + "/table").then((r) => r.json()).then((answer) => {
      if (answer.error) { say(answer.error.message, "refused"); return; }
      view = answer;
      showState();
      followChart();
      if (formHand !== null && formHand !== view.hand) {
        reset();
        if (!quiet)
          say(t("table.entered_elsewhere", { hand: formHand }), "refused",
              $("preview-actions"));
      }
      formHand = view.hand;
    }).catch(() => {});
  }

  /// Shows what a preview answered, to confirm; `results` lists the final result of each player, with uma.
  function showConfirm(path, body, message, answer) {
    pending = { path, body };
    showText($("confirm-text"), message);
    $("confirm-tiles").replaceChildren(...((answer && answer.tiles) || []).map((w) =>
      named("p", { class: "tiles-value" }, t("table.tiles_value", { name: w.winner, tiles: w.tiles, value: w.value }))));
    const results = (answer && answer.table && answer.table.results) || [];
    const table = $("confirm-results");
    table.hidden = !results.length;
    // The leftover sticks in points (+1,000) beside the score and uma, so that the result visibly adds up; the
    // column only when sticks are left, so that four long names keep a phone's width otherwise.
    const sticks = results.some((r) => r.sticks);
    $("sticks-head").hidden = !sticks;
    (table.tBodies[0] || table.appendChild(el("tbody"))).replaceChildren(...results.map((r) => {
      const row = el("tr");
      const name = el("td", { class: "name" }, r.place + ". ");
      name.append(el("bdi", {}, r.name));
      row.append(name, el("td", { class: "num" }, points(r.score)));
      if (sticks) row.append(el("td", { class: "num" }, r.sticks ? points(r.sticks, true) : ""));
      row.append(el("td", { class: "num" }, points(r.uma, true)), el("td", { class: "num" }, points(r.result, true)));
      return row;
    }));
    $("confirm").hidden = false;
    $("preview").hidden = true;
    say("");
    $("confirm").scrollIntoView({ block: "nearest" });
  }

  /// The answer to a write: the table after it, or the refusal next to the buttons tapped.
  function written(result) {
    if (result.status === 200) {
      correction.clear();
      view = result.answer.table;
      formHand = view.hand;
      showState();
      followChart();
      reset();
      say(result.answer.message, "done", $("game-actions"));
      return;
    }
    if (result.status === 409) {
      formHand = null;  // the table is loaded afresh; the form is cleared without a second message
      reset();
      load(true).then(() => say(refusal(result), "refused", view.over ? $("game-actions") : $("preview-actions")));
      return;
    }
    say(refusal(result), "refused", $("confirm").hidden ? $("preview-actions") : $("confirm").querySelector(".actions"));
  }

  /// Previews `body` at `path` + "/preview" ("" for a hand) and shows it to confirm, or the refusal beside `near`.
  function preview(path, body, near) {
    return send(path + "/preview", body).then((result) => {
      if (result.status === 200) showConfirm(path || "/hands", body, result.answer.message, result.answer);
      else if (result.status === 409) written(result);
      else say(refusal(result), "refused", near);
    });
  }

  for (const b of document.querySelectorAll("#outcomes button"))
    b.addEventListener("click", () => { outcome = b.dataset.outcome; picked = {}; values = {}; draw(); });
  $("preview").addEventListener("click", () => {
    const near = $("preview-actions");
    const unfinished = seats("winners").find((s) => values[s] && values[s].tiles && !window.tenbouTilePicker.record(values[s].tiles));
    if (unfinished !== undefined && (outcome === "ron" || outcome === "tsumo")) {
      say(t("table.tiles_unfinished", { name: nameOf(unfinished) }), "refused", near);
      return;
    }
    if (correction.hand() && !correction.reason()) { say(t("table.reason_needed"), "refused", near); return; }
    if (outcome !== "sheet") { preview("", hand(), near); return; }
    const body = sheet();
    if (body.scores.some((s) => !Number.isFinite(s))) { say(FIELD_WORDS.scores, "refused", near); return; }
    preview("/result", body, near);
  });
  $("write").addEventListener("click", () => send(pending.path, pending.body).then(written));
  $("change").addEventListener("click", closeConfirm);
  $("undo").addEventListener("click", () => {
    if (!confirm(t("table.undo_confirm", { hand: view.last_hand }))) return;
    send("/undo", { hand: view.last_hand }).then(written);
  });
  $("finish").addEventListener("click", () => {
    preview("/finish", { hand: view.last_hand }, $("game-actions")).then(() => {
      if (pending && pending.path === "/finish")
        $("confirm-text").prepend(t("table.finish_confirm") + " ");
    });
  });
  $("sheet").href = "/games/" + game;
  correction.build($("entry"), t, () => { reset(); showState(); });
  load().then(draw);
  // Another phone or a referee's terminal may enter at this table too: keep the state current.
  setInterval(() => { if (!pending) load(); }, 5000);
})();
