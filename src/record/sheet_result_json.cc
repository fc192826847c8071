#include "formats/json_syntax.h"
#include "record/sheet_result_json.h"

#include <nlohmann/json.hpp>

namespace tenbou {

std::string write_sheet_result(const SheetResult& sheet) {
  return nlohmann::json{{"scores", sheet.scores.values},
                        {"riichi_sticks", sheet.riichi_sticks},
                        {"chombos", sheet.chombos.values}}
      .dump();
}

std::optional<SheetResult> read_sheet_result(std::string_view json_text) {
  const nlohmann::json j = parsed_json(json_text);
  if (!j.is_object()) return std::nullopt;
  const auto in_range = [](const nlohmann::json& v) {  // so that narrowing keeps the value
    return v.is_number_integer() && v.get<long long>() >= -kMaxScore && v.get<long long>() <= kMaxScore;
  };
  const auto four_numbers = [&](const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_array() && it->size() == kSeats && std::all_of(it->begin(), it->end(), in_range);
  };
  const auto sticks = j.find("riichi_sticks");
  if (!four_numbers("scores") || !four_numbers("chombos") || sticks == j.end() || !in_range(*sticks))
    return std::nullopt;
  SheetResult sheet;
  for (int i = 0; i < kSeats; ++i) {
    sheet.scores.values[static_cast<std::size_t>(i)] = j["scores"][static_cast<std::size_t>(i)].get<Points>();
    sheet.chombos.values[static_cast<std::size_t>(i)] = j["chombos"][static_cast<std::size_t>(i)].get<int>();
  }
  sheet.riichi_sticks = sticks->get<int>();
  return sheet;
}

}  // namespace tenbou
