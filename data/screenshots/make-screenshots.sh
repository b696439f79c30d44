#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the screenshots of the AppStream metainfo (data/io.github.qili.Qili.metainfo.xml.in):
# starts the built app under Xvfb with chosen content and saves PNGs here.
#   data/screenshots/make-screenshots.sh [BUILD_DIR]     (default: build)
#   QILI_SHOTS=tournament,library makes only those shots.
# explanation.png  a club game at a chase, the explanation pane and the attack on the board
# ruling.png       a perpetual chase ruled in the banner
# library.png      the Library page on an example the arbiter rules otherwise (细则13)
# quiz.png         a quiz question answered wrong, the right choice marked and explained
# tournament-*.png a club's Swiss on round 4: rounds, standings, crosstable, players
# and the same with -zh_CN in Chinese. Needs xvfb-run, dbus-run-session, python3-pyatspi and
# ImageMagick's import (apt-get install imagemagick).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)

for tool in xvfb-run dbus-run-session import /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "make-screenshots: $tool is missing" >&2
    exit 1
  }
done
[ -x "$build/src/qili" ] || {
  echo "make-screenshots: build the app first (ninja -C $build)" >&2
  exit 1
}

# The window's default size (1000×700) is the screen's: the undecorated window fills it.
export GSETTINGS_SCHEMA_DIR="$build/data" QILI_LOCALEDIR="$build/po" GSETTINGS_BACKEND=memory
unset GTK_A11Y NO_AT_BRIDGE
xvfb-run -a -s "-screen 0 1000x700x24" dbus-run-session -- \
  /usr/bin/python3 "$here/make-screenshots.py" "$build/src/qili" "$here" C zh_CN
