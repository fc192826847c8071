#include "base/shared_library.h"

#include <windows.h>

#include "base/wide_text.h"

namespace tenbou {
namespace {

/// The system's words for the error `error` (GetLastError), in the user's language, without the line end.
std::string system_message(DWORD error) {
  wchar_t* text = nullptr;
  const DWORD length = FormatMessageW(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr, error, 0,
      reinterpret_cast<wchar_t*>(&text), 0, nullptr);
  std::wstring words = text ? std::wstring(text, length) : L"error " + std::to_wstring(error);
  LocalFree(text);
  while (!words.empty() && (words.back() == L'\n' || words.back() == L'\r' || words.back() == L' ')) words.pop_back();
  return utf8_text(words);
}

}  // namespace

void* SharedLibrary::load(const char* soname, std::string& reason) {
  HMODULE module = LoadLibraryW(wide_text(soname).c_str());
  if (!module) reason = system_message(GetLastError());
  return reinterpret_cast<void*>(module);
}

void* SharedLibrary::address(void* handle, const char* name) {
  return reinterpret_cast<void*>(GetProcAddress(static_cast<HMODULE>(handle), name));
}

}  // namespace tenbou
