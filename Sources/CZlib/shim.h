// zlib for Swift: inflate (raw deflate for ZIP entries, gzip for Paprika files) and crc32.
#ifndef RECIPES_CZLIB_SHIM_H
#define RECIPES_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro (it passes the library version and the stream size); Swift cannot call it.
static inline int rcp_inflateInit2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

// deflateInit2 likewise; the tests build ZIP and gzip files with it.
static inline int rcp_deflateInit2(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

#endif
