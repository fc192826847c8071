#include "record/final_result_json.h"

#include <nlohmann/json.hpp>

namespace tenbou {

void write_final_result(JsonWriter& json, const FinalResult& f) {
  json.begin_object();
  json.key("scores").array(f.scores.values).key("leftover_riichi").array(f.leftover_riichi.values);
  json.key("places").array(f.places.values).key("uma").array(f.uma.values);
  json.key("penalties").array(f.penalties.values).key("results").array(f.results.values);
  json.end_object();
}

FinalResult read_final_result(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text);
  FinalResult f;
  f.scores.values = j.at("scores").get<std::array<Points, kSeats>>();
  f.leftover_riichi.values = j.at("leftover_riichi").get<std::array<Points, kSeats>>();
  f.places.values = j.at("places").get<std::array<int, kSeats>>();
  f.uma.values = j.at("uma").get<std::array<Points, kSeats>>();
  f.penalties.values = j.at("penalties").get<std::array<Points, kSeats>>();
  f.results.values = j.at("results").get<std::array<Points, kSeats>>();
  return f;
}

}  // namespace tenbou
