#pragma once
// When a search must stop and return the best it has.

#include <chrono>

namespace tenbou::seating {

/// A point in time after which searches stop; checked every few hundred steps so checking is cheap.
class Deadline {
 public:
  using Clock = std::chrono::steady_clock;
  explicit Deadline(std::chrono::milliseconds budget) : end_(Clock::now() + budget) {}
  bool passed() const { return Clock::now() >= end_; }

 private:
  Clock::time_point end_;
};

}  // namespace tenbou::seating
