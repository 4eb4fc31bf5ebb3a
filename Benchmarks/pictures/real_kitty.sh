#!/bin/sh
# Shows the browser's pictures in a real kitty new enough for Unicode placeholders (0.28 or later)
# on a Debian older than trixie: a trixie chroot holds kitty, mesa and the libraries the binary
# links; the host's Xvfb is its display (software OpenGL: llvmpipe gives kitty its OpenGL 3.3).
# Run as root, by hand (never by `make test`):
#
#     sh Benchmarks/pictures/real_kitty.sh [BINARY] [OUT]
#
# BINARY: the recipes binary (default .build/debug/recipes); OUT: where the screenshots go
# (default /tmp/real-kitty). CHROOT (default /work/trixie) is made with debootstrap when missing.
# For each of --pictures kitty and --pictures auto it opens a new sample library in kitty and
# takes a screenshot (OUT/kitty-VERSION-placeholders-MODE-STEP.png) after each step: j to a
# picture, j to a recipe without one, j to another picture, the gallery (v) and back, the help
# over the picture (?), Esc, the window made smaller, Ctrl-Z, and quit.
# What auto chose is read from the bytes the browser wrote (util-linux `script` between kitty and
# the browser keeps them in OUT/MODE-bytes.log): placeholders send `a=T` with `U=1`, placements
# `a=t` then `a=p`.
set -eu

BINARY=$(realpath "${1:-.build/debug/recipes}")
OUT=$(realpath -m "${2:-/tmp/real-kitty}")
CHROOT=${CHROOT:-/work/trixie}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-77}
MIRROR=http://deb.debian.org/debian
SOCKET=/tmp/real-kitty.sock

# The libraries `readelf -d BINARY | grep NEEDED` names, as trixie calls their packages; the
# Swift runtime comes from the host's /opt/swift (the binary's RUNPATH).
LIBRARIES="libwebp7 libwebpdemux2 libturbojpeg0 libpng16-16t64 libexif12 libchafa0t64 libglib2.0-0t64
 libsqlite3-0 libncursesw6 libtinfo6 libcurl4t64 libxml2 zlib1g"
GRAPHICS="kitty libgl1-mesa-dri libgl1 libegl1 libglx-mesa0 fonts-dejavu-core fonts-wqy-zenhei locales-all"

need() { command -v "$1" >/dev/null 2>&1 || apt-get install -y -q "$2" >/dev/null; }
need debootstrap debootstrap
need Xvfb xvfb
need import imagemagick

if [ ! -x "$CHROOT/usr/bin/kitty" ]; then
    [ -f "$CHROOT/etc/debian_version" ] || debootstrap --variant=minbase trixie "$CHROOT" "$MIRROR"
    cp /etc/resolv.conf "$CHROOT/etc/"
    chroot "$CHROOT" apt-get update -q
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive chroot "$CHROOT" apt-get install -y -q --no-install-recommends $LIBRARIES $GRAPHICS
fi
# D-Bus (which kitty asks for and does without) wants a machine id.
[ -s "$CHROOT/etc/machine-id" ] || od -An -tx1 -N16 /dev/urandom | tr -d ' \n' > "$CHROOT/etc/machine-id"

mkdir -p /tmp/.X11-unix "$OUT" "$CHROOT/opt/swift" "$CHROOT/work" "$CHROOT/tmp/.X11-unix"
chmod 1777 /tmp/.X11-unix
# Everything the binary, its library and the screenshots need at the same paths inside.
for pair in /proc:proc /sys:sys /dev:dev /dev/pts:dev/pts /dev/shm:dev/shm /opt/swift:opt/swift \
            /tmp/.X11-unix:tmp/.X11-unix "$(dirname "$BINARY")":work/binary "$OUT":work/out; do
    mkdir -p "$CHROOT/${pair#*:}"
    mountpoint -q "$CHROOT/${pair#*:}" || mount --bind "${pair%%:*}" "$CHROOT/${pair#*:}"
