// C support for TerminalUI that Swift 6 cannot express safely: signal flags written from
// async signal handlers, the emergency tty restore on a crash, malloc's settings (mallopt is
// not in Swift's Glibc module), and the count of bytes the process writes to the terminal (ncurses 6.4 writes with write(2), bypassing stdio, so a
// counting FILE* from fopencookie never sees its output; see docs/ARCHITECTURE.md).
#ifndef RECIPES_CTERMINALSUPPORT_H
#define RECIPES_CTERMINALSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Installs flag-setting handlers for SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT and SIGWINCH
/// (without SA_RESTART, so a blocking read returns early), and crash handlers that restore
/// the tty saved from `tty_fd`. Call before newterm so ncurses keeps its own handlers out.
int cts_install_signal_handlers(int tty_fd);

/// Puts back the default dispositions of every signal cts_install_signal_handlers took.
void cts_uninstall_signal_handlers(void);

/// Returns the most urgent pending signal (termination first) and clears it; 0 when none.
int cts_take_pending_signal(void);

/// Stops the process as the default SIGTSTP action would and returns once it is continued
/// (forgetting the SIGCONT that continued it, which the caller is handling already).
void cts_suspend_self(void);

/// Ends the process by `sig` with its default disposition (the conventional exit status).
void cts_die_by_signal(int sig);

/// The most bytes `cts_set_farewell` keeps.
#define CTS_FAREWELL_MAX 16384

/// Keeps a copy of `bytes` to write to the tty just before it is restored, however the program
/// ends (`cts_write_farewell` on the way out, or the crash handler): escape codes that take back
/// what the program put in the terminal beyond ncurses' screen (kitty's pictures). Replaces the
/// previous bytes; returns -1 (keeping them) when `count` is over CTS_FAREWELL_MAX.
int cts_set_farewell(const uint8_t *bytes, size_t count);

/// Writes the farewell bytes to the tty and forgets them (async-signal-safe: write(2) alone).
void cts_write_farewell(void);

/// Reads the window size of `fd`; returns 0 on success.
int cts_window_size(int fd, int *rows, int *columns);

/// Reads the window's size in pixels from `fd` (0 when the terminal does not say); returns 0 on success.
int cts_window_pixels(int fd, int *width, int *height);
/// Starts counting the bytes written with write(2) to `fd` (-1 stops counting).
void cts_count_writes_to(int fd);

/// The bytes written to the counted descriptor since counting started.
uint64_t cts_bytes_written(void);

/// Asks glibc's malloc to serve blocks up to `mmap_threshold` bytes from the heap and to give
/// free memory at the heap's top back to the system only beyond `trim_threshold` bytes (see
/// HeapTuning.swift). Returns 0 when either setting was refused.
int cts_keep_freed_memory(int mmap_threshold, int trim_threshold);

#endif
