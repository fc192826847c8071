#include "server/qr_code.h"

#include <memory>
#include <mutex>
#include <stdexcept>

#include <qrencode.h>

#include "report/html_page.h"

namespace tenbou::server {

std::string qr_svg(const std::string& text, const std::string& label) {
  // One encoding at a time: a libqrencode built without pthreads (the Windows DLL) fills its tables on first use
  // unguarded, and pages are made on many threads.
  static std::mutex encoding;
  std::unique_lock lock(encoding);
  const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  lock.unlock();
  if (!code) throw std::runtime_error("the address is too long for a QR code");
  const int width = code->width;
  const int size = width + 8;
  std::string path;
  for (int y = 0; y < width; ++y)
    for (int x = 0; x < width; ++x)
      if (code->data[y * width + x] & 1)
        path += "M" + std::to_string(x + 4) + " " + std::to_string(y + 4) + "h1v1h-1z";
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + std::to_string(size) + " " +
         std::to_string(size) + "\" class=\"qr\" role=\"img\" aria-label=\"" + html_escape(label) +
         "\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/><path d=\"" + path +
         "\" fill=\"#000\"/></svg>";
}

}  // namespace tenbou::server
