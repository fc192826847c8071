#include "record/final_result_json.h"

namespace tenbou {

void write_final_result(JsonWriter& json, const FinalResult& f) {
  json.begin_object();
  json.key("scores").array(f.scores.values).key("leftover_riichi").array(f.leftover_riichi.values);
  json.key("places").array(f.places.values).key("uma").array(f.uma.values);
  json.key("penalties").array(f.penalties.values).key("results").array(f.results.values);
  json.end_object();
}

}  // namespace tenbou
