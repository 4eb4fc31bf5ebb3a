"""A program running in a real pseudo-terminal, read through the pyte VT emulator.

Reusable by every end-to-end test that drives a full-screen program:

    with TerminalSession([path, "--items", "100"], rows=24, cols=80) as term:
        term.wait_for_text("Item 1")
        term.send("j")
        term.wait_for(lambda t: t.line(1).startswith(">"))
        assert term.is_cooked()

The session owns the pty: the child gets the slave side as its controlling terminal (so Ctrl-C,
Ctrl-Z and SIGWINCH behave as in a shell), the test keeps the master to type and read, and keeps
the slave open to inspect its termios after the child has gone. Waits poll with a generous
timeout; a failed wait raises AssertionError showing the screen.
"""
import fcntl
import json
import os
import select
import signal
import struct
import subprocess
import termios
import time

import pyte
from wcwidth import wcwidth

DEFAULT_TIMEOUT = 15.0

# Terminal environment the tests run under (see docs/ARCHITECTURE.md, "TerminalUI").
BASE_ENV = {
    "TERM": "xterm-256color",
    "LANG": "C.UTF-8",
    "NCURSES_NO_UTF8_ACS": "1",
    # The sample recipes have pictures; tests of the text leave them out (test_pictures shows them).
    "RECIPES_PICTURES": "none",
}


class _Screen(pyte.Screen):
    """pyte's screen plus SU/SD (CSI n S, CSI n T): xterm-256color's `indn`/`rin`, which ncurses
    uses to scroll several lines at once and pyte 0.8.2 ignores (the screen would go stale).
    Its `display` also shows the right half of an overwritten wide character as a blank, as a
    terminal does, where pyte 0.8.2 fails on the empty cell."""

    @property
    def display(self):
        def render(line):
            after_wide = False
            for x in range(self.columns):
                if after_wide:
                    after_wide = False
                    continue
                char = line[x].data or " "
                after_wide = wcwidth(char[0]) == 2
                yield char

        return ["".join(render(self.buffer[y])) for y in range(self.lines)]

    # xterm and kitty give the cells that ICH (CSI n @) opens and DCH (CSI n P) leaves at the end
    # of the line the current background (xterm-256color's `bce`, which ncurses counts on);
    # pyte 0.8.2 leaves them default, so a status line shortened by DCH would lose its colour.
    def insert_characters(self, count=None):
        super().insert_characters(count)
        line = self.buffer[self.cursor.y]
        for x in range(self.cursor.x, min(self.columns, self.cursor.x + (count or 1))):
            line[x] = self.cursor.attrs

    def delete_characters(self, count=None):
        super().delete_characters(count)
        line = self.buffer[self.cursor.y]
        for x in range(max(self.cursor.x, self.columns - (count or 1)), self.columns):
            line[x] = self.cursor.attrs

    def scroll_up(self, count=None, **_):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        for _ in range(count or 1):
            for y in range(top, bottom):
                self.buffer[y] = self.buffer[y + 1]
            self.buffer.pop(bottom, None)
        self.dirty.update(range(self.lines))

    def scroll_down(self, count=None, **_):
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        for _ in range(count or 1):
            for y in range(bottom, top, -1):
                self.buffer[y] = self.buffer[y - 1]
            self.buffer.pop(top, None)
        self.dirty.update(range(self.lines))


class _Stream(pyte.ByteStream):
    csi = {**pyte.ByteStream.csi, "S": "scroll_up", "T": "scroll_down"}


