// The projector page of tenbou serve: the standings, the leaders over the rounds and where to sit in the next round,
// one after the other,
// each shown for its whole cycle of pages, and the session clock. The views are fetched again only when the
// file changed, and swapped in whole, so the screen never flickers or shows half a page.
"use strict";
(function () {
  const views = ["/projector/standings", "/projector/rounds", "/projector/seating"];
  const stage = document.getElementById("stage");
  const style = document.head.appendChild(document.createElement("style"));
  const clock = document.getElementById("clock");
  let version = -1;
  let sessionEnd = "";     // "16:45", as the tournament's clocks show it
  let sessionEndAt = 0;    // that moment, in ms since 1970 (the server says it, in the tournament's zone)
  let skew = 0;            // the server's clock minus this machine's, in ms, as of the last poll
  let kept = {};     // view path -> {title, style, html, seconds}; null when the view has nothing to show
  let shown = 0;
  const { t } = window.tenbouWords;

  function fetchView(path) {
    return fetch(path).then((r) => (r.ok ? r.text() : null)).then((text) => {
      if (text === null) return null;
      const doc = new DOMParser().parseFromString(text, "text/html");
      const pages = doc.querySelectorAll(".page").length || 1;
      return { style: doc.querySelector("style").textContent, html: doc.body.innerHTML,
               seconds: Math.max(15, pages * 10) };
    }).catch(() => null);
  }

  function refresh() {
    return Promise.all(views.map(fetchView)).then((got) => {
      views.forEach((path, i) => { kept[path] = got[i]; });
    });
  }

  function show() {
    document.querySelector("body > h1").hidden = true;  // each view has its own heading
    let view = null;
    for (let tries = 0; tries < views.length && !view; ++tries) {
      shown = (shown + 1) % views.length;
      view = kept[views[shown]];
    }
    if (!view) { setTimeout(show, 5000); return; }
    style.textContent = view.style;
    stage.innerHTML = view.html;
    setTimeout(show, view.seconds * 1000);
  }

  function tick() {
    if (!sessionEnd || !sessionEndAt) { clock.hidden = true; return; }
    // Counted on this machine's clock corrected by the server's: neither its zone nor its clock matters.
    const left = Math.max(0, Math.round((sessionEndAt - (Date.now() + skew)) / 1000));
    const text = Math.floor(left / 3600) + ":" + String(Math.floor(left / 60) % 60).padStart(2, "0") + ":" +
                 String(left % 60).padStart(2, "0");
    clock.textContent = left > 0 ? t("projector.session_ends", { end: sessionEnd, left: text })
                                 : t("projector.session_over", { end: sessionEnd });
    clock.hidden = false;
  }

  function poll() {
    const asked = Date.now();
    return fetch("/api/version").then((r) => r.json()).then((v) => {
      sessionEnd = v.session_end;
      sessionEndAt = v.session_end_at ? Date.parse(v.session_end_at) : 0;
      // The server's time when it answered, taken as halfway through the request.
      if (v.now) skew = Date.parse(v.now) + 500 - (asked + Date.now()) / 2;
      tick();
      if (v.version === version) return;
      version = v.version;
      return refresh();
    }).catch(() => {});
  }

  shown = -1;
  poll().then(show);
  setInterval(poll, 3000);
  setInterval(tick, 1000);
})();
