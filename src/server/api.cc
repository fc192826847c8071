#include "server/api.h"

#include <algorithm>
#include <optional>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "base/utc_time.h"
#include "record/record_reader.h"
#include "report/entry_text.h"
#include "report/game_list.h"
#include "report/standings_report.h"
#include "report/table_view.h"
#include "report/tile_breakdown.h"
#include "server/api_body.h"
#include "server/page_language.h"
#include "store/store_error.h"
#include "tournament/entry/double_entry_guard.h"
#include "tournament/entry/game_result.h"
#include "tournament/entry/hand_entry.h"
#include "tournament/entry/round_start.h"
#include "tournament/people/access_keys.h"
#include "tournament/settings.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/standings.h"

namespace tenbou::server {

std::string safe_dump(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Reply error_reply(int status, const std::string& message, const std::string& detail_json) {
  nlohmann::json error = nlohmann::json::parse(detail_json, nullptr, false);
  if (!error.is_object()) error = nlohmann::json::object();
  error["message"] = message;
  return {.status = status, .body = safe_dump(nlohmann::json{{"error", error}}) + "\n"};
}

namespace {

/// The seconds a phone is told to wait before sending again a write the file could not take.
constexpr int kRetryAfterFileError = 5;

Reply json_reply(std::string body) { return {.body = std::move(body)}; }

/// `e` answered with its status, in `words`' language where the refusal has words of its own (tournament_error.h);
/// the server's log says it in English.
Reply refused(int status, const Error& e, const Words& words = words_in(Language::En)) {
  const bool worded = words.language() != Language::En && e.detail().is_object() && e.detail().contains("words");
  Reply reply = error_reply(status, worded ? refusal_text(words, e.detail()["words"]) : e.message, safe_dump(shown_detail(e)));
  if (worded) reply.logged_refusal = e.message;
  return reply;
}

/// The API's own refusal `key` of the catalogues, in `words`' language; the server's log says it in English.
Reply worded_refusal(int status, const Words& words, std::string_view key, const WordArgs& args = {},
                     const std::string& detail_json = "{}") {
  Reply reply = error_reply(status, words(key, args), detail_json);
  if (words.language() != Language::En) reply.logged_refusal = words_in(Language::En)(key, args);
  return reply;
}

/// A read of one game: 404 when the round and table hold no game.
Reply game_read(Room& room, const std::string& what, const GameRef& ref,
                const std::function<std::string(const Tournament&, const GameLog&)>& show) {
  return room.read(what + " " + ref.text(), [&](const Tournament& t) {
    try {
      return json_reply(show(t, load_game_log(t, ref, GameChoice::Shown)));
    } catch (const TournamentError& e) {
      return refused(404, e);
    }
  });
}

/// The words of what a phone is answered (confirmations, the API's own refusals): its visitor's language
/// (page_language.h), as its pages'. The server's log keeps the confirmations in English; a refusal is logged as
/// answered.
const Words& request_words(const Tournament& t, const Request& request) {
  return words_in(phone_language(request, read_settings(t).language));
}

/// Who writes with the request's key, checked against the file now (a renewed key holds at once). Throws
/// the reply to send: 401 without a valid key.
KeyHolder holder_of(const Tournament& t, const Request& request) {
  if (request.key.empty()) throw worded_refusal(401, request_words(t, request), "api.key_needed");
  std::optional<KeyHolder> holder = key_holder(t, request.key);
  if (!holder) throw worded_refusal(401, request_words(t, request), "api.key_invalid");
  return *holder;
}

/// Refuses a key that does not write to the game in play at the log's table: a table's key writes only to its
/// own game. Throws the reply to send: 403.
void refuse_other_table(const KeyHolder& holder, const GameLog& log, const Words& words) {
  if (!holder.may_write(log.game))
    throw worded_refusal(403, words, "api.other_table", {{"table", holder.ref.text()}, {"game", log.ref().text()}});
}

/// A table's key writes only while its game is open: a game that is over (by the rules, finished, or with
/// its sheet's result) is corrected by the organiser. Throws the reply to send: 403.
void refuse_if_closed(const KeyHolder& holder, const GameLog& log, const Words& words) {
  if (!holder.organiser && log.sheet.end != GameEnd::NotOver) {
    Reply reply = error_reply(403, closed_to_table_key(log, words));
    if (words.language() != Language::En) reply.logged_refusal = closed_to_table_key(log, words_in(Language::En));
    throw reply;
  }
}

/// A write by the holder of the request's key, which the service lets through once it has loaded the game: to the
/// key's own game only (403 otherwise), then as `also` says (most writes: only while the game is open).
EntryContext keyed_entry(const KeyHolder& holder, const Words& words, std::function<void(const GameLog&)> also = {}) {
  EntryContext context{.by = holder.author()};
  context.admit = [holder, &words, also = std::move(also)](const GameLog& log) {
    refuse_other_table(holder, log, words);
    if (also) also(log);
  };
  return context;
}

/// Runs a write, turning what it refuses into its reply: 404 where no game is in play, 409 for the double-entry
/// guard (its finding, without the command line's option), 503 with Retry-After when the file could not be
/// written (a full disk, a file another program holds): the entry was right and is to be sent again, not changed;
/// 422 for anything else the tournament refuses. Refusals with words of their own are in `words`' language.
Reply write_reply(const Words& words, const std::function<Reply()>& write) {
  try {
    return write();
  } catch (const Reply& reply) {
    return reply;
  } catch (const NoSuchGame& e) {
    return refused(404, e, words);
  } catch (const ExpectMismatch& e) {
    return error_reply(409, e.finding, safe_dump(shown_detail(e)));
  } catch (const FileError& e) {
    Reply reply = error_reply(503, e.message + ": send it again in a moment; if it keeps failing, tell the organiser");
    reply.headers.emplace("Retry-After", std::to_string(kRetryAfterFileError));
    return reply;
  } catch (const Error& e) {
    return refused(422, e, words);
  }
}

/// The reply to a write of one game: the confirmation, the hand and the table after it.
/// The answer to an entry: what it did in words, the table after it and, for the wins entered with their
/// tiles, what the tiles give ("tiles": [{"winner", "tiles", "value"}]), so a phone shows the value to confirm.
Reply entry_reply(const Tournament& t, const EntryResult& result, const std::string& author, const Words& words) {
  const std::string message = entry_announcement(t.rules(), result, words);
  nlohmann::json tiles = nlohmann::json::array();
  if (result.kind == EntryKind::Hand || result.kind == EntryKind::Amend)
    for (const TileBreakdown& b : tile_breakdowns(t.rules(), result.log, result.hand))
      tiles.push_back({{"winner", result.log.names[b.winner]}, {"tiles", tiles_text(b.tiled->tiles)}, {"value", score_summary(b.score)}});
  nlohmann::json answer{{"game", result.log.ref().text()},
                        {"hand", result.hand},
                        {"message", message},
                        {"table", table_view_json(result.log, words)},
                        {"tiles", tiles}};
  if (result.cut_changed) answer["cut_changed"] = *result.cut_changed;  // in English: the organiser's concern
  Reply reply = json_reply(answer.dump() + "\n");
  reply.logged = author + ": " + (words.language() == Language::En ? message : entry_announcement(t.rules(), result));
  return reply;
}

/// The reply to a preview: the entry's answer, with nothing logged (nothing was written).
Reply preview_reply(const Tournament& t, const EntryResult& result, const Words& words) {
  Reply reply = entry_reply(t, result, "", words);
  reply.logged.clear();
  return reply;
}

/// The hand a correction replaces, as record_hand takes it (none for a new hand).
std::optional<int> amended(const std::optional<Correction>& correction) {
  return correction ? std::optional<int>(correction->hand) : std::nullopt;
}

/// room.write for a phone's request, unless the phone broke its connection off by the write's turn (after the writes
/// before it): its answer would reach no one, and a phone that gave up sends the entry again.
Reply phone_write(Room& room, const Request& request, const std::function<Reply(Tournament&)>& act) {
  return room.write([&](Tournament& t) {
    if (request.gone && request.gone()) return Reply{.status = kClientGone};
    return act(t);
  });
}

/// What a preview shows once its body is read: the entry with the tournament as it stands, in the visitor's words.
using Show = std::function<Reply(const Tournament&, const Words&)>;

/// A preview (no key needed, nothing written): `read` reads its body (throwing the reply to send) before the reading
/// connection is taken, so that reading large bodies holds up no other request; then what it returns shows the
/// entry, answered as a write would be.
Reply read_then_preview(Room& room, const Request& request, const std::function<Show()>& read) {
  Show show;
  try {
    show = read();
  } catch (const Reply& refused) {
    return refused;
  }
  return room.look([&](const Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] { return show(t, words); });
  });
}

/// A preview of an entry whose body is a JSON object.
Reply preview(Room& room, const Request& request,
              const std::function<Reply(const Tournament&, const nlohmann::json&, const Words&)>& show) {
  return read_then_preview(room, request, [&]() -> Show {
    return [&show, body = body_object(request)](const Tournament& t, const Words& words) { return show(t, body, words); };
  });
}

}  // namespace

