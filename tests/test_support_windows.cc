// The test support of Windows: running the tenbou binary (CreateProcessW with pipes, the arguments quoted as
// CommandLineToArgvW splits them) and setting the environment. Its counterpart is test_support_posix.cc.
#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <thread>
#include <vector>

#include <windows.h>

#include "base/wide_text.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

/// `arg` quoted for a command line the way CommandLineToArgvW (and the C runtime) reads it back.
std::wstring quoted(const std::wstring& arg) {
  if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) return arg;
  std::wstring out = L"\"";
  std::size_t backslashes = 0;
  for (const wchar_t c : arg) {
    if (c == L'\\') {
      ++backslashes;
      continue;
    }
    // Backslashes before a quote are doubled, and the quote escaped; elsewhere they stand as they are.
    out.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
    backslashes = 0;
    out += c;
  }
  out.append(backslashes * 2, L'\\');  // before the closing quote
  return out + L"\"";
}

/// A pipe whose one end (`child_end`) the started program inherits; the other stays with the tests.
struct Pipe {
  HANDLE read = nullptr;
  HANDLE write = nullptr;
};

Pipe make_pipe() {
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  Pipe pipe;
  if (!CreatePipe(&pipe.read, &pipe.write, &inherit, 0)) throw std::runtime_error("CreatePipe failed");
  return pipe;
}

std::string read_all(HANDLE handle) {
  std::string out;
  char buffer[65536];
  DWORD count = 0;
  while (ReadFile(handle, buffer, sizeof buffer, &count, nullptr) && count > 0) out.append(buffer, count);
  CloseHandle(handle);
  return out;
}

}  // namespace

// Set wide, as UTF-16: the ANSI form would take UTF-8's bytes for the code page's ("Jürgen" as "JÃ¼rgen").
void set_environment(const std::string& name, const std::string& value) {
  _wputenv_s(wide_text(name).c_str(), wide_text(value).c_str());
}

void unset_environment(const std::string& name) { _wputenv_s(wide_text(name).c_str(), L""); }  // "" removes it

RunResult run_program(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  Pipe in = make_pipe(), out = make_pipe(), err = make_pipe();
  // The program inherits only its own ends, listed, so that programs started at the same time from other threads
  // never hold these (the tests would wait for an end of output that never comes).
  SetHandleInformation(in.write, HANDLE_FLAG_INHERIT, 0);
  SetHandleInformation(out.read, HANDLE_FLAG_INHERIT, 0);
  SetHandleInformation(err.read, HANDLE_FLAG_INHERIT, 0);
  HANDLE inherited[] = {in.read, out.write, err.write};
  SIZE_T size = 0;
  InitializeProcThreadAttributeList(nullptr, 1, 0, &size);
  std::vector<char> attributes(size);
  auto* list = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attributes.data());
  if (!InitializeProcThreadAttributeList(list, 1, 0, &size) ||
      !UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited, sizeof inherited, nullptr,
                                 nullptr))
    throw std::runtime_error("cannot list the handles to inherit");
  STARTUPINFOEXW startup{};
  startup.StartupInfo.cb = sizeof startup;
  startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
  startup.StartupInfo.hStdInput = in.read;
  startup.StartupInfo.hStdOutput = out.write;
  startup.StartupInfo.hStdError = err.write;
  startup.lpAttributeList = list;
  std::wstring command_line = quoted(wide_text(program));
  for (const std::string& arg : args) command_line += L" " + quoted(wide_text(arg));
  PROCESS_INFORMATION process{};
  // Under wine a start has failed now and then while two test processes started programs at once (seen once in a
  // few hundred starts); it is tried again a few times before the test fails with the system's error.
  BOOL started = FALSE;
  DWORD error = 0;
  for (int attempt = 0; attempt < 5 && !started; ++attempt) {
    if (attempt > 0) Sleep(100 * attempt);
    started = CreateProcessW(wide_text(program).c_str(), command_line.data(), nullptr, nullptr, TRUE,
                             EXTENDED_STARTUPINFO_PRESENT, nullptr, nullptr, &startup.StartupInfo, &process);
    if (!started) error = GetLastError();
  }
  DeleteProcThreadAttributeList(list);
  CloseHandle(in.read);
  CloseHandle(out.write);
  CloseHandle(err.write);
  if (!started) {
    CloseHandle(in.write);
    CloseHandle(out.read);
    CloseHandle(err.read);
    throw std::runtime_error("cannot start " + program + " (Windows error " + std::to_string(error) + ")");
  }
  CloseHandle(process.hThread);
  std::thread writer([&] {
    std::size_t done = 0;
    while (done < input.size()) {
      DWORD count = 0;
      const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(input.size() - done, 1 << 20));
      if (!WriteFile(in.write, input.data() + done, chunk, &count, nullptr) || count == 0) break;
      done += count;
    }
    CloseHandle(in.write);
  });
  RunResult result;
  std::thread err_reader([&] { result.err = read_all(err.read); });
  result.out = read_all(out.read);
  err_reader.join();
  writer.join();
  WaitForSingleObject(process.hProcess, INFINITE);
  DWORD status = 0;
  GetExitCodeProcess(process.hProcess, &status);
  CloseHandle(process.hProcess);
  result.status = static_cast<int>(status);
  // tenbou's standard streams are in text mode, which ends lines with CR LF on Windows; the tests compare the text
  // with LF line ends, as a C program reading it in text mode would get it.
  for (std::string* text : {&result.out, &result.err}) {
    std::string lf;
    for (std::size_t i = 0; i < text->size(); ++i)
      if (!((*text)[i] == '\r' && i + 1 < text->size() && (*text)[i + 1] == '\n')) lf += (*text)[i];
    *text = std::move(lf);
  }
  return result;
}

RunResult run_tenbou(const std::vector<std::string>& args, const std::string& input) {
  return run_program(TENBOU_BINARY, args, input);
}

}  // namespace tenbou::test
