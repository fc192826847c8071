#pragma once
// Names and secrets no one can guess: the console's token and sessions, a command's private folder.

#include <string>

namespace tenbou {

/// 32 random hexadecimal digits: 128 bits from the system's source of randomness (std::random_device, which reads
/// the kernel's on Linux and the system's generator on Windows).
std::string random_hex();

}  // namespace tenbou
