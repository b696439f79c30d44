#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Swiss pairing quality: prints figures, asserts nothing.
#   tests/bench/swiss-quality.sh [BUILD_DIR]     (default: build)
# Pairs 100 generated events (8–60 players, 4–9 rounds, results from the rating difference) round
# by round in memory with each pairing system, and prints over rounds 2 onwards: Σ (score
# difference)² in wins, rounds with a board two wins apart, rounds in which a sole leader meets a
# player of the bottom half, boards between different scores, colour repeats, pairing time.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
bench=$build/tests/bench/bench-swiss-quality
"$bench" --events 100 --system qili
"$bench" --events 100 --system dutch
