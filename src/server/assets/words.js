// The words of a page's script, from the page's own catalogue: the JSON in <script id="words"> that tenbou serve
// writes from data/languages (report/words.h), in the language of the page (<html lang>). Plural forms are chosen
// as the language counts (Intl.PluralRules), numbers grouped as the language writes them.
"use strict";
window.tenbouWords = (function () {
  const holder = document.getElementById("words");
  const words = holder ? JSON.parse(holder.textContent) : {};
  const lang = document.documentElement.lang || "en";
  const plural = new Intl.PluralRules(lang);
  const SEPARATOR = { en: ",", de: ".", nl: ".", fr: "\u00A0", pl: "\u00A0" };

  /// The text of `key`, its {name}s filled from `args` in one pass (a value holding "{...}" stays as it is); a text
  /// with plural forms takes the one args.n needs.
  function t(key, args) {
    const values = args || {};
    let text = words[key];
    if (text !== null && typeof text === "object") text = text[plural.select(Number(values.n) || 0)] || text.other;
    if (typeof text !== "string") text = key;
    return text.replace(/\{([a-z_]+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  /// A whole number with the language's grouping: 30,000 / 30.000 / 30 000; `sign` puts + before a positive one.
  function points(n, sign) {
    const digits = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[lang] || ",");
    return (n < 0 ? "-" : sign && n > 0 ? "+" : "") + digits;
  }

  return { t, points, lang };
})();