Reply standings_api(Room& room) {
  return room.read("api standings", [](const Tournament& t) { return json_reply(standings_json(compute_standings(t, {}))); });
}

Reply games_api(Room& room) {
  return room.read("api games", [](const Tournament& t) {
    return json_reply(game_list_json(t.players(), game_outcomes(t, 0, false)));
  });
}

Reply game_api(Room& room, const GameRef& ref) {
  return game_read(room, "api game", ref, [](const Tournament& t, const GameLog& log) {
    return game_sheet_json(t.rules(), log) + "\n";
  });
}

Reply table_api(Room& room, const Request& request, const GameRef& ref) {
  return game_read(room, "api table " + phone_page_key(request), ref, [&](const Tournament& t, const GameLog& log) {
    return table_view_json(log, request_words(t, request)).dump() + "\n";
  });
}

Reply version_api(Room& room) {
  // The session's end as an instant (in the tournament's zone, today there) and the server's clock, so that a
  // projector counts down right whatever zone and clock its own machine keeps.
  const std::string end = room.session_end();
  const UnixSeconds now = seconds_now();
  nlohmann::json at = nullptr;
  if (is_clock_time(end))
    at = utc_stamp(room.local_time().on_the_day(now, std::stoi(end.substr(0, 2)), std::stoi(end.substr(3, 2))));
  return json_reply(
      nlohmann::json{{"version", room.version()}, {"session_end", end}, {"session_end_at", at}, {"now", utc_stamp(now)}}
          .dump() +
      "\n");
}