done
cleanup() {
    [ -n "${XVFB:-}" ] && kill "$XVFB" 2>/dev/null || true
    sleep 2  # the shells kitty ran still hold the chroot's pty for a moment
    for dir in work/out work/binary tmp/.X11-unix opt/swift dev/shm dev/pts dev sys proc; do
        umount "$CHROOT/$dir" 2>/dev/null || umount -l "$CHROOT/$dir" 2>/dev/null || true
    done
}
trap cleanup EXIT

Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
sleep 2
export DISPLAY=":$DISPLAY_NUMBER"
inside() { chroot "$CHROOT" env HOME=/root LANG=C.UTF-8 DISPLAY=":$DISPLAY_NUMBER" LIBGL_ALWAYS_SOFTWARE=1 "$@"; }
VERSION=$(inside kitty --version | awk '{print $2}')
mkdir -p "$CHROOT/root/.config/kitty"
cat > "$CHROOT/root/.config/kitty/kitty.conf" <<'EOF'
font_family DejaVu Sans Mono
font_size 11
remember_window_size no
initial_window_width 1280
initial_window_height 800
window_padding_width 0
hide_window_decorations yes
enable_audio_bell no
update_check_interval 0
confirm_os_window_close 0
allow_remote_control yes
linux_display_server x11
EOF

type_keys() { inside kitty @ --to "unix:$SOCKET" send-text "$1" >/dev/null; sleep "${2:-2}"; }
shot() { import -window root "$OUT/kitty-$VERSION-placeholders-$MODE-$1.png"; }

for MODE in kitty auto; do
    LIBRARY=/tmp/real-kitty-$MODE.sqlite
    rm -f "$CHROOT$LIBRARY" "$CHROOT$LIBRARY-wal" "$CHROOT$LIBRARY-shm" "$OUT/$MODE-frames.jsonl"
    inside /work/binary/recipes --library "$LIBRARY" init >/dev/null
    rm -f "$CHROOT$SOCKET"
    inside kitty --listen-on "unix:$SOCKET" sh -c "script -q -f -O /work/out/$MODE-bytes.log -c \
        '/work/binary/recipes --library $LIBRARY --pictures $MODE --trace-frames /work/out/$MODE-frames.jsonl'; \
        echo exit status \$?; sleep 600" >"$OUT/$MODE-kitty.log" 2>&1 &
    KITTY=$!
    sleep 8
    shot 1-start             # Apple crumble, the first recipe, has no picture in the sample
    type_keys j
    shot 2-j-picture         # Banana bread and its picture
    type_keys j
    shot 3-j-no-picture      # Beef and stout stew has none: nothing may be left behind
    type_keys j
    shot 4-j-picture-again   # Blueberry muffins
    type_keys v 4
    shot 5-gallery
    type_keys v
    shot 6-rows-again
    type_keys '?'
    shot 7-help-over-picture
    type_keys '\x1b'
    shot 8-help-closed
    inside kitty @ --to "unix:$SOCKET" resize-os-window --unit cells --width 100 --height 30 >/dev/null
    sleep 3
    shot 9-resized
    # Ctrl-Z: with no job control in kitty's `sh -c`, the browser leaves the alternate screen and
    # comes straight back, as after fg.
    type_keys '\x1a' 3
    shot 10-ctrl-z-and-back
    type_keys q
    shot 11-after-quit
    kill "$KITTY" 2>/dev/null || true
    wait "$KITTY" 2>/dev/null || true
    printf '%s: %s transmissions with placeholders (U=1), %s without, %s placements\n' "$MODE" \
        "$(grep -ao '_Ga=T[^;]*U=1' "$OUT/$MODE-bytes.log" | wc -l)" "$(grep -ao '_Ga=t,' "$OUT/$MODE-bytes.log" | wc -l)" \
        "$(grep -ao '_Ga=p,' "$OUT/$MODE-bytes.log" | wc -l)"
done
echo "kitty $VERSION: screenshots in $OUT"
