// cmark-gfm, GitHub's CommonMark parser (Debian's libcmark-gfm-dev), with its extensions for
// tables, task lists and strikethrough: Markdown recipe notes parsed as GitHub and Obsidian
// render them, into a tree the Markdown reader walks.
#ifndef RECIPES_CCMARKGFM_SHIM_H
#define RECIPES_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

#endif
