// Proves that the Windows builds of tenbou's libraries (../libraries.sh) work: one real use of each, built with
// the mingw toolchain and run through wine by `make windows-libraries`. Each check prints an OK line.
#include <httplib.h>  // first: it includes winsock2.h before anything includes windows.h

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>
#include <microhttpd.h>
#include <qrencode.h>
#include <simdjson.h>
#include <unicode/coll.h>
#include <unicode/normalizer2.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

#include <CLI/CLI.hpp>
#include <cstring>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

namespace {

std::string utf8(const icu::UnicodeString& s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

icu::UnicodeString nfc_folded(const char* text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  REQUIRE(U_SUCCESS(status));
  icu::UnicodeString s = nfc->normalize(icu::UnicodeString::fromUTF8(text), status);
  REQUIRE(U_SUCCESS(status));
  return s.foldCase(U_FOLD_CASE_DEFAULT);
}

}  // namespace

TEST_CASE("SQLite through SQLiteCpp") {
  SQLite::Database db(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
  db.exec("CREATE TABLE player (name TEXT NOT NULL)");
  SQLite::Statement insert(db, "INSERT INTO player VALUES (?)");
  insert.bind(1, "Zo\u00eb");
  CHECK(insert.exec() == 1);
  CHECK(db.execAndGet("SELECT name FROM player").getString() == "Zo\u00eb");
  CHECK(db.execAndGet("SELECT json_extract('{\"a\":[1,2]}', '$.a[1]')").getInt() == 2);
  CHECK(std::string(sqlite3_libversion()) == SQLITE_VERSION);
  std::cout << "OK sqlite " << sqlite3_libversion() << " (SQLiteCpp " << SQLITECPP_VERSION << "), in memory"
            << std::endl;
}

TEST_CASE("ICU: normalisation, case folding, root collation, time zones") {
  // "ZOË" with a precomposed Ë, "Zoë" with e + combining diaeresis: equal once NFC-normalised and case-folded.
  const icu::UnicodeString upper = nfc_folded("ZO\u00cb"), lower = nfc_folded("Zoe\u0308");
  CHECK(upper == lower);
  CHECK(utf8(lower) == "zo\u00eb");
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);  // from the data library
  REQUIRE(U_SUCCESS(status));
  CHECK(utf8(nfkc->normalize(icu::UnicodeString::fromUTF8("\uff3a\uff4f\u00eb"), status)) == "Zo\u00eb");
  std::unique_ptr<icu::Collator> root(icu::Collator::createInstance(icu::Locale::getRoot(), status));
  REQUIRE(U_SUCCESS(status));
  CHECK(root->compare(upper, lower) == UCOL_EQUAL);
  CHECK(root->compare(icu::UnicodeString::fromUTF8("Zoe"), icu::UnicodeString::fromUTF8("Zo\u00eb")) == UCOL_LESS);
  CHECK(root->compare(icu::UnicodeString::fromUTF8("Zo\u00eb"), icu::UnicodeString::fromUTF8("Zof")) == UCOL_LESS);
  root->setStrength(icu::Collator::SECONDARY);
  CHECK(root->compare(icu::UnicodeString::fromUTF8("ZO\u00cb"), icu::UnicodeString::fromUTF8("Zo\u00eb")) ==
        UCOL_EQUAL);

  std::unique_ptr<icu::TimeZone> paris(icu::TimeZone::createTimeZone("Europe/Paris"));
  CHECK(*paris != icu::TimeZone::getUnknown());
  icu::UnicodeString canonical;
  icu::TimeZone::getCanonicalID("Europe/Kiev", canonical, status);
  CHECK(U_SUCCESS(status));
  icu::SimpleDateFormat format(icu::UnicodeString("yyyy-MM-dd HH:mm z"), icu::Locale("en_GB"), status);
  REQUIRE(U_SUCCESS(status));
  format.setTimeZone(*paris);
  icu::UnicodeString summer, winter;
  format.format(1751371200.0 * 1000, summer);  // 2025-07-01 12:00 UTC
  format.format(1735732800.0 * 1000, winter);  // 2025-01-01 12:00 UTC
  CHECK(utf8(summer) == "2025-07-01 14:00 CEST");
  CHECK(utf8(winter) == "2025-01-01 13:00 CET");
  std::unique_ptr<icu::TimeZone> host(icu::TimeZone::detectHostTimeZone());
  icu::UnicodeString host_id;
  host->getID(host_id);
  std::cout << "OK icu " << U_ICU_VERSION << " (data " << U_ICUDATA_NAME << "): " << utf8(upper) << ", "
            << utf8(summer) << ", " << utf8(winter) << ", Europe/Kiev is " << utf8(canonical) << ", host zone "
            << utf8(host_id) << std::endl;
}

TEST_CASE("simdjson, with each implementation this processor runs") {
  // Big enough for every kernel's main loop; \u00eb is unescaped by the parser.
  std::string text = "[";
  for (int i = 0; i < 2000; ++i)
    text += std::string(i ? "," : "") + R"({"name":"Zo\u00eb","score":)" + std::to_string(i) + "}";
  text += "]";
  const simdjson::padded_string json(text);
  std::string names;
  for (const simdjson::implementation* implementation : simdjson::get_available_implementations()) {
    if (!implementation->supported_by_runtime_system()) continue;
    simdjson::get_active_implementation() = implementation;
    simdjson::ondemand::parser parser;
    simdjson::ondemand::document doc = parser.iterate(json);
    int64_t sum = 0;
    std::string_view name;
    for (auto player : doc.get_array()) {
      name = player["name"].get_string().value();
      sum += player["score"].get_int64().value();
    }
    CHECK(name == "Zo\u00eb");
    CHECK(sum == 1999 * 2000 / 2);
    names += std::string(names.empty() ? "" : ", ") + std::string(implementation->name());
  }
  std::cout << "OK simdjson " << simdjson::SIMDJSON_VERSION_MAJOR << "." << simdjson::SIMDJSON_VERSION_MINOR << "."
            << simdjson::SIMDJSON_VERSION_REVISION << " (implementations " << names << ")" << std::endl;
}

TEST_CASE("qrencode") {
  QRcode* code = QRcode_encodeString("http://127.0.0.1:8080/t/AbCdEfGh", 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  REQUIRE(code != nullptr);
  CHECK(code->width >= 21);
  std::cout << "OK qrencode: version " << code->version << ", " << code->width << "x" << code->width << std::endl;
  QRcode_free(code);
}

namespace {
MHD_Result answer(void*, MHD_Connection* connection, const char*, const char*, const char*, const char*, size_t*,
                  void**) {
  static const char body[] = "tenbou";
  MHD_Response* response = MHD_create_response_from_buffer(sizeof body - 1, const_cast<char*>(body),
                                                           MHD_RESPMEM_PERSISTENT);
  const MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
  MHD_destroy_response(response);
  return result;
}
}  // namespace

TEST_CASE("libmicrohttpd answers cpp-httplib on the loopback") {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = 0;  // any free port
  MHD_Daemon* daemon = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG, 0, nullptr, nullptr,
                                        &answer, nullptr, MHD_OPTION_SOCK_ADDR, &address, MHD_OPTION_END);
  REQUIRE(daemon != nullptr);
  const unsigned port = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT)->port;
  CHECK(port != 0);
  httplib::Client client("127.0.0.1", static_cast<int>(port));
  client.set_connection_timeout(5);
  client.set_read_timeout(5);
  const httplib::Result result = client.Get("/");
  REQUIRE(result);
  CHECK(result->status == 200);
  CHECK(result->body == "tenbou");
  MHD_stop_daemon(daemon);
  std::cout << "OK libmicrohttpd " << MHD_get_version() << " on 127.0.0.1:" << port << ", asked by cpp-httplib "
            << CPPHTTPLIB_VERSION << std::endl;
}

TEST_CASE("CLI11 and nlohmann-json") {
  CLI::App app("smoke");
  std::string db;
  app.add_option("--db", db);
  app.parse("--db open2026.tenbou", false);
  CHECK(db == "open2026.tenbou");
  const nlohmann::json value = nlohmann::json::parse(R"({"name":"Zo\u00eb"})");
  CHECK(value["name"].get<std::string>() == "Zo\u00eb");
  std::cout << "OK CLI11 " << CLI11_VERSION << ", nlohmann-json " << NLOHMANN_JSON_VERSION_MAJOR << "."
            << NLOHMANN_JSON_VERSION_MINOR << "." << NLOHMANN_JSON_VERSION_PATCH << std::endl;
}
