#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate long test games by Fairy-Stockfish self-play at low depth (xiangqi).

usage: make-games.py OUT [--games N] [--min-plies P] [--seed S]

Each game starts with a few random legal moves (seeded), then both sides play the engine's best
move at depth 1-3 until the game has at least P plies and ends by mate/no move or reaches
P plies. Output: one game per line, "startpos" or a FEN, then ";" and ICCS moves.
The games are test data (facts), regenerated only when needed; the benchmark reads the file.
"""
import random
import subprocess
import sys

ENGINE = "/usr/games/fairy-stockfish"


class Engine:
    def __init__(self):
        self.p = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            lines.append(line.strip())
            if line.startswith(token):
                return lines

    def best(self, moves, depth):
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
        self.send(f"go depth {depth}")
        line = self.wait("bestmove")[-1]
        mv = line.split()[1]
        return None if mv in ("(none)", "0000") else mv

    def legal(self, moves):
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
        self.send("go perft 1")
        lines = self.wait("Nodes searched")
        return [l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes")]


def to_iccs(move):
    """Fairy-Stockfish numbers xiangqi ranks 1-10; ICCS numbers them 0-9."""
    import re
    m = re.fullmatch(r"([a-i])(10|[1-9])([a-i])(10|[1-9])", move)
    return f"{m.group(1)}{int(m.group(2)) - 1}{m.group(3)}{int(m.group(4)) - 1}"


def main():
    args = sys.argv[1:]
    out = args[0]
    n = int(args[args.index("--games") + 1]) if "--games" in args else 20
    min_plies = int(args[args.index("--min-plies") + 1]) if "--min-plies" in args else 300
    rng = random.Random(int(args[args.index("--seed") + 1]) if "--seed" in args else 2026)
    eng = Engine()
    games = []
    while len(games) < n:
        moves = []
        for _ in range(rng.randint(4, 10)):
            legal = eng.legal(moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        while len(moves) < min_plies:
            mv = eng.best(moves, rng.choice([1, 2, 2, 3]))
            if mv is None:
                break
            moves.append(mv)
        if len(moves) >= min_plies:
            games.append(moves)
            print(f"game {len(games)}: {len(moves)} plies", file=sys.stderr)
    with open(out, "w") as f:
        f.write("# Long games by Fairy-Stockfish self-play at depth 1-3 (tests/bench/make-games.py).\n")
        for g in games:
            f.write("startpos;" + " ".join(to_iccs(m) for m in g) + "\n")


if __name__ == "__main__":
    main()
