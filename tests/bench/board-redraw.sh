#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Time to redraw a 1000x1100 px board with cached grid and piece drawings. The first figure is the
# board's own cost (snapshot + drawing into a kept surface); whole frames in an Xvfb window follow,
# next to what an empty window's full frame costs on the same display.
# Usage: tests/bench/board-redraw.sh [FRAMES]   (from the top of the tree, after a build in build/)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
ninja -C build tests/bench/bench-board-redraw >/dev/null
for renderer in cairo gl; do
  env GSK_RENDERER=$renderer GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory LIBGL_ALWAYS_SOFTWARE=1 \
    xvfb-run -a -s "-screen 0 1400x1300x24" build/tests/bench/bench-board-redraw "${1:-300}" 2>/dev/null || true
done
