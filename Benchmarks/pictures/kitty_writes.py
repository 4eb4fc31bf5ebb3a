"""How long writing a picture's kitty escape codes takes, in the budget the browser uses.

Run inside kitty (a real terminal; `kitty sh -c 'python3 Benchmarks/pictures/kitty_writes.py CODES'`):
CODES is a file holding one picture's escape codes as the browser sends them (`a=T`/`a=t` and its
`m=` chunks; Tests/e2e/graphics.py finds them in a pty's output). The codes are written five
times, under fresh ids, in pieces of whole codes up to 64 KB (KittyImages.bytesPerFrame), each
write timed, the image deleted after; the figures go to standard error once the screen is back.
"""
import os
import re
import sys
import time

BUDGET = 64 * 1024


def pieces(codes):
    out, current = [], b""
    for code in codes:
        if current and len(current) + len(code) > BUDGET:
            out.append(current)
            current = b""
        current += code
    return out + [current]


def main(path):
    codes = re.findall(rb"\x1b_G[^\x1b]*\x1b\\", open(path, "rb").read())
    fd = sys.stdout.fileno()
    lines = []
    for run in range(5):
        image = 9000 + run
        first = re.sub(rb"i=\d+", b"i=%d" % image, codes[0], count=1)
        times = []
        for piece in pieces([first] + codes[1:]):
            start = time.perf_counter()
            os.write(fd, piece)
            times.append((time.perf_counter() - start) * 1000)
        os.write(fd, b"\x1b_Ga=d,d=I,i=%d,q=2\x1b\\" % image)
        lines.append(f"{sum(map(len, codes))} bytes in {len(times)} writes: longest {max(times):.2f} ms, "
                     f"all {sum(times):.2f} ms")
        time.sleep(0.3)
    sys.stderr.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
