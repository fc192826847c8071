#include "base/boot_clock.h"

#include <windows.h>

#include "base/wide_text.h"

namespace tenbou {

// Windows counts its boots (BootId) and the milliseconds since the last one (GetTickCount64, sleep included); the
// computer's name makes the boot one of this machine. Where the counter is missing (wine), there is no boot clock.
std::optional<BootMoment> boot_now() {
  DWORD boot_id = 0;
  DWORD size = sizeof boot_id;
  if (RegGetValueW(HKEY_LOCAL_MACHINE,
                   L"SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Memory Management\\PrefetchParameters",
                   L"BootId", RRF_RT_REG_DWORD, nullptr, &boot_id, &size) != ERROR_SUCCESS)
    return std::nullopt;
  wchar_t name[MAX_COMPUTERNAME_LENGTH + 1] = {};
  DWORD length = MAX_COMPUTERNAME_LENGTH + 1;
  if (!GetComputerNameW(name, &length)) return std::nullopt;
  return BootMoment{.boot = utf8_text(std::wstring_view(name, length)) + " boot " + std::to_string(boot_id),
                    .seconds = static_cast<std::int64_t>(GetTickCount64() / 1000)};
}

}  // namespace tenbou
