#include "record/online/online_log.h"

#include <cstdint>
#include <cstdio>

#include "engine/game.h"
#include "formats/inflate.h"
#include "record/online/tenhou_json.h"
#include "record/online/tenhou_xml.h"

namespace tenbou {
namespace {

std::string_view without_space(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  return first == std::string_view::npos ? std::string_view() : text.substr(first);
}

bool looks_like_xml_log(std::string_view text) {
  text = without_space(text);
  return text.substr(0, 5) == "<?xml" || text.substr(0, 8) == "<mjloggm";
}

/// A tenhou.net/6 game starts as an object and names its hands "log" early on (a tenbou record has "hands").
bool looks_like_json_log(std::string_view text) {
  text = without_space(text);
  return !text.empty() && text[0] == '{' && text.substr(0, 4096).find("\"log\"") != std::string_view::npos;
}

}  // namespace

std::string LogHand::label() const {
  return round_name(round) + (honba > 0 ? "-" + std::to_string(honba) : "");
}

LogError::LogError(std::string hand, std::string reason)
    : Error(hand.empty() ? reason : hand + ": " + reason), hand(std::move(hand)), reason(std::move(reason)) {}

std::string log_digest(const OnlineLog& log) {
  std::uint64_t hash = 14695981039346656037ull;  // FNV-1a, 64 bits
  const auto add = [&](std::string_view text) {
    for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
    hash = (hash ^ 0xFF) * 1099511628211ull;  // a separator no UTF-8 text holds
  };
  const auto number = [&](long long n) { add(std::to_string(n)); };
  for (const std::string& name : log.names) add(name);
  for (const LogHand& h : log.hands) {
    for (int n : {h.round, h.honba, h.sticks, static_cast<int>(h.outcome)}) number(n);
    for_each_seat([&](Seat s) {
      number(h.start[s]);
      number(h.changes[s]);
    });
    for (const LogWin& w : h.wins)
      for (int n : {int{w.winner.index}, int{w.from.index}, w.han, w.yakuman}) number(n);
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return std::string("content:") + hex;
}

bool looks_like_online_log(std::string_view bytes) {
  return looks_gzipped(bytes) || looks_like_xml_log(bytes) || looks_like_json_log(bytes);
}

OnlineLog read_online_log(std::string_view bytes) {
  const auto too_large = [] {
    return LogError("", "the log is larger than " + std::to_string(kMaxLogBytes / (1024 * 1024)) +
                            " MB: no game's log comes near it");
  };
  std::string inflated;
  if (looks_gzipped(bytes)) {
    Inflated out = inflate_bytes(bytes, kMaxLogBytes, Packing::Gzip);
    if (out.fault == Inflated::Fault::TooLarge) throw too_large();
    if (out.fault == Inflated::Fault::Damaged) throw LogError("", "the gzip file is damaged or cut short");
    inflated = std::move(out.bytes);
    bytes = inflated;
  }
  if (bytes.size() > kMaxLogBytes) throw too_large();
  if (looks_like_xml_log(bytes)) return read_tenhou_xml(bytes);
  if (looks_like_json_log(bytes)) return read_tenhou_json(bytes);
  throw LogError("", "not an online game log (a Tenhou mjlog XML or a tenhou.net/6 JSON game)");
}

}  // namespace tenbou
