// Shim over ncursesw for Swift: wide-character API on, and inline wrappers for the
// macros and C globals that Swift cannot import or rejects as unsafe shared state.
#ifndef RECIPES_CNCURSESW_SHIM_H
#define RECIPES_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

#endif
