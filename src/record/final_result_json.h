#pragma once
// The end-of-game settlement as JSON: the shape score sheets print and the tournament file caches.

#include <string>

#include "engine/final_result.h"
#include "formats/json_writer.h"

namespace tenbou {

/// The final result as a JSON object: scores, leftover_riichi, places, uma, penalties and results, East first.
void write_final_result(JsonWriter& json, const FinalResult& result);

/// The final result from the JSON write_final_result made. Throws simdjson::simdjson_error otherwise.
FinalResult read_final_result(const std::string& text);

}  // namespace tenbou
