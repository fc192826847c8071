// The organiser page of tenbou serve: start a round's games from the seating plan and set the session clock.
// The organiser's key comes from the page's address and goes with every write.
"use strict";
(function () {
  const key = new URLSearchParams(location.search).get("key") || "";
  const message = document.getElementById("message");

  function post(path, body) {
    return fetch(path, { method: "POST", body: JSON.stringify(body),
                         headers: { "Content-Type": "application/json", Authorization: "Bearer " + key } })
      .then((r) => r.json().then((answer) => {
        message.textContent = answer.error ? answer.error.message : answer.message || "Done.";
        message.className = "message " + (answer.error ? "refused" : "done");
        message.hidden = false;
        if (!answer.error) setTimeout(() => location.reload(), 1200);
      }));
  }

  for (const b of document.querySelectorAll("button[data-start-round]"))
    b.addEventListener("click", () => post("/api/rounds/" + b.dataset.startRound + "/start", {}));
  document.getElementById("set-clock").addEventListener("click", () =>
    post("/api/clock", { session_end: document.getElementById("session-end").value }));
})();
