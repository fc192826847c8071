// The console's forms (tenbou console), described once each by the command it builds; console.js makes them. Each
// section is a step of the tournament's day.
"use strict";
(function () {
  // Each action: the command's fixed words, then its fields in order. `download`: what the command prints is a file,
  // offered under the form under that name. A field with `option` adds "--option VALUE" when
  // filled (a check box: the option alone); one without is a positional argument. `file`: an upload, named by its
  // file's name where the command takes its file. `reads`: it changes nothing, so it runs without a confirmation.
  const text = (name, label, more) => Object.assign({ name, label, kind: "text" }, more || {});
  const reason = (required) => text("reason", "Reason (kept in the history)", { option: "--reason", required });
  const player = text("player", "Player (name, start of a name, or EMA number)", { required: true });
  const round = (required, option) => text("round", "Round", { kind: "number", option, required });
  const game = text("game", "Game (round/table, e.g. 2/3)", { required: true });
  const gameOption = text("game", "Game (round/table, e.g. 2/3)", { option: "--game", required: true });
  const team = text("team", "The team's name", { required: true });
  // The parts of a name as the EMA results file writes them, where the name alone leaves them uncertain.
  const emaName = [text("given", "Given name, for the EMA results file", { option: "--given" }),
                   text("family", "Family name, for the EMA results file", { option: "--family" })];
  const setting = (key, title, value) => ({ title, words: ["tournament", "set", key], fields: [value, reason(false)] });
  const choice = (label, choices) => text("value", label, { kind: "select", choices, required: true });
  window.tenbouConsoleForms = [
    { title: "The tournament", actions: [
      { title: "The tournament's details", words: ["tournament", "show"], reads: true, fields: [] },
      { title: "Its ruleset, every parameter", words: ["ruleset", "show"], reads: true, fields: [] },
      setting("timezone", "The time zone of the times shown",
              text("value", "Time zone (a name such as Europe/Vienna)", { required: true })),
      setting("session-end", "When the session ends (the projector counts down to it)",
              text("value", "HH:MM, e.g. 14:30, or none", { required: true })),
      setting("language", "The language of the players' pages", choice("Language", ["en", "de", "fr", "pl", "nl"])),
      setting("csv-delimiter", "CSV files: what separates the cells (semicolon for Excel in much of Europe)",
              choice("Between the cells", ["comma", "semicolon", "tab"])),
      { title: "Another detail (city, country, dates, tie-breaks, ...)", words: ["tournament", "set"], fields: [
        text("key", "The detail", { kind: "select", required: true, choices: ["city", "country", "dates", "days", "qualification",
          "tie-breaks", "substitutes", "withdrawn", "absent-result", "csv-bom", "ema-table-points"] }),
        text("value", "Its new value (tenbou tournament set --help lists what each takes)", { required: true }), reason(false)] }] },
    { title: "Players", actions: [
      { title: "Add a player", words: ["player", "add"], fields: [
        text("name", "Full name", { required: true }), text("country", "Country (three letters, e.g. SWE)", { option: "--country" }),
        text("ema", "EMA number", { option: "--ema" }), text("club", "Club", { option: "--club" }),
        ...emaName, text("substitute", "Only fills seats (a substitute)", { kind: "check", option: "--substitute" })] },
      { title: "Import players from a CSV file", words: ["player", "import"], fields: [
        text("file", "CSV file (a column name, and any of ema, country, club, given, family, substitute, team)", { kind: "file", required: true }),
        text("encoding", "Its encoding, when not UTF-8 (e.g. windows-1252)", { option: "--encoding" })] },
      { title: "Edit a player", words: ["player", "edit"], fields: [
        player, text("newname", "New name", { option: "--name" }), text("country", "Country", { option: "--country" }),
        text("ema", "EMA number", { option: "--ema" }), text("club", "Club", { option: "--club" }), ...emaName,
        text("substitute", "A substitute (only fills seats)", { kind: "select", option: "--substitute", choices: ["", "yes", "no"] }),
        reason(true)] },
      { title: "Withdraw a player", words: ["player", "withdraw"], fields: [
        player, text("after", "The last round they played (0: none)", { kind: "number", option: "--after-round", required: true }), reason(true)] },
      { title: "A withdrawn player returns", words: ["player", "return"], fields: [player, reason(true)] },
      { title: "Remove a player registered by mistake", words: ["player", "remove"], fields: [player, reason(true)] },
      { title: "Restore a removed player", words: ["player", "restore"], fields: [player, reason(true)] },
      { title: "A player missed a round (arrived late)", words: ["player", "absent"], fields: [
        player, round(true, "--round"), text("cancel", "They did not miss it after all", { kind: "check", option: "--cancel" }), reason(true)] },
      { title: "Merge two registrations of one person", words: ["player", "merge"], fields: [
        text("kept", "The registration to keep", { required: true }),
        text("duplicate", "The same person's second registration", { required: true }), reason(true)] },
      { title: "Form a team", words: ["team", "add"], fields: [
        text("name", "The team's name", { required: true }),
        text("players", "Its players, separated by commas", { option: "--players", required: true })] },
      { title: "Change a team (its name, who joins, who leaves)", words: ["team", "edit"], fields: [
        team, text("newname", "Its new name", { option: "--name" }),
        text("add", "Players who join, separated by commas", { option: "--add" }),
        text("drop", "Players who leave, separated by commas", { option: "--drop" }), reason(true)] },
      { title: "Remove a team", words: ["team", "remove"], fields: [team, reason(true)] },
      { title: "The players", words: ["player", "list"], reads: true, fields: [] },
      { title: "The teams", words: ["team", "list"], reads: true, fields: [] },
      { title: "A player's details", words: ["player", "show"], reads: true, fields: [player] },
      { title: "A player's history", words: ["player", "history"], reads: true, fields: [player] }] },
    { title: "Seating", actions: [
      { title: "Generate the seating plan", words: ["seating", "generate"], fields: [
        text("rounds", "Rounds", { kind: "number", option: "--rounds", required: true }),
        text("separate", "Keep apart players of the same", { kind: "select", option: "--separate", choices: ["", "country", "club", "team"] }),
        text("limit", "Search for at most (seconds)", { kind: "number", option: "--time-limit" }),
        reason(false)] },
      { title: "The seating plan", words: ["seating", "show"], reads: true, fields: [round(false, "--round")] },
      { title: "Check the seating plan (repeated meetings, winds, groups kept apart)", words: ["seating", "check"], reads: true,
        fields: [text("separate", "Also count meetings of players of the same", { kind: "select", option: "--separate",
                                                                                    choices: ["", "country", "club", "team"] })] },
      { title: "Seat again from a round (players left or joined)", words: ["seating", "regenerate"], fields: [
        text("from", "The first round to seat again", { kind: "number", option: "--from-round", required: true }),
        text("drop", "Players who leave, separated by commas", { option: "--drop" }),
        text("add", "Registered players who join, separated by commas", { option: "--add" }),
        text("limit", "Search for at most (seconds)", { kind: "number", option: "--time-limit" }), reason(true)] },
      { title: "A substitute takes a player's seats", words: ["seating", "replace"], fields: [
        text("player", "The player who withdrew or is absent", { required: true }),
        text("substitute", "The registered player who takes the seats", { required: true }),
        text("from", "From round", { kind: "number", option: "--from-round", required: true }), reason(true)] },
      { title: "Seat a round by the standings", words: ["seating", "standings"], fields: [
        round(true, "--round"), text("groups", "Brackets of this many players (a multiple of 4)", { kind: "number", option: "--groups" }),
        reason(false)] }] },
    { title: "Rounds and games", actions: [
      { title: "Start a round's games", words: ["round", "start"], fields: [round(true)] },
      { title: "The games", words: ["game", "list"], reads: true, fields: [] },
      { title: "A round's games", words: ["round", "show"], reads: true, fields: [round(true)] },
      { title: "Start a game off the plan (a table's own players)", words: ["game", "start"], fields: [
        round(true, "--round"), text("table", "Table", { kind: "number", option: "--table", required: true }),
        text("players", "Its players, East, South, West, North, separated by commas (empty: as the plan seats it)", { option: "--players" }),
        reason(false)] },
      { title: "A game's score sheet", words: ["game", "show"], reads: true, fields: [game] },
      { title: "A paper score sheet's final scores", words: ["game", "result"], fields: [
        game, text("scores", "The four final scores, East, South, West, North as seated at the start (e.g. 42300,31200,18500,8000)",
                   { option: "--scores", required: true }),
        text("sticks", "Riichi sticks left on the table", { kind: "number", option: "--sticks" }),
        text("chombo", "A player who committed a chombo", { option: "--chombo" }), reason(false)] },
      // The table page, with the organiser's rights: enter hands as the table does, and correct any hand already in.
      { title: "Enter or correct a game's hands (its table page)", words: ["hand"], reads: true, open: "Open its table page",
        page: (f) => "/table/" + f.game.value.trim().split("/").map(encodeURIComponent).join("/"), fields: [game] },
      { title: "Undo the last hand of a game", words: ["hand", "undo"], fields: [
        gameOption,
        text("expect", "The hand you believe it is (its number)", { option: "--expect", required: true }), reason(false)] },
      { title: "Void a hand", words: ["hand", "void"], fields: [
        gameOption, text("hand", "The hand's number", { kind: "number", option: "--hand", required: true }), reason(true)] },
      { title: "Bring back a voided hand", words: ["hand", "restore"], fields: [
        gameOption, text("hand", "The hand's number", { kind: "number", option: "--hand", required: true }), reason(true)] },
      { title: "Correct who sat where in a game (every hand follows)", words: ["game", "seats"], fields: [
        game, text("players", "Its players, East, South, West, North, separated by commas", { option: "--players", required: true }),
        reason(true)] },
      { title: "Finish a game at the time limit", words: ["game", "finish"], fields: [game] },
      { title: "Reopen a finished game", words: ["game", "reopen"], fields: [game, reason(true)] },
      { title: "Void a game that should not exist", words: ["game", "void"], fields: [game, reason(true)] },
      { title: "Bring back a voided game", words: ["game", "restore"], fields: [game, reason(true)] },
      { title: "A game's history", words: ["game", "history"], reads: true, fields: [game] }] },
    { title: "Penalties", actions: [
      { title: "Add a penalty", words: ["penalty", "add"], fields: [
        player, text("points", "Points deducted (e.g. 2000)", { kind: "number", required: true }), round(false, "--round"), reason(true)] },
      { title: "Cancel a penalty", words: ["penalty", "cancel"], fields: [
        text("id", "Penalty number (as the list shows it)", { kind: "number", required: true }), reason(true)] },
      { title: "The penalties", words: ["penalty", "list"], reads: true, fields: [] }] },
    { title: "Stages", actions: [
      { title: "Cut to a stage", words: ["stage", "add"], fields: [
        text("name", "The stage's name (e.g. Final)", { required: true }),
        text("from", "Its first round", { kind: "number", option: "--from-round", required: true }),
        text("top", "Players who play on", { kind: "number", option: "--top", required: true }),
        text("points", "Their points", { kind: "select", option: "--points", choices: ["keep", "halve", "clear"], required: true })] },
      { title: "Remove a stage", words: ["stage", "remove"], fields: [text("stage", "The stage's name", { required: true }), reason(true)] },
      { title: "The stages", words: ["stage", "list"], reads: true, fields: [] }] },
    { title: "Reports", actions: [
      { title: "Standings", words: ["standings"], reads: true, fields: [
        text("after", "After round", { kind: "number", option: "--after-round" }),
        text("stage", "Only a stage's own table (its name)", { option: "--stage" })] },
      { title: "Team standings", words: ["standings", "--teams"], reads: true, fields: [] },
      { title: "Nations' standings", words: ["standings", "--nations"], reads: true, fields: [] },
      { title: "Statistics", words: ["stats"], reads: true, fields: [] },
      { title: "Audit of the file", words: ["audit"], reads: true, fields: [] },
      { title: "Explain a hand", words: ["explain"], reads: true, fields: [game, text("hand", "Hand number", { kind: "number", required: true })] }] },
    { title: "Files", actions: [
      { title: "EMA results file (CSV)", words: ["export", "ema"], reads: true, download: "ema-results.csv", fields: [
        text("force", "Even though the pre-flight check finds problems", { kind: "check", option: "--force" })] },
      { title: "Results (CSV, every column)", words: ["export", "results", "--format", "csv"], reads: true,
        download: "results.csv", fields: [] },
      { title: "Results (JSON)", words: ["export", "results", "--format", "json"], reads: true, download: "results.json",
        fields: [] },
      { title: "Every game as game records (JSON)", words: ["export", "games"], reads: true, download: "games.json",
        fields: [] },
      // Files a command writes rather than prints: fetched whole from the console (POST /api/console/download).
      { title: "EMA results file (Excel workbook)", words: ["export", "ema", "--format", "xlsx"], reads: true,
        fetch: "ema-workbook", download: "ema-results.xlsx", fields: [
        text("force", "Even though the pre-flight check finds problems", { kind: "check", option: "--force" })] },
      { title: "A backup of the tournament file (made consistently, as tenbou backup)", words: ["backup"], reads: true,
        fetch: "backup", download: "backup.tenbou", fields: [] },
      { title: "tournament.json (every figure, for other programs)", words: ["publish", "tournament.json"], reads: true,
        fetch: "tournament-json", download: "tournament.json", fields: [] },
      { title: "The table cards of a round (to print)", words: ["table", "cards"], reads: true, open: "Open them",
        page: (f) => "/organiser/cards?round=" + encodeURIComponent(f.round.value.trim()), fields: [round(true, "round")] }] },
    { title: "Publishing", actions: [
      // The site written into a folder of this machine by tenbou publish (POST /api/console/publish).
      { title: "Publish the results as a web site", words: ["publish"], publish: true, fields: [
        text("folder", "The site's folder on this computer (its whole path)", { required: true }),
        text("clean", "Remove the pages earlier publishes wrote that this one does not (a voided game's)", { kind: "check", option: "--clean" }),
        text("watch", "Publish again after each change, until stopped", { kind: "check", option: "--watch" })] }] },
    { title: "Keys", actions: [
      { title: "Renew a round's table keys", words: ["keys", "--renew"], fields: [round(true, "--round")] },
      { title: "Renew every key, the organiser's too (the console stays signed in)", words: ["keys", "--renew"],
        fields: [] }] },
  ];
})();
