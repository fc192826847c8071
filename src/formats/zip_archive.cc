#include "formats/zip_archive.h"

#include <cstdint>
#include <utility>

#include <zlib.h>

#include "formats/inflate.h"

namespace tenbou {
namespace {

void put16(std::string& out, unsigned v) {
  out += static_cast<char>(v & 0xFF);
  out += static_cast<char>((v >> 8) & 0xFF);
}
void put32(std::string& out, std::uint32_t v) {
  put16(out, v & 0xFFFF);
  put16(out, v >> 16);
}

unsigned long crc_of(std::string_view data) {
  return crc32_z(crc32_z(0, nullptr, 0), reinterpret_cast<const Bytef*>(data.data()), data.size());
}

/// The little-endian number of `width` bytes at `at`; the caller has checked that they are there.
std::size_t number_at(std::string_view bytes, std::size_t at, int width) {
  std::size_t n = 0;
  for (int i = width - 1; i >= 0; --i) n = n << 8 | static_cast<unsigned char>(bytes[at + i]);
  return n;
}

ZipError damaged(const std::string& why) { return ZipError{"not a readable zip archive: " + why}; }

/// The raw deflate stream `packed`, inflated; refused past `limit` bytes, whatever the archive says its size is.
std::string inflated(std::string_view packed, std::size_t limit, const std::string& name) {
  Inflated out = inflate_bytes(packed, limit, Packing::RawDeflate);
  if (out.fault == Inflated::Fault::TooLarge) throw damaged(name + " is larger than " + std::to_string(limit) + " bytes");
  if (out.fault == Inflated::Fault::Damaged) throw damaged(name + " is damaged (its compressed data does not inflate)");
  return std::move(out.bytes);
}

}  // namespace

std::string zip_archive(const std::vector<std::pair<std::string, std::string>>& files) {
  std::string out, directory;
  for (const auto& [name, content] : files) {
    const auto offset = static_cast<std::uint32_t>(out.size()), crc = static_cast<std::uint32_t>(crc_of(content));
    const auto size = static_cast<std::uint32_t>(content.size());
    // The fields both headers share: version needed, flags, method (stored), time, date, CRC, sizes, name length.
    std::string common;
    put16(common, 20), put16(common, 0), put16(common, 0), put16(common, 0), put16(common, 0x21);
    put32(common, crc), put32(common, size), put32(common, size), put16(common, static_cast<unsigned>(name.size()));
    put32(out, 0x04034b50), out += common, put16(out, 0), out += name, out += content;
    put32(directory, 0x02014b50), put16(directory, 20), directory += common;
    put16(directory, 0), put16(directory, 0), put16(directory, 0), put16(directory, 0), put32(directory, 0);
    put32(directory, offset), directory += name;
  }
  const auto at = static_cast<std::uint32_t>(out.size());
  out += directory;
  put32(out, 0x06054b50), put16(out, 0), put16(out, 0);
  put16(out, static_cast<unsigned>(files.size())), put16(out, static_cast<unsigned>(files.size()));
  put32(out, static_cast<std::uint32_t>(directory.size())), put32(out, at), put16(out, 0);
  return out;
}

ZipReader::ZipReader(std::string_view bytes) : bytes_(bytes) {
  // The end of central directory record: 22 bytes and a comment of up to 65,535, at the end of the archive.
  constexpr std::size_t kEnd = 22;
  if (bytes.size() < kEnd) throw damaged("it is too short");
  std::size_t end = bytes.size() - kEnd;
  const std::size_t lowest = bytes.size() > kEnd + 65535 ? bytes.size() - kEnd - 65535 : 0;
  while (number_at(bytes, end, 4) != 0x06054b50) {
    if (end == lowest) throw damaged("it has no central directory");
    --end;
  }
  const std::size_t count = number_at(bytes, end + 10, 2), length = number_at(bytes, end + 12, 4);
  std::size_t at = number_at(bytes, end + 16, 4);
  if (at > end || length > end - at) throw damaged("its central directory lies outside the file");
  for (std::size_t i = 0; i < count; ++i) {
    if (end - at < 46 || number_at(bytes, at, 4) != 0x02014b50) throw damaged("its central directory is damaged");
    const std::size_t name_length = number_at(bytes, at + 28, 2);
    const std::size_t skip = 46 + name_length + number_at(bytes, at + 30, 2) + number_at(bytes, at + 32, 2);
    if (end - at < skip) throw damaged("its central directory is damaged");
    const Member m{.header = number_at(bytes, at + 42, 4), .method = static_cast<unsigned>(number_at(bytes, at + 10, 2)),
                   .packed = number_at(bytes, at + 20, 4), .size = number_at(bytes, at + 24, 4),
                   .crc = number_at(bytes, at + 16, 4)};
    members_.emplace(std::string(bytes.substr(at + 46, name_length)), m);
    at += skip;
  }
}

std::optional<std::string> ZipReader::read(const std::string& name, std::size_t limit) const {
  const auto found = members_.find(name);
  if (found == members_.end()) return std::nullopt;
  const Member& m = found->second;
  if (m.header > bytes_.size() || bytes_.size() - m.header < 30 || number_at(bytes_, m.header, 4) != 0x04034b50)
    throw damaged(name + " has no local header");
  const std::size_t data = m.header + 30 + number_at(bytes_, m.header + 26, 2) + number_at(bytes_, m.header + 28, 2);
  if (data > bytes_.size() || m.packed > bytes_.size() - data) throw damaged(name + " lies outside the file");
  const std::string_view packed = bytes_.substr(data, m.packed);
  std::string content;
  if (m.method == 0) {
    if (packed.size() > limit) throw damaged(name + " is larger than " + std::to_string(limit) + " bytes");
    content = std::string(packed);
  } else if (m.method == 8) {
    content = inflated(packed, limit, name);
  } else {
    throw damaged(name + " is compressed with method " + std::to_string(m.method) + " (only stored and deflate are read)");
  }
  if (content.size() != m.size || crc_of(content) != m.crc) throw damaged(name + " is damaged (its size or CRC does not match)");
  return content;
}

}  // namespace tenbou
