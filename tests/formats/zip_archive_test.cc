// Zip archives: what tenbou writes reads back; deflated members as spreadsheets write them inflate; a damaged, foreign
// or oversized member is refused in words, never followed past the archive's bytes.

#include <zlib.h>

#include <nlohmann/json.hpp>

#include "formats/zip_archive.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

/// An archive of one member compressed with `method` (8: raw deflate of `content` by zlib; else stored as it is).
std::string one_member_archive(const std::string& name, const std::string& content, unsigned method) {
  std::string packed = content;
  if (method == 8) {
    z_stream z{};
    REQUIRE(deflateInit2(&z, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK);
    packed.resize(deflateBound(&z, content.size()));
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(content.data()));
    z.avail_in = static_cast<uInt>(content.size());
    z.next_out = reinterpret_cast<Bytef*>(packed.data());
    z.avail_out = static_cast<uInt>(packed.size());
    REQUIRE(deflate(&z, Z_FINISH) == Z_STREAM_END);
    packed.resize(z.total_out);
    deflateEnd(&z);
  }
  // The stored archive's headers, with the method and the packed size put in.
  std::string zip = zip_archive({{name, content}});
  const auto put = [](std::string& bytes, std::size_t at, std::size_t value, int width) {
    for (int i = 0; i < width; ++i) bytes[at + i] = static_cast<char>((value >> (8 * i)) & 0xFF);
  };
  const std::size_t directory = 30 + name.size() + content.size();
  std::string out = zip.substr(0, 30 + name.size()) + packed + zip.substr(directory);
  const std::size_t moved = directory - (30 + name.size() + packed.size());
  put(out, 8, method, 2), put(out, 18, packed.size(), 4);
  const std::size_t central = 30 + name.size() + packed.size();
  put(out, central + 10, method, 2), put(out, central + 20, packed.size(), 4);
  put(out, out.size() - 6, directory - moved, 4);  // the central directory's offset
  return out;
}

TEST_CASE("an archive tenbou writes reads back, member by member") {
  const std::string zip = zip_archive({{"a.txt", "Zoë Lefèvre"}, {"dir/b.xml", std::string(1000, 'x')}, {"empty", ""}});
  const ZipReader reader(zip);
  CHECK(reader.read("a.txt", 100) == "Zoë Lefèvre");
  CHECK(reader.read("dir/b.xml", 1000) == std::string(1000, 'x'));
  CHECK(reader.read("empty", 0) == "");
  CHECK_FALSE(reader.read("missing", 100).has_value());
  CHECK_THROWS_AS(reader.read("dir/b.xml", 999), ZipError);  // larger than asked for
}

TEST_CASE("a deflated member inflates; one that would inflate past its bound is refused") {
  const std::string text = "<sheetData>" + std::string(5000, 'a') + "佐藤 美咲</sheetData>";
  const std::string zip = one_member_archive("xl/worksheets/sheet1.xml", text, 8);
  CHECK(zip.size() < text.size());
  CHECK(ZipReader(zip).read("xl/worksheets/sheet1.xml", 1 << 20) == text);

  // Ten megabytes of zeros deflate to about ten kilobytes: a bound of one megabyte stops it early.
  const std::string bomb = one_member_archive("zeros", std::string(10 << 20, '\0'), 8);
  CHECK(bomb.size() < (64 << 10));
  try {
    ZipReader(bomb).read("zeros", 1 << 20);
    FAIL("expected a refusal");
  } catch (const ZipError& e) {
    CHECK(e.message.find("zeros is larger than 1048576 bytes") != std::string::npos);
  }
}

TEST_CASE("damaged archives and members are refused in words") {
  CHECK_THROWS_WITH_AS(ZipReader("PK"), "not a readable zip archive: it is too short", ZipError);
  CHECK_THROWS_WITH_AS(ZipReader(std::string(100, 'z')), "not a readable zip archive: it has no central directory", ZipError);

  std::string crc = zip_archive({{"a", "abc"}});
  crc[30 + 1 + 3 + 16] ^= 1;
  CHECK_THROWS_WITH_AS(ZipReader(crc).read("a", 10), "not a readable zip archive: a is damaged (its size or CRC does not match)", ZipError);

  const std::string bzip = one_member_archive("a", "abc", 12);
  CHECK_THROWS_WITH_AS(ZipReader(bzip).read("a", 10),
                       "not a readable zip archive: a is compressed with method 12 (only stored and deflate are read)", ZipError);

  std::string cut = one_member_archive("a", std::string(3000, 'q') + "tail", 8);
  cut[30 + 1 + 2] ^= 0x55;  // the deflate stream itself damaged
  CHECK_THROWS_AS(ZipReader(cut).read("a", 1 << 20), ZipError);

  // Offsets pointing past the end of the file.
  std::string outside = zip_archive({{"a", "abc"}});
  outside[outside.size() - 6] = '\x7f';
  CHECK_THROWS_WITH_AS(ZipReader{outside}, "not a readable zip archive: its central directory lies outside the file", ZipError);
}

}  // namespace
}  // namespace tenbou::test
