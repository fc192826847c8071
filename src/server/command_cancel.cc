#include "server/command_cancel.h"

namespace tenbou::server {

CommandCancel::Running::Running(CommandCancel& owner, std::string run) : owner_(owner), flag_(std::make_shared<bool>(false)) {
  std::lock_guard lock(owner_.mutex_);
  owner_.running_.emplace(std::move(run), flag_);
}

CommandCancel::Running::~Running() {
  std::lock_guard lock(owner_.mutex_);
  for (auto it = owner_.running_.begin(); it != owner_.running_.end(); ++it)
    if (it->second == flag_) {
      owner_.running_.erase(it);
      break;
    }
}

bool CommandCancel::Running::cancelled() const {
  std::lock_guard lock(owner_.mutex_);
  return *flag_;
}

void CommandCancel::cancel(const std::string& run) {
  std::lock_guard lock(mutex_);
  for (auto& [id, flag] : running_)
    if (run.empty() || id == run) *flag = true;
}

}  // namespace tenbou::server
