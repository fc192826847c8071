#pragma once
// QR codes for the table cards, drawn as SVG (libqrencode finds the modules).

#include <string>

namespace tenbou::server {

/// An SVG image of the QR code of `text` (error correction level M, four modules of quiet zone), scaled to
/// its container; `label` is its accessible name. Throws std::runtime_error when `text` is too long for a QR
/// code.
std::string qr_svg(const std::string& text, const std::string& label);

}  // namespace tenbou::server
