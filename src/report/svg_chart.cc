#include "report/svg_chart.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "report/html_page.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

constexpr double kWidth = 480, kLeft = 54, kRight = 14, kTop = 12;

/// Colours far apart in hue and in lightness, so that lines also differ printed in grey.
constexpr std::array<const char*, 8> kColours = {"#1a4d8f", "#c0392b", "#2e7d32", "#7b3fa0",
                                                 "#d68910", "#117a8b", "#6d4c41", "#555555"};
constexpr std::array<const char*, 4> kDashes = {"", "7 3", "2 3", "9 3 2 3"};

std::string number(double v) { return format_decimal(v, 1); }

/// The marker of series `i` at (x, y), of radius `r`, filled or hollow.
std::string marker(std::size_t i, double x, double y, double r, bool filled) {
  const std::string colour = kColours[i % kColours.size()];
  const std::string paint = " fill=\"" + (filled ? colour : std::string("#fff")) + "\" stroke=\"" + colour + "\" stroke-width=\"1.5\"";
  switch ((i / kDashes.size()) % 4) {
    case 0: return "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"" + number(r) + "\"" + paint + "/>";
    case 1: return "<rect x=\"" + number(x - r) + "\" y=\"" + number(y - r) + "\" width=\"" + number(2 * r) + "\" height=\"" +
                   number(2 * r) + "\"" + paint + "/>";
    case 2: return "<path d=\"M" + number(x) + " " + number(y - r * 1.2) + "L" + number(x + r * 1.1) + " " + number(y + r * 0.8) +
                   "L" + number(x - r * 1.1) + " " + number(y + r * 0.8) + "Z\"" + paint + "/>";
    default: return "<path d=\"M" + number(x) + " " + number(y - r * 1.3) + "L" + number(x + r * 1.3) + " " + number(y) + "L" +
                    number(x) + " " + number(y + r * 1.3) + "L" + number(x - r * 1.3) + " " + number(y) + "Z\"" + paint + "/>";
  }
}

/// A step between ticks that gives about five of them over `span`: 1, 2 or 5 times a power of ten.
double tick_step(double span, bool places) {
  if (span <= 0) return 1;
  const double rough = span / 5, power = std::pow(10, std::floor(std::log10(rough)));
  double step = power;
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (power * m >= rough) {
      step = power * m;
      break;
    }
  return places ? std::max(1.0, std::round(step)) : step;
}

}  // namespace

std::string chart_svg(const Chart& c) {
  const double height = c.height, bottom = c.sublabels.empty() ? 24 : 38;
  const double plot_w = kWidth - kLeft - kRight, plot_h = height - kTop - bottom;
  const std::size_t n = c.labels.size();
  double low = c.places ? 1 : 0, high = c.places ? 1 : 0;
  for (const ChartSeries& s : c.series)
    for (const auto& v : s.values)
      if (v) low = std::min(low, *v), high = std::max(high, *v);
  const double step = tick_step(high - low, c.places);
  if (!c.places) low = std::floor(low / step) * step, high = std::ceil(high / step) * step;
  if (high == low) high = low + step;
  const double slot = n == 0 ? plot_w : plot_w / static_cast<double>(n);
  const auto x_at = [&](std::size_t i) { return kLeft + slot * (static_cast<double>(i) + 0.5); };
  const auto y_at = [&](double v) {
    const double share = (v - low) / (high - low);
    return c.places ? kTop + share * plot_h : kTop + (1 - share) * plot_h;
  };
  std::string out = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + number(kWidth) + " " +
                    number(height) + "\" role=\"img\" id=\"" + c.id + "\" aria-label=\"" + html_escape(c.title) + "\">\n<title>" +
                    html_escape(c.title) + "</title>\n<desc>" + html_escape(c.description) + "</desc>\n";
  // The grid and the values along the left.
  for (double v = low; v <= high + step / 2; v += step) {
    const double y = y_at(v);
    out += "<line x1=\"" + number(kLeft) + "\" y1=\"" + number(y) + "\" x2=\"" + number(kWidth - kRight) + "\" y2=\"" + number(y) +
           "\" stroke=\"" + (v == 0 && !c.places ? "#333" : "#ccc") + "\" stroke-width=\"" + (v == 0 && !c.places ? "1" : "0.6") +
           "\"/><text x=\"" + number(kLeft - 4) + "\" y=\"" + number(y + 3.5) + "\" text-anchor=\"end\" font-size=\"11\" fill=\"#333\">" +
           html_escape(c.tick_text ? c.tick_text(v) : number(v)) + "</text>\n";
  }
  // The labels along the bottom, as many as have room: the widest ("Wschód 1") sets how far apart they must be.
  std::size_t widest = 1;
  for (const std::string& label : c.labels) widest = std::max(widest, display_width(label));
  const double room = 6.5 * static_cast<double>(widest) + 6;
  const std::size_t every = std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(room / slot)));
  for (std::size_t i = 0; i < n; i += every) {
    out += "<text x=\"" + number(x_at(i)) + "\" y=\"" + number(height - bottom + 14) + "\" text-anchor=\"middle\" font-size=\"11\" fill=\"#333\">" +
           html_escape(c.labels[i]) + "</text>";
    if (i < c.sublabels.size())
      out += "<text x=\"" + number(x_at(i)) + "\" y=\"" + number(height - bottom + 27) +
             "\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">" + html_escape(c.sublabels[i]) + "</text>";
  }
  out += "\n";
  std::size_t bar_rows = 0;
  for (const ChartSeries& s : c.series) bar_rows += s.bars ? 1 : 0;
  std::size_t bar_row = 0;
  for (std::size_t k = 0; k < c.series.size(); ++k) {
    const ChartSeries& s = c.series[k];
    const std::string colour = kColours[k % kColours.size()];
    std::string values;
    for (const auto& v : s.values) values += (values.empty() ? "" : ",") + (v ? format_decimal(*v, 0) : std::string());
    out += "<g data-series=\"" + html_escape(s.name) + "\" data-values=\"" + values + "\"><title>" + html_escape(s.name) + "</title>";
    if (s.bars) {
      const double width = slot * 0.7 / static_cast<double>(bar_rows);
      for (std::size_t i = 0; i < s.values.size() && i < n; ++i)
        if (s.values[i]) {
          const double x = x_at(i) - slot * 0.35 + width * static_cast<double>(bar_row), y0 = y_at(0), y1 = y_at(*s.values[i]);
          out += "<rect x=\"" + number(x) + "\" y=\"" + number(std::min(y0, y1)) + "\" width=\"" + number(width) + "\" height=\"" +
                 number(std::abs(y1 - y0)) + "\" fill=\"" + colour + "\" fill-opacity=\"0.55\" stroke=\"" + colour + "\"/>";
        }
      ++bar_row;
    } else {
      std::string path;
      for (std::size_t i = 0; i < s.values.size() && i < n; ++i)
        if (s.values[i]) path += (path.empty() ? "M" : "L") + number(x_at(i)) + " " + number(y_at(*s.values[i]));
      const std::string dash = kDashes[k % kDashes.size()];
      out += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2\"" +
             (dash.empty() ? "" : " stroke-dasharray=\"" + dash + "\"") + "/>";
      for (std::size_t i = 0; i < s.values.size() && i < n; ++i) {
        if (!s.values[i]) continue;
        const double x = x_at(i), y = y_at(*s.values[i]);
        const std::string marks = i < s.marks.size() ? " " + s.marks[i] + " " : "";
        const bool win = marks.find(" win ") != std::string::npos;
        out += marker(k, x, y, win ? 4.5 : 2.6, win);
        if (marks.find(" riichi ") != std::string::npos)
          out += "<text x=\"" + number(x) + "\" y=\"" + number(y - 6) + "\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\" fill=\"" +
                 colour + "\">R</text>";
        if (marks.find(" chombo ") != std::string::npos)
          out += "<path d=\"M" + number(x - 5) + " " + number(y - 5) + "L" + number(x + 5) + " " + number(y + 5) + "M" + number(x + 5) +
                 " " + number(y - 5) + "L" + number(x - 5) + " " + number(y + 5) + "\" stroke=\"#000\" stroke-width=\"2\"/>";
      }
    }
    out += "</g>\n";
  }
  return out + "</svg>\n";
}