Reply record_hand_api(Room& room, const Request& request, const GameRef& ref) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);  // before the body is read: no work for a guessed key
      const std::unique_ptr<ReceivedHand> hand = received_hand(request);
      const std::string expect = expect_of(*hand);
      const std::optional<Correction> correction = correction_of(*hand);
      // A hand already in is corrected by the organiser, as on the command line (hand ron --amend N --reason ...).
      if (correction && !holder.organiser) return worded_refusal(403, words, "api.amend_organiser", {}, R"({"field": "amend"})");
      EntryContext context = keyed_entry(holder, words, [holder, hand = std::stoll(expect), &words](const GameLog& log) {
        // A repeat of a hand already in is told so (409) by the guard, even when that hand ended the game.
        if (hand >= log.next_number) refuse_if_closed(holder, log, words);
      });
      context.expect = expect;
      if (correction) context.reason = correction->reason;
      const HandInput input([&hand](const Names& players) { return hand->draft(players); });
      return entry_reply(t, record_hand(t, ref, input, amended(correction), context), holder.author(), words);
    });
  });
}

Reply preview_hand_api(Room& room, const Request& request, const GameRef& ref) {
  return read_then_preview(room, request, [&]() -> Show {
    std::shared_ptr<const ReceivedHand> hand = received_hand(request);
    const std::optional<Correction> correction = correction_of(*hand);
    const EntryContext context{.reason = correction ? correction->reason : "", .expect = expect_of(*hand)};
    return [&ref, hand, context, correction](const Tournament& t, const Words& words) {
      const HandInput input([&hand](const Names& players) { return hand->draft(players); });
      return preview_reply(t, preview_hand(t, ref, input, amended(correction), context), words);
    };
  });
}

Reply undo_api(Room& room, const Request& request, const GameRef& ref) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);  // before the body is read: no work for a guessed key
      const nlohmann::json body = request.body.empty() ? nlohmann::json::object() : body_object(request);
      const std::string hand = undone_hand_of(body);
      EntryContext context = keyed_entry(holder, words, [holder, hand, &words](const GameLog& log) {
        refuse_if_closed(holder, log, words);
        if (hand.empty())
          throw error_reply(400, "\"hand\" is needed: the number of the hand to undo (the last), so that a second "
                                 "tap undoes nothing more", R"({"field": "hand"})");
      });
      // A game that is over takes its undo only with a reason ("reason" in the body): it reopens it or changes its result.
      const auto reason = body.find("reason");
      context.reason = reason != body.end() && reason->is_string() ? reason->get<std::string>() : "";
      context.expect = hand.empty() ? "0" : hand;  // a hand of 0 matches none: nothing is undone without one
      try {
        return entry_reply(t, undo_hand(t, ref, context), holder.author(), words);
      } catch (const ExpectMismatch& e) {  // the guard's hand is the last one: said as the page's "hand"
        return worded_refusal(409, words, "api.undo_not_last",
                              {{"hand", context.expect}, {"game", ref.text()},
                               {"last", e.detail().value("hand", nlohmann::json()).dump()}},
                              R"({"field": "hand"})");
      }
    });
  });
}

