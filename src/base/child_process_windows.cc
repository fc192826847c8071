// Running a program on Windows: CreateProcessW with its standard streams on pipes (the arguments quoted as
// CommandLineToArgvW splits them), read by threads until they end or a limit is passed. Its counterpart is
// child_process_posix.cc.
#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include <windows.h>

#include "base/child_process.h"
#include "base/wide_text.h"

namespace tenbou {
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

struct Pipe {
  HANDLE read = nullptr;
  HANDLE write = nullptr;
};

Pipe make_pipe() {
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  Pipe pipe;
  if (!CreatePipe(&pipe.read, &pipe.write, &inherit, 0)) throw std::runtime_error("cannot make a pipe");
  return pipe;
}

/// This process's environment with `extra` ("NAME=VALUE") set over it, as CreateProcessW takes it (UTF-16,
/// each entry ended by a NUL, the whole by another).
std::wstring environment_with(const std::vector<std::string>& extra) {
  std::vector<std::wstring> entries;
  if (wchar_t* block = GetEnvironmentStringsW()) {
    for (const wchar_t* e = block; *e; e += wcslen(e) + 1) entries.emplace_back(e);
    FreeEnvironmentStringsW(block);
  }
  for (const std::string& x : extra) {
    const std::wstring entry = wide_text(x);
    const std::wstring name = entry.substr(0, entry.find(L'=') + 1);
    std::erase_if(entries, [&](const std::wstring& e) { return _wcsnicmp(e.c_str(), name.c_str(), name.size()) == 0; });
    entries.push_back(entry);
  }
  std::wstring block;
  for (const std::wstring& e : entries) block += e + L'\0';
  return block + L'\0';
}

/// The program's text with CR LF line ends as LF: its standard streams are in text mode.
std::string with_lf(const std::string& text) {
  std::string lf;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) lf += text[i];
  return lf;
}

}  // namespace

ChildRun run_child(const std::string& program, const std::vector<std::string>& args, const std::string& input,
                   const ChildLimits& limits) {
  Pipe in = make_pipe(), out = make_pipe(), err = make_pipe();
  // The program inherits only its own ends, listed, so that programs started at the same time from other threads
  // never hold these (the reader would wait for an end of output that never comes).
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
  std::wstring environment = environment_with(limits.environment);
  const std::wstring folder = wide_text(limits.folder);
  PROCESS_INFORMATION process{};
  // Under wine a start has failed now and then while two programs were started at once (seen once in a few hundred
  // starts); it is tried again a few times before the run fails with the system's error.
  BOOL started = FALSE;
  DWORD error = 0;
  for (int attempt = 0; attempt < 5 && !started; ++attempt) {
    if (attempt > 0) Sleep(100 * attempt);
    started = CreateProcessW(wide_text(program).c_str(), command_line.data(), nullptr, nullptr, TRUE,
                             EXTENDED_STARTUPINFO_PRESENT | CREATE_UNICODE_ENVIRONMENT | CREATE_NO_WINDOW |
                                 CREATE_NEW_PROCESS_GROUP,
                             environment.data(), folder.empty() ? nullptr : folder.c_str(), &startup.StartupInfo,
                             &process);
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
  ChildRun run;
  std::atomic<std::size_t> caught = 0;
  std::atomic<bool> too_much = false;
  auto reader = [&](HANDLE handle, std::string& into) {
    char buffer[65536];
    DWORD count = 0;
    while (ReadFile(handle, buffer, sizeof buffer, &count, nullptr) && count > 0) {
      if (limits.output_bytes > 0 && (caught += count) > limits.output_bytes) {
        if (!too_much.exchange(true)) TerminateProcess(process.hProcess, 1);
        continue;
      }
      into.append(buffer, count);
    }
    CloseHandle(handle);
  };
  std::thread writer([&] {
    for (std::size_t done = 0; done < input.size();) {
      DWORD count = 0;
      const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(input.size() - done, 1 << 20));
      if (!WriteFile(in.write, input.data() + done, chunk, &count, nullptr) || count == 0) break;
      done += count;
    }
    CloseHandle(in.write);
  });
  std::thread err_reader([&] { reader(err.read, run.err); });
  std::thread out_reader([&] { reader(out.read, run.out); });
  // Waited for in slices of a tenth of a second, asking `stop` between them.
  const auto deadline = std::chrono::steady_clock::now() + limits.time;
  while (WaitForSingleObject(process.hProcess, 100) == WAIT_TIMEOUT) {
    if (limits.stop && limits.stop()) {
      run.stopped = true;
    } else if (limits.time.count() > 0 && std::chrono::steady_clock::now() >= deadline) {
      run.out_of_time = true;
    } else {
      continue;
    }
    TerminateProcess(process.hProcess, 1);
    WaitForSingleObject(process.hProcess, INFINITE);
    break;
  }
  out_reader.join();
  err_reader.join();
  writer.join();
  DWORD status = 0;
  GetExitCodeProcess(process.hProcess, &status);
  CloseHandle(process.hProcess);
  run.status = static_cast<int>(status);
  run.too_much_output = too_much;
  run.out = with_lf(run.out);
  run.err = with_lf(run.err);
  return run;
}

std::string this_program() {
  std::wstring path(32768, L'\0');
  const DWORD n = GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
  if (n == 0 || n >= path.size()) return "";
  path.resize(n);
  return utf8_text(path);
}

}  // namespace tenbou
