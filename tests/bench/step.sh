#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Stepping through a game as a user does, timed from outside the app: the app shows a 180-move
# game (180 plies, Fairy-Stockfish self-play from tests/data/bench-games.txt) on the Board page,
# xdotool presses Right once per move (real key events, XTest), and key-frame-watch times each
# press to the last change drawn in the window after it (X server time stamps: XInput 2 raw key
# press, XDamage). Animations and the cursor blink are off, as the figure is the app's own work.
# The pointer rests outside the window, as a keyboard user's may: resting over a scrolled pane
# (the explanation pane sits at the screen's centre, where Xvfb starts the pointer), each step
# moves the pane's content under it, GTK shows the pane's overlay scrollbar and hides it again
# 2-2.5 s later in a frame of its own (about 1 ms of work), and that frame is charged to
# whichever key press came before it: --hover keeps the pointer there, to see that.
# Prints every time (sorted, then in the order pressed, with the time to the first change after
# the key when the last change came later), then as its last line "p50 N ms, p95 N ms".
# Usage: tests/bench/step.sh [--a11y] [--hover] [PAUSE_S]   (from the top of the tree, after a
# build in build/)
#   --a11y   with the accessibility bus on (as under a screen reader or the e2e tests)
#   --hover  with the pointer at the centre of the screen, over the explanation pane
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"

a11y=0
hover=0
while [ $# -gt 0 ]; do
  case $1 in
  --a11y) a11y=1 ;;
  --hover) hover=1 ;;
  *) break ;;
  esac
  shift
done
pause=${1:-0.25}
plies=180

if [ -z "${QILI_STEP_INNER:-}" ]; then
  ninja -C build src/qili src/cli/qili-cli tests/bench/key-frame-watch data/gschemas.compiled >/dev/null
  exec env QILI_STEP_INNER=1 xvfb-run -a -s "-screen 0 1280x1024x24" \
    dbus-run-session -- "$0" $([ $a11y = 1 ] && echo --a11y) $([ $hover = 1 ] && echo --hover) "$pause"
fi

tmp=$(mktemp -d)
app_pid=""
watch_pid=""
bus_pid=""
cleanup () {
  for pid in $watch_pid $app_pid $bus_pid; do
    kill "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT

# The game: the first bench game's first 180 plies, as a PGN
moves=$(sed -n 2p tests/data/bench-games.txt | cut -d';' -f2 | cut -d' ' -f1-$plies)
echo "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 $moves" >"$tmp/game.fen"
build/src/cli/qili-cli convert --to pgn "$tmp/game.fen" >"$tmp/game.pgn"

mkdir -p "$tmp/config/gtk-4.0" "$tmp/data" "$tmp/cache" "$tmp/state"
printf '[Settings]\ngtk-enable-animations=false\ngtk-cursor-blink=false\n' >"$tmp/config/gtk-4.0/settings.ini"

if [ $a11y = 1 ]; then
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  bus_pid=$!
  sleep 0.5
  a11y_env=""
else
  a11y_env="GTK_A11Y=none NO_AT_BRIDGE=1"
fi

# shellcheck disable=SC2086
env $a11y_env XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache" \
  XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory GSK_RENDERER="${GSK_RENDERER:-cairo}" \
  GSETTINGS_SCHEMA_DIR="$top/build/data" QILI_LOCALEDIR="$top/build/po" LANGUAGE=C LC_ALL=C.UTF-8 \
  build/src/qili "$tmp/game.pgn" 2>"$tmp/app.log" &
app_pid=$!

wid=$(xdotool search --sync --onlyvisible --pid "$app_pid" --name 'Qili$' | head -1)
sleep 2 # the first frames, the explanation of the start
xdotool windowfocus --sync "$wid"
if [ $hover = 0 ]; then
  # the screen's bottom right corner, outside the window (1000x700 at the top left)
  xdotool mousemove 1279 1023
fi
xdotool key --clearmodifiers Home
sleep 1

build/tests/bench/key-frame-watch "$wid" 150 >"$tmp/times" 2>/dev/null &
watch_pid=$!
sleep 0.5
i=0
while [ $i -lt $plies ]; do
  xdotool key Right
  sleep "$pause"
  i=$((i + 1))
done
sleep 0.5
kill "$watch_pid"
wait "$watch_pid" 2>/dev/null || true
watch_pid=""

python3 - "$tmp/times" "$plies" "$a11y" "$hover" <<'EOF'
import sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
times = sorted(int(ms) for _, ms, changes, _ in rows if int(changes) > 0)
unchanged = sum(1 for _, _, changes, _ in rows if int(changes) == 0)
if not times:
    sys.exit("step.sh: no key press changed the window")
def pct(p):
    return times[min(len(times) - 1, int(round(p / 100 * (len(times) - 1))))]
print("key-to-frame times (ms), %d presses of Right%s%s:" % (len(rows), ", accessibility bus on" if sys.argv[3] == "1" else "",
                                                          ", pointer over the explanation pane" if sys.argv[4] == "1" else ""))
print(" ".join(str(t) for t in times))
# In the order pressed (press 1 shows ply 1): "N" or, when the last change came after the first, "first/last"
print("by press:", " ".join(ms if first in (ms, "-1") else "%s/%s" % (first, ms) for _, ms, _, first in rows))
print("presses %d (expected %s), without a change on screen %d, min %d ms, max %d ms" %
      (len(rows), sys.argv[2], unchanged, times[0], times[-1]))
print("p50 %d ms, p95 %d ms" % (pct(50), pct(95)))
EOF
