// libjpeg-turbo's TurboJPEG API for Swift: JPEG header, colour space and scaled decoding,
// with errors returned as values (the classic libjpeg API reports errors by longjmp).
#ifndef RECIPES_CTURBOJPEG_SHIM_H
#define RECIPES_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
