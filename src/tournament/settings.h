#pragma once
// Tournament details set after `init`: where and when it is played (for the EMA results file) and how
// standings break ties. Each change is a new row, so the history of settings is kept.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/language.h"
#include "base/local_time.h"
#include "tournament/entry/hand_entry.h"
#include "tournament/standings/tie_break.h"

namespace tenbou {

/// The settings as they stand now; fields not set are empty (or 0, or nullopt).
struct TournamentSettings {
  std::string city;
  std::string country;    ///< three-letter code of the host country
  std::string first_day;  ///< YYYY-MM-DD
  std::string last_day;   ///< YYYY-MM-DD, the same as first_day for a one-day tournament
  int days = 0;           ///< playing days: set explicitly, or counted from the dates
  bool qualification = false;  ///< entry needed a qualification (adds to the MERS weight)
  std::optional<std::vector<TieBreak>> tie_breaks;
  bool substitutes_ranked = false;  ///< substitutes are listed after the ranked players, without a place
  bool withdrawn_ranked = true;     ///< players who withdrew keep their place (marked)
  /// What a registered player gets for a round missed (`player absent`); nullopt: nothing, the round is
  /// left out of their total.
  std::optional<Points> absent_result = kDefaultAbsentResult;
  std::string session_end;  ///< when the session ends, "14:30" ("" when not set): the projector counts down to it
  char csv_delimiter = ',';  ///< between the cells of every CSV written (',' ';' or '\t')
  bool csv_bom = false;      ///< every CSV written starts with a UTF-8 byte-order mark (for Excel)
  std::string ema_table_points = "none";  ///< the EMA workbook's table points: none, uma or place
  std::string timezone;      ///< IANA name the times people read are shown in ("" when not set)
  Language language = Language::En;  ///< the projector's and printed pages' language, and the phones' by default

  /// The zone times are shown in: the setting timezone, else this machine's.
  LocalTime local_time() const;

  /// The default of absent-result: the -15,000 score and -15,000 uma Pantheon's EMA preset gives a session
  /// not played by the player (the EMA texts at hand give no figure).
  static constexpr Points kDefaultAbsentResult = -30'000;
};

/// The keys an organiser can set, with what each takes, for help and error messages.
struct SettingKeyHelp {
  const char* key;
  const char* takes;
};
const std::vector<SettingKeyHelp>& setting_keys();

/// A setting stored: the value as stored, and how it moved a stage's cut (tie-breaks, substitutes, withdrawn and
/// absent-result change the standings a cut follows: cut_watch.h).
struct SettingStored {
  std::string value;
  std::optional<std::string> cut_changed;
};

/// Checks `value` for `key`, tidies it (country in capitals, dates as YYYY-MM-DD..YYYY-MM-DD) and stores
/// it. Throws TournamentError naming the key, the value and what is valid.
SettingStored set_setting(Tournament& t, const std::string& key, const std::string& value, const EntryContext& context);

/// Whether `text` is a time of day as HH:MM ("14:30").
bool is_clock_time(std::string_view text);

/// The settings as they stand after every change.
TournamentSettings read_settings(const Tournament& t);

}  // namespace tenbou
