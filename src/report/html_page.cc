#include "report/html_page.h"

namespace tenbou {
namespace {

constexpr std::string_view kStyle = R"(
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 1.5rem; margin: 1.5rem; color: #111; background: #fff; }
h1 { font-size: 2.2rem; margin: 0 0 .5rem; }
h2 { font-size: 1.7rem; margin: 1.5rem 0 .5rem; }
p.note { color: #444; margin: .3rem 0; }
table { border-collapse: collapse; margin: .5rem 0 1rem; }
th, td { padding: .25rem .8rem; border-bottom: 1px solid #ccc; text-align: left; white-space: nowrap; }
th { background: #223; color: #fff; }
tr:nth-child(even) td { background: #eef; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.card { display: inline-block; border: 2px solid #223; padding: .5rem 1rem; margin: .5rem; vertical-align: top; }
@media print {
  body { font-size: 11pt; margin: 0; }
  h1 { font-size: 16pt; }
  h2 { font-size: 13pt; }
  th { background: none; color: #000; border-bottom: 2px solid #000; }
  tr:nth-child(even) td { background: none; }
  tr, .card { page-break-inside: avoid; }
}
)";

}  // namespace

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string html_page(std::string_view title, std::string_view body, int refresh_seconds) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  if (refresh_seconds > 0) out += "<meta http-equiv=\"refresh\" content=\"" + std::to_string(refresh_seconds) + "\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + html_escape(title) +
         "</title>\n<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n<h1>" + html_escape(title) + "</h1>\n";
  out += body;
  return out + "</body>\n</html>\n";
}

}  // namespace tenbou
