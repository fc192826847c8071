// The table page of tenbou serve: the game as it stands, one result entered in a few taps, a preview of the
// payments, then confirm. Every check is the server's (the same as the command line's); this script only
// builds the hand as a game record writes it and shows what the server answers.
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
  let pending = null;    // the hand previewed, waiting for confirmation
  let formHand = null;   // the hand number the form being filled in is for: the double-entry guard

  function seats(field) { return picked[field] || []; }
  function toggle(field, seat, most) {
    let list = seats(field).filter((s) => s !== seat);
    if (list.length === seats(field).length) list.push(seat);
    if (list.length > most) list = list.slice(list.length - most);
    picked[field] = list;
  }

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
      .then((r) => r.json().then((answer) => ({ status: r.status, answer })));
  }

  function say(text, kind) {
    const box = $("message");
    box.textContent = text;
    box.className = "message " + (kind || "");
    box.hidden = !text;
  }

  function showState() {
    const head = $("state");
    head.textContent = view.over ? "Game over (" + view.end + ")" :
      "Hand " + view.hand + ": " + view.round + ", " + view.honba + (view.honba === 1 ? " counter, " : " counters, ") +
      view.riichi_sticks + (view.riichi_sticks === 1 ? " riichi stick" : " riichi sticks") + " on the table";
    const body = $("players");
    body.replaceChildren();
    for (const p of view.players) {
      const row = el("tr", p.dealer ? { class: "dealer" } : {});
      row.append(el("td", { class: "wind" }, p.wind), el("td", { class: "name" }, p.name),
                 el("td", { class: "num" }, p.score.toLocaleString("en-GB")),
                 el("td", { class: "nowrap" }, p.dealer ? "dealer" : ""));
      body.append(row);
    }
    $("final").textContent = view.final;
    $("entry").hidden = view.over;
    $("sheet-outcome").hidden = view.last_hand !== 0;  // a game has either hands or a sheet
    $("undo").disabled = view.last_hand === 0;
  }

  function seatButtons(field, most, label) {
    const box = el("fieldset", { class: "choice", "data-field": field });
    box.append(el("legend", {}, label));
    for (const p of view.players) {
      const b = el("button", { type: "button", "aria-pressed": String(seats(field).includes(p.seat)),
                                "data-seat": String(p.seat) }, p.wind + " " + p.name);
      b.addEventListener("click", () => { toggle(field, p.seat, most); draw(); });
      box.append(b);
    }
    return box;
  }

  function valueButtons(seat) {
    const name = view.players.find((p) => p.seat === seat).name;
    const v = values[seat] || (values[seat] = {});
    const box = el("fieldset", { class: "choice values", "data-winner": String(seat) });
    const byTiles = el("button", { type: "button", "aria-pressed": String(!!v.tiles), "data-by": "tiles" },
                       "Enter the tiles");
    byTiles.addEventListener("click", () => {
      if (v.tiles) delete v.tiles; else { v.tiles = window.tenbouTilePicker.fresh(); v.han = v.fu = v.yakuman = undefined; }
      draw();
    });
    if (v.tiles) {
      box.append(el("legend", {}, name + ": the tiles give the han and fu"), byTiles,
                 window.tenbouTilePicker.view(v.tiles, name, draw));
      return box;
    }
    box.append(el("legend", {}, name + ": han"));
    const hans = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    for (const h of hans) {
      const b = el("button", { type: "button", "aria-pressed": String(v.han === h && !v.yakuman), "data-han": String(h) }, String(h));
      b.addEventListener("click", () => { v.han = h; v.yakuman = 0; draw(); });
      box.append(b);
    }
    const y = el("button", { type: "button", "aria-pressed": String(!!v.yakuman), "data-han": "yakuman" }, "Yakuman");
    y.addEventListener("click", () => { v.yakuman = 1; v.han = undefined; v.fu = undefined; draw(); });
    box.append(y, byTiles);
    if (v.han && v.han < 5 && !v.yakuman) {
      box.append(el("span", { class: "fu-label" }, "fu"));
      for (const f of [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]) {
        const b = el("button", { type: "button", "aria-pressed": String(v.fu === f), "data-fu": String(f) }, String(f));
        b.addEventListener("click", () => { v.fu = f; draw(); });
        box.append(b);
      }
    }
    return box;
  }

  function draw() {
    for (const b of document.querySelectorAll("#outcomes button"))
      b.setAttribute("aria-pressed", String(b.dataset.outcome === outcome));
    const form = $("details");
    form.replaceChildren();
    if (outcome === "ron") {
      form.append(seatButtons("winners", 3, "Winner (up to three)"), seatButtons("from", 1, "From"));
      for (const s of seats("winners")) form.append(valueButtons(s));
    } else if (outcome === "tsumo") {
      form.append(seatButtons("winners", 1, "Winner"));
      for (const s of seats("winners")) form.append(valueButtons(s));
    } else if (outcome === "draw") {
      form.append(seatButtons("tenpai", 4, "Tenpai"));
    } else if (outcome === "nagashi") {
      form.append(seatButtons("nagashi", 4, "Nagashi mangan"), seatButtons("tenpai", 4, "Tenpai"));
    } else if (outcome === "sheet") {
      const box = el("fieldset", { class: "choice sheet" });
      box.append(el("legend", {}, "Final scores from the paper score sheet, as seated at the start"));
      const scores = picked.scores || (picked.scores = {});
      for (const p of [...view.players].sort((a, b) => a.seat - b.seat)) {
        const id = "score-" + p.seat;
        const input = el("input", { type: "number", step: "100", id, inputmode: "numeric" });
        input.value = scores[p.seat] ?? "";
        input.addEventListener("input", () => { scores[p.seat] = input.value; });
        box.append(el("label", { for: id }, "ESWN"[p.seat] + " " + p.name), input);
      }
      const sticks = el("input", { type: "number", min: "0", id: "sticks" });
      sticks.value = picked.sticks ?? "0";
      sticks.addEventListener("input", () => { picked.sticks = sticks.value; });
      box.append(el("label", { for: "sticks" }, "Riichi sticks left on the table"), sticks);
      form.append(box, seatButtons("chombo", 4, "Chombo"));
      return;
    } else if (outcome === "chombo") {
      form.append(seatButtons("offender", 1, "Who committed it"));
      const note = el("input", { type: "text", id: "note", maxlength: "500", placeholder: "what happened (kept as its note)" });
      note.value = picked.note || "";
      note.addEventListener("input", () => { picked.note = note.value; });
      form.append(note);
    }
    if (outcome !== "chombo") form.append(seatButtons("riichi", 4, "Riichi"));
  }

  /// The final scores of a paper score sheet, as POST .../result takes them.
  function sheet() {
    const byStart = [...view.players].sort((a, b) => a.seat - b.seat);
    const scores = byStart.map((p) => Number((picked.scores || {})[p.seat]));
    const chombo = seats("chombo").map((s) => byStart[s].name);
    return { scores, sticks: Number(picked.sticks || 0), chombo };
  }

  function hand() {
    const h = { result: outcome, expect: formHand };
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
    return h;
  }

  function reset() {
    picked = {};
    values = {};
    pending = null;
    $("confirm").hidden = true;
    $("preview").hidden = false;
    draw();
  }

  function load() {
    return fetch(api + "/table").then((r) => r.json()).then((answer) => {
      if (answer.error) { say(answer.error.message, "refused"); return; }
      view = answer;
      showState();
      if (formHand !== null && formHand !== view.hand) {
        // Someone else (another phone, a referee's terminal) entered a hand meanwhile: start this one afresh.
        say("The game moved on to hand " + view.hand + " meanwhile (entered elsewhere): check the table and enter " +
            "this hand again.", "refused");
        picked = {};
        values = {};
        draw();
      }
      formHand = view.hand;
    });
  }

  function answered(result, wrote) {
    if (result.status === 200) {
      if (wrote) {
        view = result.answer.table;
        formHand = view.hand;
        showState();
        reset();
        say(result.answer.message, "done");
      } else {
        pending = hand();  // a hand's preview (a sheet's is made here, before any request)
        $("confirm-text").textContent = result.answer.message;
        $("confirm-tiles").replaceChildren(...(result.answer.tiles || []).map((t) =>
          el("p", { class: "tiles-value" }, t.winner + ": " + t.tiles + " give " + t.value)));
        $("confirm").hidden = false;
        $("preview").hidden = true;
        say("");
      }
      return;
    }
    say(result.answer.error ? result.answer.error.message : "the server answered " + result.status, "refused");
    if (result.status === 409) { reset(); load(); }
  }

  for (const b of document.querySelectorAll("#outcomes button"))
    b.addEventListener("click", () => { outcome = b.dataset.outcome; picked = {}; values = {}; draw(); });
  $("preview").addEventListener("click", () => {
    const unfinished = seats("winners").find((s) => values[s] && values[s].tiles && !window.tenbouTilePicker.record(values[s].tiles));
    if (unfinished !== undefined && (outcome === "ron" || outcome === "tsumo")) {
      say(view.players.find((p) => p.seat === unfinished).name + "'s tiles: pick the hand and the winning tile", "refused");
      return;
    }
    if (outcome !== "sheet") { send("/preview", hand()).then((r) => answered(r, false)); return; }
    pending = sheet();
    $("confirm-tiles").replaceChildren();
    const byStart = [...view.players].sort((a, b) => a.seat - b.seat);
    $("confirm-text").textContent = "Final scores: " + byStart.map((p, i) => p.name + " " +
      (Number.isFinite(pending.scores[i]) ? pending.scores[i].toLocaleString("en-GB") : "?")).join(", ") +
      "; " + pending.sticks + " riichi sticks left" + (pending.chombo.length ? "; chombo: " + pending.chombo.join(", ") : "");
    $("confirm").hidden = false;
    $("preview").hidden = true;
  });
  $("write").addEventListener("click", () =>
    send(pending.scores ? "/result" : "/hands", pending).then((r) => answered(r, true)));
  $("change").addEventListener("click", () => { pending = null; $("confirm").hidden = true; $("preview").hidden = false; });
  $("undo").addEventListener("click", () => {
    if (!confirm("Undo hand " + view.last_hand + "?")) return;
    send("/undo", { hand: view.last_hand }).then((r) => {
      if (r.status === 200) {
        view = r.answer.table;
        formHand = view.hand;
        showState();
        reset();
        say(r.answer.message, "done");
      }
      else say(r.answer.error ? r.answer.error.message : "the server answered " + r.status, "refused");
    });
  });
  $("sheet").href = "/games/" + game;
  load().then(draw);
  // Another phone or a referee's terminal may enter at this table too: keep the state current.
  setInterval(() => { if (!pending) load(); }, 5000);
})();
