#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate long test games by Fairy-Stockfish self-play at low depth (xiangqi).

usage: make-games.py OUT [--games N] [--min-plies P] [--seed S] [--random BIAS]

Each game starts with a few random legal moves (seeded), then both sides play the engine's best
move at depth 1-3 until the game has at least P plies and ends by mate/no move or reaches
P plies. With --random, both sides play random legal moves instead (seeded), taking a random
capture when one exists with probability BIAS (0-1): tactical games, many pieces hanging, many
attacks. A game that ends before P plies is dropped. Output: one game per line, "startpos" or a
FEN, then ";" and ICCS moves.
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


START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"


def start_board():
    board = {}
    for i, row in enumerate(START.split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board[(f, 9 - i)] = ch
                f += 1
    return board


def random_game(eng, rng, plies, bias):
    """Random legal play from the start, preferring captures with probability @bias."""
    board = start_board()
    moves = []
    while len(moves) < plies:
        legal = eng.legal(moves)
        if not legal:
            return None
        caps = [m for m in legal if square(to_iccs(m)[2:]) in board]
        mv = rng.choice(caps) if caps and rng.random() < bias else rng.choice(legal)
        iccs = to_iccs(mv)
        board[square(iccs[2:])] = board.pop(square(iccs[:2]))
        moves.append(mv)
    return moves


def square(iccs):
    return (ord(iccs[0]) - ord("a"), int(iccs[1]))


def main():
    args = sys.argv[1:]
    out = args[0]
    n = int(args[args.index("--games") + 1]) if "--games" in args else 20
    min_plies = int(args[args.index("--min-plies") + 1]) if "--min-plies" in args else 300
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 2026
    rng = random.Random(seed)
    bias = float(args[args.index("--random") + 1]) if "--random" in args else None
    eng = Engine()
    games = []
    while bias is not None and len(games) < n:
        g = random_game(eng, rng, min_plies, bias)
        if g:
            games.append(g)
            print(f"game {len(games)}: {len(g)} plies", file=sys.stderr)
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
        if bias is None:
            f.write("# Long games by Fairy-Stockfish self-play at depth 1-3 (tests/bench/make-games.py).\n")
        else:
            f.write(f"# Random legal play, captures taken with probability {bias} (tests/bench/make-games.py"
                    f" --random {bias} --seed {seed} --min-plies {min_plies}).\n")
        for g in games:
            f.write("startpos;" + " ".join(to_iccs(m) for m in g) + "\n")


if __name__ == "__main__":
    main()
