"""A program on a 120x40 pseudo-terminal whose frame trace is read as it grows (see drive.py)."""
import fcntl
import json
import os
import select
import signal
import struct
import subprocess
import termios
import time

ROWS, COLS = 40, 120
WAIT_SECONDS = 30.0
# What the terminal sends for the keys the tour presses (xterm); other keys are sent as written.
KEYS = {"pgdn": "\x1b[6~", "enter": "\r", "esc": "\x1b", "backspace": "\x7f", "tab": "\t"}

try:
    import pyte
except ImportError:  # the screen dump on failure is a convenience, not a requirement
    pyte = None


class DriveError(Exception):
    """A run that could not be completed, with what the screen showed."""


class Session:
    """One program on a pty, its trace file read as it grows."""

    def __init__(self, argv, trace_path, env=None):
        self.trace_path = trace_path
        open(trace_path, "w").close()
        self.trace = open(trace_path, "r", encoding="utf-8")
        self.pending = ""
        self.frames = []
        # Frames read but not yet looked at: those after the one `next_frame` returned.
        self.backlog = []
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        full_env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        full_env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "NCURSES_NO_UTF8_ACS": "1",
                         "ESCDELAY": "25"})
        full_env.update(env or {})

        def controlling_tty():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.started = time.monotonic()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=full_env,
                                        start_new_session=True, preexec_fn=controlling_tty, close_fds=True)
        os.close(slave)
        self.screen = pyte.Screen(COLS, ROWS) if pyte else None
        self.stream = pyte.ByteStream(self.screen) if pyte else None

    # -- reading --------------------------------------------------------------------------------

    def drain(self, wait=0.0):
        """Reads what the program wrote to the terminal, so it never blocks on a full pty."""
        ready, _, _ = select.select([self.master], [], [], wait)
        while ready:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            if self.stream:
                self.stream.feed(data)
            ready, _, _ = select.select([self.master], [], [], 0)

    def read_frames(self):
        """New frame records from the trace, in order, each with the time it was read ("seen")."""
        self.pending += self.trace.read()
        new, self.backlog = self.backlog, []
        seen = time.monotonic()
        while "\n" in self.pending:
            line, self.pending = self.pending.split("\n", 1)
            if line.strip():
                frame = json.loads(line)
                frame["seen"] = seen
                new.append(frame)
                self.frames.append(frame)
        return new

    # Frames the app draws on its own between keys: store polls, the detail following the
    # selection once no key waits ("idle"; "store change" in older builds), and the result of a
    # search that ran off the event loop ("search"). Never a key's frame.
    BACKGROUND_CAUSES = {"idle", "store change", "search"}

    def next_frame(self, what, skip_background=True):
        """Waits for the next frame record that a key caused; returns it and its wall time."""
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            frames = self.read_frames()
            for index, frame in enumerate(frames):
                if skip_background and frame["cause"] in self.BACKGROUND_CAUSES:
                    continue
                # A search result read with the key's frame is there for `wait_for_cause`.
                self.backlog = frames[index + 1:]
                return frame, frame["seen"]
            if self.process.poll() is not None:
                raise DriveError(f"the program exited ({self.process.returncode}) waiting for {what}\n{self.text()}")
            self.drain(0.001)
        raise DriveError(f"no frame for {what} within {WAIT_SECONDS:.0f} s\n{self.text()}")

    def wait_for_cause(self, cause, seconds):
        """The first frame record with `cause` within `seconds` (and when it was seen), or None."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            frames = self.read_frames()
            for index, frame in enumerate(frames):
                if frame["cause"] == cause:
                    self.backlog = frames[index + 1:]
                    return frame, frame["seen"]
            self.drain(0.001)
        return None

    def text(self):
        return "\n".join(line.rstrip() for line in self.screen.display) if self.screen else "(pyte not available)"

    def peak_rss_mb(self):
        """The program's peak resident memory so far (VmHWM), in MB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    # -- writing --------------------------------------------------------------------------------

    def press(self, key, pause=0.0):
        """Sends one key and waits for its frame; returns (frame, wall seconds from write to record)."""
        if pause:
            time.sleep(pause)
        self.read_frames()  # forget frames that came before this key
        self.sent = time.monotonic()
        os.write(self.master, KEYS.get(key, key).encode())
        frame, seen = self.next_frame(f"key {key!r}")
        return frame, seen - self.sent

    def settle(self, seconds=0.3):
        """Lets store polls and redraws finish, draining the pty."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.drain(0.02)
        self.read_frames()

    def close(self):
        if self.process.poll() is None:
            os.write(self.master, b"\x1b")
            time.sleep(0.05)
            os.write(self.master, b"q")
            try:
                self.process.wait(3)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(3)
        os.close(self.master)
        self.trace.close()
