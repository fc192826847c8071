// The tile picker of the table page: a winner's tiles tapped in on a phone (the hand, the melds, the winning
// tile, the dora indicators, the win's flags) and written as a game record's "tiles" of a win. The value is the
// server's: the page previews the hand and shows what the tiles give before it is confirmed.
"use strict";
window.tenbouTilePicker = (function () {
  const { t: word } = window.tenbouWords;  // (t is a tile here)
  const SUITS = [["m", word("table.suit_m"), 9], ["p", word("table.suit_p"), 9], ["s", word("table.suit_s"), 9], ["z", word("table.suit_z"), 7]];
  const HONOURS = word("table.honour_labels").split(" ");  // East .. North, white, green, red
  // The melds' names (chi, pon) are the game's own words; the others are the page's.
  const TARGETS = [
    ["hand", word("table.pick_hand")], ["chi", "Chi"], ["pon", "Pon"], ["minkan", word("table.pick_minkan")],
    ["ankan", word("table.pick_ankan")], ["shouminkan", word("table.pick_shouminkan")], ["win", word("table.pick_win")],
    ["dora", word("table.pick_dora")], ["ura", word("table.pick_ura")],
  ];
  const FLAGS = [
    ["double_riichi", "Double riichi"], ["ippatsu", "Ippatsu"], ["rinshan", "Rinshan"], ["chankan", "Chankan"],
    ["haitei", "Haitei"], ["houtei", "Houtei"], ["tenhou", "Tenhou"], ["chiihou", "Chiihou"], ["renhou", "Renhou"],
  ];
  const named = (target) => (TARGETS.find(([t]) => t === target) || [target, target])[1];  // a meld kind in words
  const MELD_SIZE = { chi: 3, pon: 3, minkan: 4, ankan: 4, shouminkan: 4 };

  /// A fresh picker state: tiles are "5m"-style codes.
  function fresh() {
    return { target: "hand", hand: [], melds: [], building: [], win: null, dora: [], ura: [], flags: {} };
  }

  const order = (t) => "mpsz".indexOf(t[1]) * 10 + Number(t[0]);
  /// ["5m", "3m", "7z"] -> "35m7z", as mpsz notation writes it.
  function mpsz(tiles) {
    let out = "";
    let run = "";
    let suit = "";
    for (const t of [...tiles].sort((a, b) => order(a) - order(b))) {
      if (t[1] !== suit && run) { out += run + suit; run = ""; }
      suit = t[1];
      run += t[0];
    }
    return out + (run ? run + suit : "");
  }

  function label(t) { return t[1] === "z" ? HONOURS[Number(t[0]) - 1] : t; }

  /// How many of tile `t` the picker holds already, the indicators included (a tile has four copies).
  function copies(s, t) {
    const all = [...s.hand, ...s.building, ...s.melds.flatMap((m) => m.tiles), ...(s.win ? [s.win] : []), ...s.dora, ...s.ura];
    return all.filter((x) => x === t).length;
  }

  function tap(s, t) {
    if (copies(s, t) >= 4) return;
    if (s.target === "dora") { s.dora.push(t); return; }
    if (s.target === "ura") { s.ura.push(t); return; }
    if (s.target === "hand") s.hand.push(t);
    else if (s.target === "win") s.win = t;
    else {
      s.building.push(t);
      if (s.building.length === MELD_SIZE[s.target]) {
        s.melds.push({ kind: s.target, tiles: s.building });
        s.building = [];
      }
    }
  }

  /// The picker's tiles as a game record writes a win's "tiles", or null while the hand or winning tile is missing.
  function record(s) {
    if (!s.hand.length || !s.win) return null;
    const out = { concealed: mpsz([...s.hand, s.win]), win_tile: s.win };
    if (s.melds.length) out.melds = s.melds.map((m) => ({ kind: m.kind, tiles: mpsz(m.tiles) }));
    const flags = FLAGS.map(([f]) => f).filter((f) => s.flags[f]);
    if (flags.length) out.flags = flags;
    if (s.dora.length) out.dora_indicators = mpsz(s.dora);
    if (s.ura.length) out.ura_dora_indicators = mpsz(s.ura);
    return out;
  }

  function el(tag, attributes, text) {
    const e = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) e.setAttribute(name, value);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function button(text, pressed, onClick, attributes) {
    const b = el("button", Object.assign({ type: "button", "aria-pressed": String(pressed) }, attributes || {}), text);
    b.addEventListener("click", onClick);
    return b;
  }

  /// One line of what has been picked, with a key taking back its last tile.
  function line(name, text, undo) {
    const row = el("div", { class: "picked" });
    row.append(el("span", { class: "picked-name" }, name + ":"), el("span", { class: "picked-tiles" }, text || "—"));
    if (text) row.append(button("⌫", false, undo, { "aria-label": word("table.take_back", { name }) }));
    return row;
  }

  /// The picker for state `s`, titled with the winner's name; `redraw` is called after every tap.
  function view(s, name, redraw) {
    const box = el("fieldset", { class: "choice tiles" });
    box.append(el("legend", {}, word("table.tiles_of", { name })));
    const targets = el("div", { class: "targets" });
    for (const [t, text] of TARGETS)
      targets.append(button(text, s.target === t, () => { s.target = t; s.building = []; redraw(); }, { "data-target": t }));
    box.append(targets);
    for (const [suit, suitName, count] of SUITS) {
      const row = el("div", { class: "keypad", role: "group", "aria-label": suitName });
      for (let n = 1; n <= count; ++n) {
        const t = n + suit;
        row.append(button(label(t), false, () => { tap(s, t); redraw(); }, { "data-tile": t, class: "tile suit-" + suit }));
      }
      box.append(row);
    }
    box.append(
      line(word("table.picked_hand"), mpsz(s.hand), () => { s.hand.pop(); redraw(); }),
      line(word("table.picked_melds"), s.melds.map((m) => named(m.kind) + " " + mpsz(m.tiles)).join(", ") +
                    (s.building.length ? " (" + named(s.target) + " " + mpsz(s.building) + "…)" : ""),
           () => { if (s.building.length) s.building.pop(); else s.melds.pop(); redraw(); }),
      line(word("table.picked_win"), s.win || "", () => { s.win = null; redraw(); }),
      line(word("table.picked_dora"), mpsz(s.dora), () => { s.dora.pop(); redraw(); }),
      line(word("table.picked_ura"), mpsz(s.ura), () => { s.ura.pop(); redraw(); }));
    const flags = el("div", { class: "flags" });
    for (const [f, text] of FLAGS)
      flags.append(button(text, !!s.flags[f], () => { s.flags[f] = !s.flags[f]; redraw(); }, { "data-flag": f }));
    box.append(flags);
    return box;
  }

  return { fresh, view, record };
})();
