// libpng for Swift, through its "simplified" API (png_image): errors come back as values,
// not longjmp, and every bit depth and colour type is converted to 8-bit RGBA by libpng; it
// also writes the PNGs sent to kitty.
#ifndef RECIPES_CPNG_SHIM_H
#define RECIPES_CPNG_SHIM_H

#include <png.h>

// PNG_FORMAT_RGBA is a macro built from other macros, which Swift does not import.
static inline png_uint_32 rcp_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 rcp_png_format_rgb(void) { return PNG_FORMAT_RGB; }

#endif
