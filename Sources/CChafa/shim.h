// libchafa for Swift: RGBA pixels turned into character cells (a glyph and two colours each).
// Its headers need glib's, found by pkg-config (the target's pkgConfig "chafa").
#ifndef RECIPES_CCHAFA_SHIM_H
#define RECIPES_CCHAFA_SHIM_H

#include <chafa.h>

#endif
