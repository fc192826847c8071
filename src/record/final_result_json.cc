#include "record/final_result_json.h"

#include "record/seat_json.h"

namespace tenbou {

void write_final_result(JsonWriter& json, const FinalResult& f) {
  json.begin_object();
  json.key("scores").array(f.scores.values).key("leftover_riichi").array(f.leftover_riichi.values);
  json.key("places").array(f.places.values).key("uma").array(f.uma.values);
  json.key("penalties").array(f.penalties.values).key("results").array(f.results.values);
  json.end_object();
}

FinalResult read_final_result(const std::string& text) {
  const auto parser = json_parsers().borrow();
  const simdjson::dom::element doc = parser->parse(text);
  FinalResult f;
  f.scores = read_seats<Points>(doc["scores"]);
  f.leftover_riichi = read_seats<Points>(doc["leftover_riichi"]);
  f.places = read_seats<int>(doc["places"]);
  f.uma = read_seats<Points>(doc["uma"]);
  f.penalties = read_seats<Points>(doc["penalties"]);
  f.results = read_seats<Points>(doc["results"]);
  return f;
}

}  // namespace tenbou
