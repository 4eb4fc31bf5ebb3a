// libxml2's HTML parser for Swift: web pages parsed as browsers parse them, for the microdata
// and RDFa a recipe page may carry instead of JSON-LD.
#ifndef RECIPES_CLIBXML2_SHIM_H
#define RECIPES_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers clash with the ICU Foundation carries; nothing
// here uses libxml2's ICU converters (pages reach it as UTF-8), so its headers are left out.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>

#endif
