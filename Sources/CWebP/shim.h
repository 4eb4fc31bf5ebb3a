// libwebp for Swift: still pictures decoded (scaled by the decoder), and an animation's
// first frame found by the demuxer.
#ifndef RECIPES_CWEBP_SHIM_H
#define RECIPES_CWEBP_SHIM_H

#include <webp/decode.h>
#include <webp/demux.h>

#endif
