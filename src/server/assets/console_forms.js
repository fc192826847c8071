// The console's forms (tenbou console), described once each by the command it builds; console.js makes them. Each
// section is a step of the tournament's day. Titles and labels are keys of the console's words (data/languages,
// "console.f_..."), shown in the page's language; the command lines stay the command's own.
"use strict";
(function () {
  // Each action: the command's fixed words, then its fields in order. `download`: what the command prints is a file,
  // offered under the form under that name. A field with `option` adds "--option VALUE" when
  // filled (a check box: the option alone); one without is a positional argument. `file`: an upload, named by its
  // file's name where the command takes its file. `reads`: it changes nothing, so it runs without a confirmation.
  const text = (name, label, more) => Object.assign({ name, label, kind: "text" }, more || {});
  const reason = (required) => text("reason", "console.f_reason_kept_in_the_history", { option: "--reason", required });
  // A reason the command needs only at times (to replace what is stored): marked neither needed nor optional.
  const reasonToReplace = text("reason", "console.f_reason_to_replace", { option: "--reason", sometimes: true });
  const player = text("player", "console.f_player_name_start_of_a", { required: true });
  const round = (required, option) => text("round", "console.f_round", { kind: "number", option, required });
  const game = text("game", "console.f_game_round_table_e_g", { required: true });
  const gameOption = text("game", "console.f_game_round_table_e_g", { option: "--game", required: true });
  const team = text("team", "console.f_the_teams_name", { required: true });
  // The parts of a name as the EMA results file writes them, where the name alone leaves them uncertain.
  const emaName = [text("given", "console.f_given_name_for_the_ema", { option: "--given" }),
                   text("family", "console.f_family_name_for_the_ema", { option: "--family" })];
  const setting = (key, title, value) => ({ title, words: ["tournament", "set", key], fields: [value, reason(false)] });
  const choice = (label, choices) => text("value", label, { kind: "select", choices, required: true });
  // A select's choices: the value the command takes, and the key of its words.
  const LANGUAGES = [["en", "console.c_en"], ["de", "console.c_de"], ["fr", "console.c_fr"], ["pl", "console.c_pl"],
                     ["nl", "console.c_nl"]];
  const DELIMITERS = [["comma", "console.c_comma"], ["semicolon", "console.c_semicolon"], ["tab", "console.c_tab"]];
  const GROUPS = [["", "console.none"], ["country", "console.c_country"], ["club", "console.c_club"], ["team", "console.c_team"]];
  const YES_NO = [["", "console.none"], ["yes", "console.c_yes"], ["no", "console.c_no"]];
  const POINTS = [["keep", "console.c_keep"], ["halve", "console.c_halve"], ["clear", "console.c_clear"]];
  const DETAILS = [["city", "console.c_city"], ["country", "console.c_country"], ["dates", "console.c_dates"],
                   ["days", "console.c_days"], ["qualification", "console.c_qualification"],
                   ["tie-breaks", "console.c_tie_breaks"], ["substitutes", "console.c_substitutes"],
                   ["withdrawn", "console.c_withdrawn"], ["absent-result", "console.c_absent_result"],
                   ["csv-bom", "console.c_csv_bom"], ["ema-table-points", "console.c_ema_table_points"]];
  window.tenbouConsoleForms = [
    { title: "console.f_the_tournament", actions: [
      { title: "console.f_the_tournaments_details", words: ["tournament", "show"], reads: true, fields: [] },
      { title: "console.f_its_ruleset_every_parameter", words: ["ruleset", "show"], reads: true, fields: [] },
      setting("timezone", "console.f_the_time_zone_of_the",
              text("value", "console.f_time_zone_a_name_such", { required: true })),
      setting("session-end", "console.f_when_the_session_ends_the",
              text("value", "console.f_hh_mm_e_g_14", { required: true })),
      setting("language", "console.f_the_language_of_the_players", choice("console.f_language", LANGUAGES)),
      setting("csv-delimiter", "console.f_csv_files_what_separates_the",
              choice("console.f_between_the_cells", DELIMITERS)),
      { title: "console.f_another_detail_city_country_dates", words: ["tournament", "set"], fields: [
        text("key", "console.f_the_detail", { kind: "select", required: true, choices: DETAILS }),
        text("value", "console.f_its_new_value_tenbou_tournament", { required: true }), reason(false)] }] },
    { title: "console.f_players", actions: [
      { title: "console.f_add_a_player", words: ["player", "add"], fields: [
        text("name", "console.f_full_name", { required: true }), text("country", "console.f_country_three_letters_e_g", { option: "--country" }),
        text("ema", "console.f_ema_number", { option: "--ema" }), text("club", "console.f_club", { option: "--club" }),
        ...emaName, text("online", "console.f_online_name", { option: "--online-name" }),
        text("substitute", "console.f_only_fills_seats_a_substitute", { kind: "check", option: "--substitute" })] },
      { title: "console.f_import_players_from_a_csv", words: ["player", "import"], fields: [
        text("file", "console.f_csv_file_a_column_name", { kind: "file", required: true }),
        text("encoding", "console.f_its_encoding_when_not_utf", { option: "--encoding" })] },
      { title: "console.f_edit_a_player", words: ["player", "edit"], fields: [
        player, text("newname", "console.f_new_name", { option: "--name" }), text("country", "console.f_country", { option: "--country" }),
        text("ema", "console.f_ema_number", { option: "--ema" }), text("club", "console.f_club", { option: "--club" }), ...emaName,
        text("online", "console.f_online_name_edit", { option: "--online-name" }),
        text("substitute", "console.f_a_substitute_only_fills_seats", { kind: "select", option: "--substitute", choices: YES_NO }),
        reason(true)] },
      { title: "console.f_withdraw_a_player", words: ["player", "withdraw"], fields: [
        player, text("after", "console.f_the_last_round_they_played", { kind: "number", option: "--after-round", required: true }), reason(true)] },
      { title: "console.f_a_withdrawn_player_returns", words: ["player", "return"], fields: [player, reason(true)] },
      { title: "console.f_remove_a_player_registered_by", words: ["player", "remove"], fields: [player, reason(true)] },
      { title: "console.f_restore_a_removed_player", words: ["player", "restore"], fields: [player, reason(true)] },
      { title: "console.f_a_player_missed_a_round", words: ["player", "absent"], fields: [
        player, round(true, "--round"), text("cancel", "console.f_they_did_not_miss_it", { kind: "check", option: "--cancel" }), reason(true)] },
      { title: "console.f_merge_two_registrations_of_one", words: ["player", "merge"], fields: [
        text("kept", "console.f_the_registration_to_keep", { required: true }),
        text("duplicate", "console.f_the_same_persons_second_registration", { required: true }), reason(true)] },
      { title: "console.f_form_a_team", words: ["team", "add"], fields: [
        text("name", "console.f_the_teams_name", { required: true }),
        text("players", "console.f_its_players_separated_by_commas", { option: "--players", required: true })] },
      { title: "console.f_change_a_team_its_name", words: ["team", "edit"], fields: [
        team, text("newname", "console.f_its_new_name", { option: "--name" }),
        text("add", "console.f_players_who_join_separated_by", { option: "--add" }),
        text("drop", "console.f_players_who_leave_separated_by", { option: "--drop" }), reason(true)] },
      { title: "console.f_remove_a_team", words: ["team", "remove"], fields: [team, reason(true)] },
      { title: "console.f_the_players", words: ["player", "list"], reads: true, fields: [] },
      { title: "console.f_the_teams", words: ["team", "list"], reads: true, fields: [] },
      { title: "console.f_a_players_details", words: ["player", "show"], reads: true, fields: [player] },
      { title: "console.f_a_players_history", words: ["player", "history"], reads: true, fields: [player] }] },
    { title: "console.f_seating", actions: [
      { title: "console.f_generate_the_seating_plan", words: ["seating", "generate"], fields: [
        text("rounds", "console.f_rounds", { kind: "number", option: "--rounds", required: true }),
        text("separate", "console.f_keep_apart_players_of_the", { kind: "select", option: "--separate", choices: GROUPS }),
        text("limit", "console.f_search_for_at_most_seconds", { kind: "number", option: "--time-limit" }),
        reasonToReplace] },
      { title: "console.f_the_seating_plan", words: ["seating", "show"], reads: true, fields: [round(false, "--round")] },
      { title: "console.f_check_the_seating_plan_repeated", words: ["seating", "check"], reads: true,
        fields: [text("separate", "console.f_also_count_meetings_of_players", { kind: "select", option: "--separate",
                                                                                    choices: GROUPS })] },
      { title: "console.f_seat_again_from_a_round", words: ["seating", "regenerate"], fields: [
        text("from", "console.f_the_first_round_to_seat", { kind: "number", option: "--from-round", required: true }),
        text("drop", "console.f_players_who_leave_separated_by", { option: "--drop" }),
        text("add", "console.f_registered_players_who_join_separated", { option: "--add" }),
        text("limit", "console.f_search_for_at_most_seconds", { kind: "number", option: "--time-limit" }), reason(true)] },
      { title: "console.f_a_substitute_takes_a_players", words: ["seating", "replace"], fields: [
        text("player", "console.f_the_player_who_withdrew_or", { required: true }),
        text("substitute", "console.f_the_registered_player_who_takes", { required: true }),
        text("from", "console.f_from_round", { kind: "number", option: "--from-round", required: true }), reason(true)] },
      { title: "console.f_seat_a_round_by_the", words: ["seating", "standings"], fields: [
        round(true, "--round"), text("groups", "console.f_brackets_of_this_many_players", { kind: "number", option: "--groups" }),
        reason(false)] }] },
    { title: "console.f_rounds_and_games", actions: [
      { title: "console.f_start_a_rounds_games", words: ["round", "start"], fields: [round(true)] },
      { title: "console.f_the_games", words: ["game", "list"], reads: true, fields: [] },
      { title: "console.f_a_rounds_games", words: ["round", "show"], reads: true, fields: [round(true)] },
      { title: "console.f_start_a_game_off_the", words: ["game", "start"], fields: [
        round(true, "--round"), text("table", "console.f_table", { kind: "number", option: "--table", required: true }),
        text("players", "console.f_its_players_east_south_west", { option: "--players" }),
        reasonToReplace] },
      { title: "console.f_a_games_score_sheet", words: ["game", "show"], reads: true, fields: [game] },
      { title: "console.f_a_paper_score_sheets_final", words: ["game", "result"], fields: [
        game, text("scores", "console.f_the_four_final_scores_east",
                   { option: "--scores", required: true }),
        text("sticks", "console.f_riichi_sticks_left_on_the", { kind: "number", option: "--sticks" }),
        text("chombo", "console.f_a_player_who_committed_a", { option: "--chombo" }), reasonToReplace] },
      // The table page, with the organiser's rights: enter hands as the table does, and correct any hand already in.
      { title: "console.f_enter_or_correct_a_games", words: ["hand"], reads: true, open: "console.f_open_its_table_page",
        page: (f) => "/table/" + f.game.value.trim(), exists: (f) => "/api/games/" + f.game.value.trim(),
        form: { game: /^\d+\/\d+$/ }, fields: [game] },
      { title: "console.f_undo_the_last_hand_of", words: ["hand", "undo"], fields: [
        gameOption,
        text("expect", "console.f_the_hand_you_believe_it", { option: "--expect", required: true }), reason(false)] },
      { title: "console.f_void_a_hand", words: ["hand", "void"], fields: [
        gameOption, text("hand", "console.f_the_hands_number", { kind: "number", option: "--hand", required: true }), reason(true)] },
      { title: "console.f_bring_back_a_voided_hand", words: ["hand", "restore"], fields: [
        gameOption, text("hand", "console.f_the_hands_number", { kind: "number", option: "--hand", required: true }), reason(true)] },
      { title: "console.f_correct_who_sat_where_in", words: ["game", "seats"], fields: [
        game, text("players", "console.f_its_players_east_south_west_2", { option: "--players", required: true }),
        reason(true)] },
      { title: "console.f_finish_a_game_at_the", words: ["game", "finish"], fields: [game, reason(false)] },
      { title: "console.f_reopen_a_finished_game", words: ["game", "reopen"], fields: [game, reason(true)] },
      { title: "console.f_void_a_game_that_should", words: ["game", "void"], fields: [game, reason(true)] },
      { title: "console.f_bring_back_a_voided_game", words: ["game", "restore"], fields: [game, reason(true)] },
      { title: "console.f_a_games_history", words: ["game", "history"], reads: true, fields: [game] },
      { title: "console.f_import_games", words: ["game", "import"], fields: [
        text("file", "console.f_import_games_file", { kind: "file", required: true }),
        round(false, "--round"), text("table", "console.f_table", { kind: "number", option: "--table" }),
        text("players", "console.f_log_players", { option: "--players" }),
        text("add", "console.f_import_games_add", { kind: "check", option: "--add-players" })] }] },
    { title: "console.f_penalties", actions: [
      { title: "console.f_add_a_penalty", words: ["penalty", "add"], fields: [
        player, text("points", "console.f_points_deducted_e_g_2000", { kind: "number", required: true }), round(false, "--round"), reason(true)] },
      { title: "console.f_cancel_a_penalty", words: ["penalty", "cancel"], fields: [
        text("id", "console.f_penalty_number_as_the_list", { kind: "number", required: true }), reason(true)] },
      { title: "console.f_the_penalties", words: ["penalty", "list"], reads: true, fields: [] }] },
    { title: "console.f_stages", actions: [
      { title: "console.f_cut_to_a_stage", words: ["stage", "add"], fields: [
        text("name", "console.f_the_stages_name_e_g", { required: true }),
        text("from", "console.f_its_first_round", { kind: "number", option: "--from-round", required: true }),
        text("top", "console.f_players_who_play_on", { kind: "number", option: "--top", required: true }),
        text("points", "console.f_their_points", { kind: "select", option: "--points", choices: POINTS, required: true })] },
      { title: "console.f_remove_a_stage", words: ["stage", "remove"], fields: [text("stage", "console.f_the_stages_name", { required: true }), reason(true)] },
      { title: "console.f_the_stages", words: ["stage", "list"], reads: true, fields: [] }] },
    { title: "console.f_reports", actions: [
      { title: "console.f_standings", words: ["standings"], reads: true, fields: [
        text("after", "console.f_after_round", { kind: "number", option: "--after-round" }),
        text("stage", "console.f_only_a_stages_own_table", { option: "--stage" })] },
      { title: "console.f_team_standings", words: ["standings", "--teams"], reads: true, fields: [] },
      { title: "console.f_nations_standings", words: ["standings", "--nations"], reads: true, fields: [] },
      { title: "console.f_statistics", words: ["stats"], reads: true, fields: [] },
      { title: "console.f_audit_of_the_file", words: ["audit"], reads: true, fields: [] },
      { title: "console.f_explain_a_hand", words: ["explain"], reads: true, fields: [game, text("hand", "console.f_hand_number", { kind: "number", required: true })] }] },
    { title: "console.f_files", actions: [
      { title: "console.f_ema_results_file_csv", words: ["export", "ema"], reads: true, download: "ema-results.csv", fields: [
        text("force", "console.f_even_though_the_pre_flight", { kind: "check", option: "--force" })] },
      { title: "console.f_results_csv_every_column", words: ["export", "results", "--format", "csv"], reads: true,
        download: "results.csv", fields: [] },
      { title: "console.f_results_json", words: ["export", "results", "--format", "json"], reads: true, download: "results.json",
        fields: [] },
      { title: "console.f_every_game_as_game_records", words: ["export", "games"], reads: true, download: "games.json",
        fields: [] },
      { title: "console.f_a_game_as_its_record", words: ["game", "export"], reads: true, download: "game.json", fields: [game] },
      // Files a command writes rather than prints: fetched whole from the console (POST /api/console/download).
      { title: "console.f_ema_results_file_excel_workbook", words: ["export", "ema", "--format", "xlsx"], reads: true,
        fetch: "ema-workbook", download: "ema-results.xlsx", fields: [
        text("force", "console.f_even_though_the_pre_flight", { kind: "check", option: "--force" })] },
      { title: "console.f_a_backup_of_the_tournament", words: ["backup"], reads: true,
        fetch: "backup", download: "backup.tenbou", fields: [] },
      { title: "console.f_tournament_json_every_figure_for", words: ["publish", "tournament.json"], reads: true,
        fetch: "tournament-json", download: "tournament.json", fields: [] },
      { title: "console.f_the_table_cards_of_a", words: ["table", "cards"], reads: true, open: "console.f_open_them",
        page: (f) => "/organiser/cards?round=" + encodeURIComponent(f.round.value.trim()), fields: [round(true, "round")] }] },
    { title: "console.f_publishing", actions: [
      // The site written into a folder of this machine by tenbou publish (POST /api/console/publish).
      { title: "console.f_publish_the_results_as_a", words: ["publish"], publish: true, fields: [
        text("folder", "console.f_the_sites_folder_on_this", { required: true }),
        text("clean", "console.f_remove_the_pages_earlier_publishes", { kind: "check", option: "--clean" }),
        text("watch", "console.f_publish_again_after_each_change", { kind: "check", option: "--watch" })] }] },
    { title: "console.f_keys", actions: [
      { title: "console.f_renew_a_rounds_table_keys", words: ["keys", "--renew"], fields: [round(true, "--round")] },
      { title: "console.f_renew_every_key_the_organisers", words: ["keys", "--renew"],
        fields: [] }] },
  ];
})();