std::string chart_legend_html(const Chart& c, const std::vector<std::string>& marks_words) {
  std::string out = "<ul class=\"legend\">";
  for (std::size_t k = 0; k < c.series.size(); ++k) {
    const std::string colour = kColours[k % kColours.size()], dash = kDashes[k % kDashes.size()];
    const std::string line = c.series[k].bars
                                 ? "<rect x=\"6\" y=\"1\" width=\"18\" height=\"10\" fill=\"" + colour + "\" fill-opacity=\"0.55\" stroke=\"" + colour + "\"/>"
                                 : "<line x1=\"1\" y1=\"6\" x2=\"29\" y2=\"6\" stroke=\"" + colour + "\" stroke-width=\"2\"" +
                                       (dash.empty() ? "" : " stroke-dasharray=\"" + dash + "\"") + "/>" + marker(k, 15, 6, 2.6, false);
    out += "<li><svg viewBox=\"0 0 30 12\" aria-hidden=\"true\">" + line + "</svg> " +
           (c.series[k].tag.empty() ? "" : html_escape(c.series[k].tag) + " ") + "<bdi>" + html_escape(c.series[k].name) + "</bdi></li>";
  }
  if (marks_words.size() == 3)
    out += "<li class=\"marks\"><svg viewBox=\"0 0 30 12\" aria-hidden=\"true\">" + marker(0, 15, 6, 4.5, true) + "</svg> " +
           html_escape(marks_words[0]) + "</li><li class=\"marks\"><svg viewBox=\"0 0 30 12\" aria-hidden=\"true\"><text x=\"15\" y=\"10\" "
           "text-anchor=\"middle\" font-size=\"10\" font-weight=\"bold\">R</text></svg> " + html_escape(marks_words[1]) +
           "</li><li class=\"marks\"><svg viewBox=\"0 0 30 12\" aria-hidden=\"true\"><path d=\"M10 1L20 11M20 1L10 11\" stroke=\"#000\" "
           "stroke-width=\"2\"/></svg> " + html_escape(marks_words[2]) + "</li>";
  return out + "</ul>\n";
}

std::string headed_chart_html(const Chart& chart, const std::vector<std::string>& marks_words) {
  return "<h2>" + html_escape(chart.title) + "</h2>\n" + chart_svg(chart) + chart_legend_html(chart, marks_words);
}

std::string series_figures(const ChartSeries& series, const std::function<std::string(double)>& text) {
  std::string out;
  for (const auto& v : series.values) out += (out.empty() ? "" : ", ") + (v ? text(*v) : "-");
  return " " + series.name + ": " + out + ".";
}

}  // namespace tenbou
