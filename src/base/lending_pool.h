#pragma once
// Objects costly to make (a JSON parser with its buffers, a collator) kept between uses and lent to one thread at
// a time, so that nothing is made per call and a server's threads share a few. Not thread_local objects: with the
// Windows toolchain's emulated thread-local storage (mingw-w64), a thread's thread_local objects are destroyed
// after their storage has been freed, so a thread of tenbou serve could crash as it ended and leave the process
// unable to exit. The pool's objects are destroyed with the program's other statics, on its main thread.

#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace tenbou {

/// Lends objects made by `make` (T's default constructor unless given); keeps as many as were ever lent at once.
template <class T>
class LendingPool {
 public:
  using Make = std::unique_ptr<T> (*)();

  /// One object lent until the loan ends. Null only when `make` could not make one.
  class Loan {
   public:
    Loan(Loan&& other) noexcept : pool_(other.pool_), object_(std::move(other.object_)) {}
    Loan(const Loan&) = delete;
    Loan& operator=(const Loan&) = delete;
    Loan& operator=(Loan&&) = delete;
    ~Loan() {
      if (object_) pool_->give_back(std::move(object_));
    }
    T& operator*() const { return *object_; }
    T* operator->() const { return object_.get(); }
    explicit operator bool() const { return object_ != nullptr; }

   private:
    friend LendingPool;
    Loan(LendingPool* pool, std::unique_ptr<T> object) : pool_(pool), object_(std::move(object)) {}
    LendingPool* pool_;
    std::unique_ptr<T> object_;
  };

  explicit LendingPool(Make make = [] { return std::make_unique<T>(); }) : make_(make) {}

  /// An idle object, or a new one.
  Loan borrow() {
    {
      const std::lock_guard lock(mutex_);
      if (!idle_.empty()) {
        std::unique_ptr<T> object = std::move(idle_.back());
        idle_.pop_back();
        return Loan(this, std::move(object));
      }
    }
    return Loan(this, make_());
  }

 private:
  void give_back(std::unique_ptr<T> object) {
    const std::lock_guard lock(mutex_);
    idle_.push_back(std::move(object));
  }

  Make make_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<T>> idle_;
};

}  // namespace tenbou
