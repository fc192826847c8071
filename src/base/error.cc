#include "base/error.h"

#include <utility>

#include <nlohmann/json.hpp>

namespace tenbou {

Error::Error(std::string message) : Error(std::move(message), nlohmann::json::object()) {}

Error::Error(std::string message, nlohmann::json detail, ExitStatus status)
    : message(std::move(message)), status(status), detail_(std::make_unique<nlohmann::json>(std::move(detail))) {}

Error::Error(const Error& other)
    : message(other.message), status(other.status), detail_(std::make_unique<nlohmann::json>(*other.detail_)) {}

Error& Error::operator=(const Error& other) {
  message = other.message;
  status = other.status;
  detail_ = std::make_unique<nlohmann::json>(*other.detail_);
  return *this;
}

Error::~Error() = default;

}  // namespace tenbou
