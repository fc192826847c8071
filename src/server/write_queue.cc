#include "server/write_queue.h"

namespace tenbou::server {

WriteQueue::WriteQueue(std::size_t threads, std::size_t waiting) : threads_wanted_(threads), waiting_(waiting) {}

void WriteQueue::start() {
  std::lock_guard lock(mutex_);
  if (stopping_ || !threads_.empty()) return;
  for (std::size_t i = 0; i < threads_wanted_; ++i) threads_.emplace_back([this] { work(); });
}

WriteQueue::~WriteQueue() { stop(); }

bool WriteQueue::post(std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ || jobs_.size() >= waiting_) return false;
    jobs_.push_back(std::move(job));
  }
  ready_.notify_one();
  return true;
}

void WriteQueue::stop() {
  std::vector<std::thread> running;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    running.swap(threads_);
  }
  ready_.notify_all();
  for (std::thread& t : running) t.join();
}

void WriteQueue::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
      if (jobs_.empty()) return;  // stopping, and every job run
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace tenbou::server
