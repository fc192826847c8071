#include "server/refusal_watch.h"

#include "base/unicode.h"
#include "rules/points_text.h"
#include "server/connection_limits.h"

namespace tenbou::server {

void RefusalWatch::forget_old_keys(Address& a, Clock::time_point now) const {
  while (!a.keys.empty() && a.keys.front() + rules_.window <= now) a.keys.pop_front();
}

int RefusalWatch::retry_after(const std::string& address, Clock::time_point now) {
  if (ConnectionLimits::exempt(address)) return 0;
  std::lock_guard lock(mutex_);
  const auto it = addresses_.find(address);
  if (it == addresses_.end()) return 0;
  forget_old_keys(it->second, now);
  if (it->second.keys.size() < rules_.keys) return 0;
  const auto wait = it->second.keys.front() + rules_.window - now;
  return static_cast<int>(std::chrono::ceil<std::chrono::seconds>(wait).count());
}

void RefusalWatch::key_refused(const std::string& address, Clock::time_point now) {
  if (ConnectionLimits::exempt(address)) return;
  std::lock_guard lock(mutex_);
  Address& a = addresses_[address];
  forget_old_keys(a, now);
  if (a.keys.size() >= rules_.keys) a.keys.pop_front();  // only the last `keys` refusals matter
  a.keys.push_back(now);
}

bool RefusalWatch::log_refusal(const std::string& address, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  Address& a = addresses_[address];
  if (a.logged != Clock::time_point{} && now < a.logged + rules_.log_every) {
    ++a.untold;
    return false;
  }
  a.logged = now;
  return true;
}

std::string log_line(std::string_view text) {
  std::string line = unicode::printable(text);
  if (line.size() <= kMaxLogLine) return line;
  std::size_t cut = kMaxLogLine - 40;  // room for the note; a character is not split
  while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
  const std::size_t left = line.size() - cut;
  line.resize(cut);
  return line + "... (" + format_points(static_cast<Points>(left)) + " bytes more)";
}

std::vector<std::string> RefusalWatch::folded(Clock::time_point now) {
  std::vector<std::string> lines;
  std::lock_guard lock(mutex_);
  for (auto it = addresses_.begin(); it != addresses_.end();) {
    Address& a = it->second;
    if (a.untold > 0 && now >= a.logged + rules_.log_every) {
      lines.push_back("...and " + format_points(static_cast<Points>(a.untold)) + " more refused from " + it->first);
      a.untold = 0;
      a.logged = now;
    }
    forget_old_keys(a, now);
    const bool quiet = a.untold == 0 && a.keys.empty() && now >= a.logged + rules_.log_every;
    it = quiet ? addresses_.erase(it) : std::next(it);
  }
  return lines;
}

}  // namespace tenbou::server
