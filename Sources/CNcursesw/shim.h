// Shim over ncursesw for Swift: wide-character API on, and inline wrappers for the
// macros and C globals that Swift cannot import or rejects as unsafe shared state.
#ifndef RECIPES_CNCURSESW_SHIM_H
#define RECIPES_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *rcp_stdscr(void) { return stdscr; }
static inline WINDOW *rcp_curscr(void) { return curscr; }
static inline int rcp_lines(void) { return LINES; }
static inline int rcp_cols(void) { return COLS; }
static inline int rcp_colors(void) { return COLORS; }
static inline int rcp_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int rcp_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int rcp_getbegy(WINDOW *w) { return getbegy(w); }
static inline int rcp_getbegx(WINDOW *w) { return getbegx(w); }

static inline attr_t rcp_a_normal(void) { return A_NORMAL; }
static inline attr_t rcp_a_bold(void) { return A_BOLD; }
static inline attr_t rcp_a_dim(void) { return A_DIM; }
static inline attr_t rcp_a_reverse(void) { return A_REVERSE; }
static inline attr_t rcp_a_underline(void) { return A_UNDERLINE; }

static inline mmask_t rcp_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t rcp_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t rcp_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t rcp_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t rcp_button5_pressed(void) { return BUTTON5_PRESSED; }

/// Display width of one character in the current locale (-1 when not printable).
static inline int rcp_wcwidth(wchar_t c) { return wcwidth(c); }

/// Whether the current locale's character set is UTF-8.
static inline int rcp_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// An output stream on a duplicate of `fd`, for newterm.
static inline FILE *rcp_fdopen_dup(int fd) {
    int copy = dup(fd);
    return copy < 0 ? NULL : fdopen(copy, "w");
}

#endif
