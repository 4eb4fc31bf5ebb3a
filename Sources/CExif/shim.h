// libexif for Swift: the orientation a phone camera wrote in a JPEG's EXIF block.
#ifndef RECIPES_CEXIF_SHIM_H
#define RECIPES_CEXIF_SHIM_H

#include <libexif/exif-data.h>

#endif
