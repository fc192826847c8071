// The organiser's correction of a hand already entered, on the table page (opened from the console, or with the
// organiser's key): which hand the form is for (none: the next hand) and why it is corrected. The table page sends
// the hand with "amend" and "reason", as the command line's --amend N --reason; the server lets only the organiser.
"use strict";
window.tenbouCorrection = (function () {
  let box = null, choice = null, why = null;

  /// Builds the correction's fields before `before` (the entry form), for the organiser only; `changed` is told when
  /// the hand chosen changes.
  function build(before, t, changed) {
    if (document.getElementById("table").dataset.organiser !== "1") return;
    box = document.createElement("fieldset");
    box.className = "correction";
    box.id = "correction";
    const legend = document.createElement("legend");
    legend.textContent = t("table.correct_legend");
    choice = document.createElement("select");
    choice.id = "correct-hand";
    choice.setAttribute("aria-label", t("table.correct_legend"));
    choice.addEventListener("change", () => {
      why.hidden = choice.value === "0";
      changed();
    });
    why = document.createElement("input");
    why.type = "text";
    why.id = "correct-reason";
    why.maxLength = 500;
    why.placeholder = t("table.correct_reason");
    why.setAttribute("aria-label", t("table.correct_reason"));
    box.append(legend, choice, why);
    before.before(box);
    box.t = t;
  }

  let listed = -1;  // the hands the choice lists: rebuilt only when they change (not under an open list at each look)

  /// The hands the game has now (1 to `last`), the one chosen kept while it is still there.
  function refresh(last) {
    if (!choice || last === listed) return;
    listed = last;
    const kept = choice.value;
    const options = [new Option(box.t("table.correct_next"), "0")];
    for (let h = last; h >= 1; --h) options.push(new Option(box.t("table.correct_hand", { hand: h }), String(h)));
    choice.replaceChildren(...options);
    choice.value = kept && Number(kept) <= last ? kept : "0";
    why.hidden = choice.value === "0";
  }

  return {
    build,
    refresh,
    /// The hand being corrected, 0 for a new hand.
    hand: () => (choice ? Number(choice.value) : 0),
    reason: () => (why ? why.value.trim() : ""),
    /// Back to entering the next hand (after a correction is written).
    clear() {
      if (!choice) return;
      choice.value = "0";
      why.value = "";
      why.hidden = true;
    },
  };
})();