def _set_size(fd, rows, cols):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def _become_terminal_owner():
    # Runs in the child after setsid(): make the pty slave (its stdin) the controlling tty.
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class TerminalSession:
    """A child process on a pty of `rows` x `cols`, its screen emulated by pyte."""

    def __init__(self, argv, rows=24, cols=80, env=None):
        self.rows, self.cols = rows, cols
        self.master, self.slave = os.openpty()
        _set_size(self.slave, rows, cols)
        full_env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        full_env.update(BASE_ENV)
        full_env.pop("NO_COLOR", None)
        full_env.update(env or {})
        self.process = subprocess.Popen(
            argv, stdin=self.slave, stdout=self.slave, stderr=self.slave, env=full_env,
            start_new_session=True, preexec_fn=_become_terminal_owner, close_fds=True)
        self.screen = _Screen(cols, rows)
        self.stream = _Stream(self.screen)
        self.output = bytearray()

    # -- reading -----------------------------------------------------------------------------

    def pump(self, wait=0.05):
        """Feeds pyte whatever the program wrote, waiting up to `wait` seconds for the first byte."""
        deadline = time.monotonic() + wait
        while True:
            remaining = max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.master], [], [], remaining)
            if not ready:
                return
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            self.output.extend(data)
            self.stream.feed(data)
            deadline = time.monotonic()  # drain what is there, then return

    def lines(self):
        """The screen as text lines (wide characters once, so lines look as a person reads them)."""
        return [line.rstrip() for line in self.screen.display]

    def line(self, y):
        """One screen line's text."""
        return self.lines()[y]

    def text(self):
        """The whole screen as one string."""
        return "\n".join(self.lines())

    def column_of(self, y, char):
        """The rightmost screen column of line `y` holding `char` (wide characters count 2), or -1."""
        row = self.screen.buffer[y]
        for x in range(self.cols - 1, -1, -1):
            if row[x].data == char:
                return x
        return -1

    def background(self, y, x=0):
        """The background color pyte recorded for a cell ("default" when none)."""
        return self.screen.buffer[y][x].bg

    def wait_for(self, predicate, timeout=DEFAULT_TIMEOUT, what="condition"):
        """Polls the screen until `predicate(self)` holds; fails with the screen shown."""
        deadline = time.monotonic() + timeout
        while True:
            self.pump(0.05)
            if predicate(self):
                # A frame larger than the program's output buffer comes in several writes: the
                # predicate must hold once nothing more follows at once, not on a half-drawn screen.
                before = len(self.output)
                self.pump(0.005)
                if len(self.output) == before or predicate(self):
                    return
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}; screen:\n{self.text()}")

    def wait_for_text(self, needle, timeout=DEFAULT_TIMEOUT):
        """Waits until `needle` appears anywhere on the screen."""
        self.wait_for(lambda t: needle in t.text(), timeout, what=repr(needle))

    def wait_for_output(self, needle, start=0, timeout=DEFAULT_TIMEOUT):
        """Waits until the raw output from byte `start` on contains `needle` (bytes)."""
        self.wait_for(lambda t: needle in t.output[start:], timeout, what=repr(needle))

    # -- acting -------------------------------------------------------------------------------

    def send(self, keys):
        """Types `keys` (str or bytes) as if on the keyboard."""
        data = keys.encode() if isinstance(keys, str) else keys
        os.write(self.master, data)

    def resize(self, rows, cols):
        """Changes the pty size (the kernel sends SIGWINCH) and the emulated screen's size."""
        self.rows, self.cols = rows, cols
        self.screen.resize(rows, cols)
        _set_size(self.master, rows, cols)
        self.signal(signal.SIGWINCH)

    def signal(self, signum):
        """Sends `signum` to the program."""
        if self.process.poll() is None:
            os.kill(self.process.pid, signum)

    # -- after the fact -----------------------------------------------------------------------

    def wait_exit(self, timeout=DEFAULT_TIMEOUT):
        """Waits for the program to end (reading its output meanwhile); returns its exit status."""
        deadline = time.monotonic() + timeout
        while self.process.poll() is None:
            self.pump(0.05)
            if time.monotonic() > deadline:
                raise AssertionError(f"program still running after {timeout}s; screen:\n{self.text()}")
        self.pump(0.1)
        return self.process.returncode

    def is_cooked(self):
        """Whether the pty is back in cooked mode: canonical input and echo on."""
        lflag = termios.tcgetattr(self.slave)[3]
        return bool(lflag & termios.ICANON) and bool(lflag & termios.ECHO)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Trace:
    """The JSON-lines frame trace a program writes with --trace-frames."""

    def __init__(self, path):
        self.path = path

    def frames(self):
        if not os.path.exists(self.path):
            return []
        with open(self.path) as f:
            return [json.loads(line) for line in f if line.endswith("\n")]

    def after_key(self, term, key, cause):
        """Sends `key` and returns its frame. Frames the program draws on its own meanwhile
        (cause "idle": a store poll, the detail catching up; "search", "picture": a result that
        came from a worker) may come first and are skipped."""
        count = len(self.frames())
        term.send(key)

        def keys_frame():
            later = self.frames()[count:]
            own = [f for f in later if f["cause"] not in ("idle", "search", "picture")]
            return own[0] if own else None
        term.wait_for(lambda t: keys_frame() is not None, what=f"frame for {cause!r}")
        frame = keys_frame()
        assert frame["cause"] == cause, frame
        return frame
