#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A whole game reviewed by the engine (issue 28): qili-cli analyse --review on a 120-move game
# (240 plies, 241 positions) at 0.1 s per position, against its budget of 241 × 0.1 s = 24.1 s.
# The game: the first 120 moves of 蒋川–李雪松 (2009, 543 plies in all) from the shared corpus.
# Prints the wall time, the overhead over the budget (in all and per position), the same for the
# engine driven directly by a script on the same positions (what the engine itself overshoots its
# movetime by: Qili's own share is the difference), the CPU time of qili-cli itself and of the
# engine, and how many positions had moves left out by the rules. Runs alternate, and the best of
# each is compared (the machine is shared).
# Uses a release build in build-bench/ (configured on first use). Arguments: runs (default 3),
# milliseconds per position (default 100).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
runs=${1:-3}
ms=${2:-100}
real="$top/../shared/data/records/real"
[ -d "$real" ] || real="$top/../../shared/data/records/real"
src="$real/pengguang001-xqr/1.pgn"
[ -f build-bench/build.ninja ] || meson setup build-bench --buildtype=release -Dapp=false >/dev/null
meson compile -C build-bench src/cli/qili-cli >/dev/null
cli=build-bench/src/cli/qili-cli
[ -x /usr/games/fairy-stockfish ] || { echo "needs /usr/games/fairy-stockfish"; exit 1; }

game=$(mktemp --suffix=.pgn)
trap 'rm -f "$game"' EXIT
# The first 240 plies, in ICCS, as a PGN game
$cli convert --to json "$src" | python3 -c '
import json, sys
g = json.load(sys.stdin)["games"][0]
moves = [m["iccs"] for m in g["moves"][:240]]
assert len(moves) == 240, len(moves)
print("[Event \"%s\"]" % g["tags"].get("Event", "?"))
print("[Red \"%s\"]" % g["tags"].get("Red", "?"))
print("[Black \"%s\"]" % g["tags"].get("Black", "?"))
print()
text = " ".join("%d. %s %s" % (i // 2 + 1, moves[i], moves[i + 1]) for i in range(0, 240, 2))
print(text + " *")
' > "$game"

python3 - "$cli" "$game" "$runs" "$ms" <<'PY'
import json, os, resource, subprocess, sys, time
cli, game, runs, ms = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
walls, own, engine, raws = [], [], [], []
moves = [m["iccs"] for m in json.loads(subprocess.run([cli, "convert", "--to", "json", game], capture_output=True,
                                                      text=True).stdout)["games"][0]["moves"]]
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def raw_engine():
    """The same positions straight to Fairy-Stockfish: start, then position + go movetime each"""
    fs = lambda m: m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)
    t = time.perf_counter()
    e = subprocess.Popen(["/usr/games/fairy-stockfish"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)

    def send(line):
        e.stdin.write(line + "\n")
        e.stdin.flush()

    def until(prefix):
        while not e.stdout.readline().startswith(prefix):
            pass

    send("uci")
    until("uciok")
    send("setoption name UCI_Variant value xiangqi")
    send("isready")
    until("readyok")
    for i in range(len(moves) + 1):
        send("position fen %s moves %s" % (START, " ".join(fs(m) for m in moves[:i])))
        send("go movetime %d" % ms)
        until("bestmove")
    send("quit")
    e.wait()
    return time.perf_counter() - t


tick = os.sysconf("SC_CLK_TCK")


def cpu(pid):
    """utime + stime of the process itself, and of its children it has waited for (seconds)"""
    try:
        fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / tick, (int(fields[13]) + int(fields[14])) / tick


for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.Popen([cli, "analyse", "--review", game, "--movetime", str(ms), "--threads", "1"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # qili-cli's own CPU time, sampled until it ends (the engine is its child, counted apart)
    last = (0.0, 0.0)
    chunks = []
    os.set_blocking(p.stdout.fileno(), False)
    while p.poll() is None:
        sample = cpu(p.pid)
        if sample is not None:
            last = sample
        data = p.stdout.read()
        if data:
            chunks.append(data)
        time.sleep(0.02)
    rest = p.stdout.read()
    if rest:
        chunks.append(rest)
    out, err = b"".join(chunks).decode(), p.stderr.read().decode()
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert p.returncode == 0, err
    lines = [json.loads(l) for l in out.splitlines()]
    assert len(lines) == 241, len(lines)
    total = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    walls.append(wall)
    own.append(last[0])
    engine.append(total - last[0])
    raws.append(raw_engine())
positions = 241
budget = positions * ms / 1000.0
best = min(walls)
median = sorted(walls)[len(walls) // 2]
left_out = sum(1 for l in lines if l["forbidden"])
marks = {m: sum(1 for l in lines if l["mark"] == m) for m in ("?!", "?", "??")}
events = sum(1 for l in lines if l["event"])
print("review of a 120-move game (%d positions) at %d ms per position: budget %.1f s" % (positions, ms, budget))
print("wall: best %.2f s, median %.2f s of %d runs" % (best, median, runs))
print("overhead: %.2f s (%.1f %%), %.1f ms per position (median run: %.2f s)" %
      (best - budget, 100 * (best - budget) / budget, 1000 * (best - budget) / positions, median - budget))
raw = min(raws)
print("the engine alone on the same positions: best %.2f s, overhead %.2f s (%.1f ms per position);"
      " Qili's own share: %.2f s (%.1f ms per position)" % (raw, raw - budget, 1000 * (raw - budget) / positions,
                                                            best - raw, 1000 * (best - raw) / positions))
print("CPU: qili-cli itself about %.2f s (%.1f ms per position, sampled), engine %.2f s" %
      (min(own), 1000 * min(own) / positions, min(engine)))
print("positions with a move the rules leave out: %d; marks ?! %d, ? %d, ?? %d; rule events %d" %
      (left_out, marks["?!"], marks["?"], marks["??"], events))
PY
