#pragma once
// A list whose room is fixed when it is declared: the groups of a reading, the readings of a hand, its yaku
// and fu. Each has a small known maximum, and valuing a hand makes and drops many of them, so they live in
// place, never allocate, and neither set nor copy the room they do not use.

#include <cassert>
#include <cstddef>
#include <memory>
#include <type_traits>

namespace tenbou::hand {

/// Up to N values in order; adding more than N is a bug (asserted).
template <class T, std::size_t N>
class FixedList {
  static_assert(std::is_trivially_destructible_v<T>);  // values are dropped without being destroyed

 public:
  FixedList() {}  // the room stays unset: only the first size() values are ever read
  FixedList(const FixedList& other) : size_(other.size_) { std::uninitialized_copy(other.begin(), other.end(), items_); }
  FixedList& operator=(const FixedList& other) {
    if (this != &other) {
      size_ = other.size_;
      std::uninitialized_copy(other.begin(), other.end(), items_);
    }
    return *this;
  }

  void push_back(const T& value) {
    assert(size_ < N);
    std::construct_at(items_ + size_++, value);
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  const T& back() const { return items_[size_ - 1]; }
  T* begin() { return items_; }
  T* end() { return items_ + size_; }
  const T* begin() const { return items_; }
  const T* end() const { return items_ + size_; }

 private:
  union {
    T items_[N];
  };
  std::size_t size_ = 0;
};

}  // namespace tenbou::hand
