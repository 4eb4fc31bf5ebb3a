// Signal flags, crash-time tty restore, the terminal byte counter and malloc settings (see the header).
#define _GNU_SOURCE
#include "CTerminalSupport.h"

#include <errno.h>
#include <malloc.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t pending_terminate;
static volatile sig_atomic_t pending_suspend;
static volatile sig_atomic_t pending_continue;
static volatile sig_atomic_t pending_resize;

static int saved_tty_fd = -1;
static struct termios saved_termios;
static int have_saved_termios;

// The farewell bytes: two buffers, so that a crash handler reading the published one never
// sees it half written; `published_farewell` names it (-1: none) and is taken by the one
// writer with an atomic exchange, so the bytes go out at most once.
static uint8_t farewell_buffers[2][CTS_FAREWELL_MAX];
static size_t farewell_lengths[2];
static _Atomic int published_farewell = -1;
static int next_farewell_buffer;

static const int flag_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH };
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT };

static void on_signal(int sig) {
    switch (sig) {
    case SIGTSTP: pending_suspend = 1; break;
    case SIGCONT: pending_continue = 1; break;
    case SIGWINCH: pending_resize = 1; break;
    default: pending_terminate = sig; break;
    }
}

// A crash must not leave the user's shell in raw mode on the alternate screen: restore the
// termios saved at start and leave the alternate screen, then die as the crash would have.
static void on_crash(int sig) {
    static const char leave[] = "\033[?25h\033[?1049l";
    if (have_saved_termios) {
        cts_write_farewell();
        tcsetattr(saved_tty_fd, TCSAFLUSH, &saved_termios);
        (void)!syscall(SYS_write, saved_tty_fd, leave, sizeof leave - 1);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void set_handler(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
}

int cts_install_signal_handlers(int tty_fd) {
    saved_tty_fd = tty_fd;
    have_saved_termios = tcgetattr(tty_fd, &saved_termios) == 0;
    for (size_t i = 0; i < sizeof flag_signals / sizeof flag_signals[0]; i++)
        set_handler(flag_signals[i], on_signal, 0);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
        set_handler(crash_signals[i], on_crash, SA_RESETHAND);
    return have_saved_termios ? 0 : -1;
}

void cts_uninstall_signal_handlers(void) {
    for (size_t i = 0; i < sizeof flag_signals / sizeof flag_signals[0]; i++)
        signal(flag_signals[i], SIG_DFL);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
        signal(crash_signals[i], SIG_DFL);
    have_saved_termios = 0;
}

int cts_take_pending_signal(void) {
    int sig = 0;
    if (pending_terminate) { sig = pending_terminate; pending_terminate = 0; }
    else if (pending_suspend) { sig = SIGTSTP; pending_suspend = 0; }
    else if (pending_continue) { sig = SIGCONT; pending_continue = 0; }
    else if (pending_resize) { sig = SIGWINCH; pending_resize = 0; }
    return sig;
}

void cts_suspend_self(void) {
    sigset_t set, old;
    signal(SIGTSTP, SIG_DFL);
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, &old);
    raise(SIGTSTP);
    sigprocmask(SIG_SETMASK, &old, NULL);
    set_handler(SIGTSTP, on_signal, 0);
    pending_continue = 0;
}

void cts_die_by_signal(int sig) {
    sigset_t set;
    cts_uninstall_signal_handlers();
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);
}

int cts_set_farewell(const uint8_t *bytes, size_t count) {
    if (count > CTS_FAREWELL_MAX) return -1;
    int buffer = next_farewell_buffer;
    if (count > 0) memcpy(farewell_buffers[buffer], bytes, count);
    farewell_lengths[buffer] = count;
    atomic_store(&published_farewell, count > 0 ? buffer : -1);
    next_farewell_buffer = 1 - buffer;
    return 0;
}

void cts_write_farewell(void) {
    int buffer = atomic_exchange(&published_farewell, -1);
    if (buffer < 0 || saved_tty_fd < 0) return;
    size_t offset = 0, length = farewell_lengths[buffer];
    while (offset < length) {
        long written = syscall(SYS_write, saved_tty_fd, farewell_buffers[buffer] + offset, length - offset);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) break;
        offset += (size_t)written;
    }
}

int cts_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

int cts_window_pixels(int fd, int *width, int *height) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_xpixel == 0 || size.ws_ypixel == 0) return -1;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
    return 0;
}

// The counter is fed by the write(2) below, which this library defines so that calls from
// libncursesw/libtinfo resolve here first; everything is forwarded to the kernel unchanged.
static _Atomic int counted_fd = -1;
static _Atomic uint64_t counted_bytes;

void cts_count_writes_to(int fd) {
    atomic_store(&counted_fd, fd);
    atomic_store(&counted_bytes, 0);
}

uint64_t cts_bytes_written(void) { return atomic_load(&counted_bytes); }

ssize_t write(int fd, const void *buffer, size_t count) {
    ssize_t written = syscall(SYS_write, fd, buffer, count);
    if (written > 0 && fd == atomic_load_explicit(&counted_fd, memory_order_relaxed))
        atomic_fetch_add_explicit(&counted_bytes, (uint64_t)written, memory_order_relaxed);
    return written;
}

int cts_keep_freed_memory(int mmap_threshold, int trim_threshold) {
    int mmap_ok = mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    int trim_ok = mallopt(M_TRIM_THRESHOLD, trim_threshold);
    return mmap_ok && trim_ok;
}
