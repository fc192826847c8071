// Fuzzes seating schedule files (JSON with numbers or names, CSV round,table,E,S,W,N) and the quality
// figures of what they hold.

#include "fuzz/fuzz_input.h"
#include "seating/schedule_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  fuzz::refusals_allowed([&] {
    const ScheduleFile file = read_schedule_file(fuzz::text_of(data, size));
    seating::evaluate(file.schedule);
  });
  return 0;
}
