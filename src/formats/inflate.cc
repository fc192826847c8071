#include "formats/inflate.h"

#include <zlib.h>

namespace tenbou {

Inflated inflate_bytes(std::string_view packed, std::size_t limit, Packing packing) {
  Inflated out;
  z_stream z{};
  // Negative window bits: a raw stream; 16 more: a gzip header and trailer (checked by zlib).
  if (inflateInit2(&z, packing == Packing::Gzip ? 16 + MAX_WBITS : -MAX_WBITS) != Z_OK) {
    out.fault = Inflated::Fault::Damaged;
    return out;
  }
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  z.avail_in = static_cast<uInt>(packed.size());
  int status = Z_OK;
  char chunk[16384];
  while (status == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(chunk);
    z.avail_out = sizeof chunk;
    status = inflate(&z, Z_NO_FLUSH);
    out.bytes.append(chunk, sizeof chunk - z.avail_out);
    if (out.bytes.size() > limit) status = Z_MEM_ERROR;  // (a stream cut short ends with Z_BUF_ERROR: no progress)
  }
  inflateEnd(&z);
  if (out.bytes.size() > limit) out.fault = Inflated::Fault::TooLarge;
  else if (status != Z_STREAM_END) out.fault = Inflated::Fault::Damaged;
  if (out.fault != Inflated::Fault::None) out.bytes.clear();
  return out;
}

bool looks_gzipped(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1F && static_cast<unsigned char>(bytes[1]) == 0x8B;
}

}  // namespace tenbou
