#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up cost: CPU time (user + system) up to the first frame of the main window and the
# resident memory at that moment, for Qili and for Debian's GNOME Chess, measured by the same
# LD_PRELOAD probe (tests/bench/first-frame-probe.c) under the same Xvfb display, renderer and
# settings backend. Prints the medians and the ratios, and the median of the ratios of each pair of
# runs (the two apps run one after the other, so a pair shares the machine's state of the moment:
# the steadier figure on a shared machine).
# Usage: tests/bench/startup.sh [RUNS]   (default 15; needs gnome-chess: apt-get install gnome-chess)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
runs=${1:-15}
ninja -C build src/qili tests/bench/libfirst-frame-probe.so >/dev/null
probe="$top/build/tests/bench/libfirst-frame-probe.so"
chess=$(command -v gnome-chess || echo /usr/games/gnome-chess)
[ -x "$chess" ] || { echo "startup.sh: gnome-chess is not installed (apt-get install gnome-chess)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home"

xvfb-run -a -s "-screen 0 1280x1024x24" sh -eu -c '
  tmp=$1 probe=$2 top=$3 runs=$4 chess=$5
  i=0
  while [ $i -lt "$runs" ]; do
    # Alternate the two apps so that a busy machine weighs on both alike
    for app in qili chess; do
      if [ $app = qili ]; then cmd="$top/build/src/qili"; else cmd="$chess"; fi
      rm -f "$tmp/one"
      env LD_PRELOAD="$probe" FIRST_FRAME_PROBE_OUT="$tmp/one" GSK_RENDERER="${GSK_RENDERER:-cairo}" \
        GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$top/build/data" \
        GTK_A11Y=none NO_AT_BRIDGE=1 HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" \
        XDG_DATA_HOME="$tmp/home/.local/share" XDG_CACHE_HOME="$tmp/home/.cache" \
        dbus-run-session -- timeout 60 $cmd >/dev/null 2>&1 || true
      if [ -s "$tmp/one" ]; then cat "$tmp/one" >> "$tmp/$app"; else echo "nan nan" >> "$tmp/$app"; fi
    done
    i=$((i + 1))
  done
' sh "$tmp" "$probe" "$top" "$runs" "$chess"

median () {
  sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print v[int((NR + 1) / 2)] }'
}

for app in qili chess; do
  grep -qv nan "$tmp/$app" || { echo "startup.sh: no measurement for $app" >&2; exit 1; }
done
q_cpu=$(grep -v nan "$tmp/qili" | cut -d" " -f1 | median)
q_rss=$(grep -v nan "$tmp/qili" | cut -d" " -f2 | median)
c_cpu=$(grep -v nan "$tmp/chess" | cut -d" " -f1 | median)
c_rss=$(grep -v nan "$tmp/chess" | cut -d" " -f2 | median)
pair_cpu=$(paste -d" " "$tmp/qili" "$tmp/chess" | awk '$1 != "nan" && $3 != "nan" && $3 > 0 { printf "%.3f\n", $1 / $3 }' | median)
echo "start-up to the first frame, median of $runs runs each (GSK_RENDERER=${GSK_RENDERER:-cairo}, Xvfb):"
echo "  qili:        CPU $q_cpu ms, RSS $q_rss KiB"
echo "  gnome-chess: CPU $c_cpu ms, RSS $c_rss KiB"
awk -v a="$q_cpu" -v b="$c_cpu" -v c="$q_rss" -v d="$c_rss" \
  'BEGIN { printf "  ratio qili / gnome-chess: CPU %.2f, RSS %.2f (target: <= 1 on both)\n", a / b, c / d }'
echo "  CPU ratio of each pair of runs, median: $pair_cpu"
