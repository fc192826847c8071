#pragma once
// Cancel in the console: the organiser stops a command that is running (a seating search of minutes). Commands run
// two at a time (organiser_run.h), so a Cancel names the run it stops (the id its console form gave the command);
// one that names none stops every command running. A Cancel of a run that has not started or has ended stops nothing.

#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace tenbou::server {

/// The commands running and whether each was cancelled, from any thread.
class CommandCancel {
 public:
  /// A command running: registered while it lives.
  class Running {
   public:
    Running(CommandCancel& owner, std::string run);
    ~Running();
    Running(const Running&) = delete;
    Running& operator=(const Running&) = delete;
    /// Whether a Cancel came for it since it started.
    bool cancelled() const;

   private:
    CommandCancel& owner_;
    std::shared_ptr<bool> flag_;
  };

  /// Stops the command running as `run`; "" stops every command running.
  void cancel(const std::string& run);

 private:
  std::mutex mutex_;
  std::multimap<std::string, std::shared_ptr<bool>> running_;  ///< by run id ("" when the form gave none)
};

}  // namespace tenbou::server