Reply record_result_api(Room& room, const Request& request, const GameRef& ref) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);  // before the body is read: no work for a guessed key
      const nlohmann::json body = body_object(request);
      const SheetDraft draft = sheet_draft_of(body);
      EntryContext context =
          keyed_entry(holder, words, [holder, &words](const GameLog& log) { refuse_if_closed(holder, log, words); });
      context.reason = reason_of(body);
      return entry_reply(t, record_result(t, ref, draft, context), holder.author(), words);
    });
  });
}

Reply preview_result_api(Room& room, const Request& request, const GameRef& ref) {
  return preview(room, request, [&](const Tournament& t, const nlohmann::json& body, const Words& words) {
    const SheetDraft draft = sheet_draft_of(body);  // checks "reason" too
    return preview_reply(t, preview_result(t, ref, draft, {.reason = reason_of(body)}), words);
  });
}

Reply finish_api(Room& room, const Request& request, const GameRef& ref) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);  // before the body is read: no work for a guessed key
      const nlohmann::json body = body_object(request);
      EntryContext context = keyed_entry(holder, words);  // closes an open game; a closed one is the guard's 409
      context.reason = "time limit";
      context.expect = last_hand_of(body);
      return entry_reply(t, finish_game(t, ref, context), holder.author(), words);
    });
  });
}

Reply preview_finish_api(Room& room, const Request& request, const GameRef& ref) {
  return preview(room, request, [&](const Tournament& t, const nlohmann::json& body, const Words& words) {
    // As the closing would be worded: by the key's holder, or without a key by the table's phone that asks.
    const std::optional<KeyHolder> holder = request.key.empty() ? std::nullopt : key_holder(t, request.key);
    const std::string by = holder ? holder->author() : KeyHolder{.ref = ref}.author();
    return preview_reply(t, preview_finish(t, ref, {.reason = "time limit", .by = by, .expect = last_hand_of(body)}),
                         words);
  });
}

Reply start_round_api(Room& room, const Request& request, int round) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);
      if (!holder.organiser) return error_reply(403, "only the organiser's key starts games");
      const RoundStart start = start_round(t, round);
      nlohmann::json games = nlohmann::json::array();
      for (const GameLog& log : start.started) games.push_back(log.ref().text());
      const std::string message = start.started.empty()
                                      ? "every game of round " + std::to_string(round) + " was already started"
                                      : "started " + std::to_string(start.started.size()) + " of round " +
                                            std::to_string(round) + "'s games";
      Reply reply = json_reply(
          nlohmann::json{{"started", games}, {"already_started", start.already_started}, {"message", message}}.dump() + "\n");
      reply.logged = "organiser: " + message;
      return reply;
    });
  });
}

Reply clock_api(Room& room, const Request& request) {
  return phone_write(room, request, [&](Tournament& t) {
    const Words& words = request_words(t, request);
    return write_reply(words, [&] {
      const KeyHolder holder = holder_of(t, request);  // before the body is read: no work for a guessed key
      const nlohmann::json body = body_object(request);
      if (!holder.organiser) return error_reply(403, "only the organiser's key sets the clock");
      const auto end = body.find("session_end");
      if (end == body.end() || !end->is_string() || !(end->get<std::string>().empty() || is_clock_time(end->get<std::string>())))
        return error_reply(422, "\"session_end\" must be a time of day as HH:MM, e.g. \"14:30\" (\"\" clears it)",
                           R"({"field": "session_end"})");
      const std::string time = end->get<std::string>();
      set_setting(t, "session-end", time.empty() ? "none" : time, {.by = holder.author()});
      Reply done = json_reply(nlohmann::json{{"session_end", time}}.dump() + "\n");
      done.logged = "organiser: session ends " + (time.empty() ? "not set" : "at " + time);
      return done;
    });
  });
}

}  // namespace tenbou::server
