#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Drives the built app over AT-SPI into each screenshot's state and saves the screen.

Run by make-screenshots.sh under Xvfb and a D-Bus session (the screen is the window's size, the
window is undecorated at 0,0). Usage: make-screenshots.py QILI OUTDIR [LANG…]
"""

import gettext
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "e2e"))

import pyatspi  # noqa: E402

from qili_atspi import Qili, press_keys, stop_bus  # noqa: E402


def wait_until(func, timeout=10):
    deadline = time.monotonic() + timeout
    value = func()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = func()
    return value


class Shots:
    def __init__(self, qili, outdir, lang):
        self.qili = qili
        self.cli = os.path.join(os.path.dirname(qili), "cli", "qili-cli")
        self.outdir = outdir
        self.lang = lang
        self.env = {
            "G_DEBUG": "",
            "GSETTINGS_BACKEND": "memory",
            "LANGUAGE": lang,
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "GSK_RENDERER": "cairo",
        }
        # Buttons are found by their accessible names, in the language of the shot
        self.t = gettext.translation("qili", os.environ.get("QILI_LOCALEDIR"), languages=[lang], fallback=True)

    def _(self, text):
        return self.t.gettext(text)

    def start(self, args=(), env=None):
        app = Qili(self.qili, list(args), env=dict(self.env, **(env or {})))
        time.sleep(1.5)
        return app

    def save(self, name):
        time.sleep(1.2)  # animations (the banner slides in) settle
        suffix = "" if self.lang in ("C", "en") else "-" + self.lang
        path = os.path.join(self.outdir, "%s%s.png" % (name, suffix))
        subprocess.run(["import", "-window", "root", path], check=True)
        print("saved", path)

    def explanation(self):
        """A club game at the move that chases: the pane explains it, the board draws the attack."""
        app = self.start([os.path.join(HERE, "opening.pgn")])
        try:
            app.click(self._("Last Move"))
            self.save("explanation")
        finally:
            app.close()

    def board(self):
        """The Board page from the keyboard: the record-book move list after move 5, the board’s
        cursor on a rook picked up (its targets marked) and the engine's analysis beside it.
        Not among the metainfo's shots (QILI_SHOTS=board); it needs xdotool and fairy-stockfish."""
        app = self.start([os.path.join(HERE, "opening.pgn")])
        try:
            press_keys(app, "Home", *(["Right"] * 10))
            app.click(self._("Analyse with the Engine"))
            for _ in range(30):
                if any(c.getState().contains(pyatspi.STATE_FOCUSED)
                       for c in app.find_all(pyatspi.ROLE_TABLE_CELL)):
                    break
                press_keys(app, "Tab", pause=0.15)
            press_keys(app, "Left", "Left", "Left", "Left", "Down", "Return", "Up")
            time.sleep(3)  # the engine searches
            self.save("board-keyboard")
        finally:
            app.close()

    def ruling(self):
        """A perpetual chase: the banner rules who must change, and why."""
        app = self.start([os.path.join(HERE, "perpetual-chase.pgn")])
        try:
            app.click(self._("Last Move"))
            self.save("ruling")
        finally:
            app.close()

    def library(self):
        """The Library page on an example where the arbiter overrides the engine (细则13), then a
        quiz question answered wrong: the right choice marked, and why."""
        app = self.start()
        try:
            app.select_page(self._("Library"))
            time.sleep(0.5)
            app.set_text(self._("Search the examples"), "细则13")
            time.sleep(1)
            self.save("library")

            app.set_text(self._("Search the examples"), "cxa-2")
            time.sleep(1)
            app.click(self._("Start Quiz"))
            time.sleep(1)
            app.click(self._("Black must change; if not, Black loses"))
            app.click(self._("Check Answer"))
            self.save("quiz")
        finally:
            app.close()

    def club_event(self, db):
        """A club's Swiss through qili-cli, as the desk would have it on the evening of round 4:
        three rounds played, the fourth paired with two results in."""
        def cli(*args):
            return subprocess.run([self.cli, "tournament", "--db", db] + list(args),
                                  capture_output=True, text=True, check=True).stdout
        cli("create", "--name", "城东棋社 秋季积分赛", "--system", "swiss", "--rounds", "5",
            "--tiebreaks", "cxa-14.3.1", "--rules", "cxa")
        players = [("王天一", "杭州", 2650), ("郑惟桐", "成都", 2620), ("许银川", "广东", 2600),
                   ("吕钦", "广东", 2560), ("赵鑫鑫", "浙江", 2540), ("蒋川", "北京", 2520),
                   ("洪智", "湖北", 2500), ("孙勇征", "上海", 2480), ("Sam Lee", "Vancouver", 2300),
                   ("Lai Li", "Kuala Lumpur", 2250)]
        for name, club, rating in players:
            cli("add-player", "--event", "1", "--name", name, "--club", club, "--rating", str(rating))
        results = {1: ["1-0", "1/2-1/2", "0-1", "1-0", "1/2-1/2"],
                   2: ["0-1", "1-0", "1/2-1/2", "1-0", "0-1"],
                   3: ["1/2-1/2", "1-0", "1-0", "0-1", "1-0"],
                   4: ["1-0", "1/2-1/2"]}
        for rnd in range(1, 5):
            cli("pair", "--event", "1")
            for board, result in enumerate(results[rnd], 1):
                cli("result", "--event", "1", "--round", str(rnd), "--board", str(board), result)

    def open_event(self, app, name):
        """Opens the event from the list: a click on its name, as the mouse does."""
        label = app._wait(lambda: app.find(pyatspi.ROLE_LABEL, name), 10, "the event %r" % name)
        x, y, w, h = label.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        pyatspi.Registry.generateMouseEvent(x + w // 2, y + h // 2, "b1c")
        time.sleep(1)

    def tab(self, app, name):
        tab = app._wait(lambda: app.find(pyatspi.ROLE_PAGE_TAB, name), 10, "the tab %r" % name)
        tab.queryAction().doAction(0)
        time.sleep(0.8)

    def tournament(self):
        """The Tournament page on a club's Swiss: the round being entered, then the standings."""
        home = tempfile.mkdtemp(prefix="qili-shots-")
        try:
            os.makedirs(os.path.join(home, "qili"))
            self.club_event(os.path.join(home, "qili", "events.db"))
            app = self.start(env={"XDG_DATA_HOME": home})
            try:
                app.select_page(self._("Tournament"))
                time.sleep(0.5)
                self.open_event(app, "城东棋社 秋季积分赛")
                self.tab(app, self._("Rounds"))
                self.save("tournament-rounds")
                self.tab(app, self._("Standings"))
                self.save("tournament-standings")
                self.tab(app, self._("Crosstable"))
                self.save("tournament-crosstable")
                self.tab(app, self._("Players"))
                self.save("tournament-players")
            finally:
                app.close()
        finally:
            shutil.rmtree(home, ignore_errors=True)

    def team_event(self, db):
        """A city team championship (分台制) through qili-cli: four teams on three boards, a reserve
        brought in by a line-up, round 1 played, round 2 paired with one match in."""
        def cli(*args):
            return json.loads(subprocess.run([self.cli, "tournament", "--db", db] + list(args),
                                             capture_output=True, text=True, check=True).stdout or "{}")
        cli("create", "--name", "市团体赛 City Teams", "--system", "team-roundrobin", "--boards", "3")
        teams = [("杭州队", "杭州棋院", ["王天一", "赵鑫鑫", "黄竹风", "申鹏"]),
                 ("广东队", "广东棋协", ["许银川", "吕钦", "郑惟桐", "张学潮"]),
                 ("北京队", "北京棋院", ["蒋川", "王跃飞", "唐丹", "金波"]),
                 ("上海队", "上海棋院", ["孙勇征", "洪智", "谢靖", "万春林"])]
        ids = {}
        for name, club, players in teams:
            team = cli("add-team", "--event", "1", "--name", name, "--club", club)["team"]
            ids[name] = [cli("add-player", "--event", "1", "--team", str(team), "--name", p,
                             "--rating", str(2600 - 20 * k))["player"] for k, p in enumerate(players)]
            ids[name].insert(0, team)
        # 杭州队 brings its reserve (4th) in on board 3
        hz = ids["杭州队"]
        cli("lineup", "--event", "1", "--round", "1", "--team", str(hz[0]), str(hz[1]), str(hz[2]), str(hz[4]))
        cli("pair", "--event", "1")
        for match, results in ((1, ["1-0", "1/2-1/2", "0-1"]), (2, ["1-0", "1-0", "1/2-1/2"])):
            for board, result in enumerate(results, 1):
                cli("result", "--event", "1", "--round", "1", "--match", str(match), "--board", str(board), result)
        cli("pair", "--event", "1")
        for board, result in enumerate(["1/2-1/2", "0-1", "1-0"], 1):
            cli("result", "--event", "1", "--round", "2", "--match", "1", "--board", str(board), result)

    def teams(self):
        """The Tournament page on a team event: teams, the round's boards, standings by 场分, crosstable."""
        home = tempfile.mkdtemp(prefix="qili-shots-")
        try:
            os.makedirs(os.path.join(home, "qili"))
            self.team_event(os.path.join(home, "qili", "events.db"))
            app = self.start(env={"XDG_DATA_HOME": home})
            try:
                app.select_page(self._("Tournament"))
                time.sleep(0.5)
                self.open_event(app, "市团体赛 City Teams")
                self.tab(app, self._("Teams"))
                self.save("team-teams")
                self.tab(app, self._("Rounds"))
                self.save("team-rounds")
                self.tab(app, self._("Standings"))
                self.save("team-standings")
                self.tab(app, self._("Crosstable"))
                self.save("team-crosstable")
            finally:
                app.close()
        finally:
            shutil.rmtree(home, ignore_errors=True)

    def groups_event(self, db):
        """Groups of three (seed 002) where two players of group A end level on points, head-to-head
        and net wins for second place: a play-off is due before the cross-over."""
        def cli(*args):
            return subprocess.run([self.cli, "tournament", "--db", db] + list(args),
                                  capture_output=True, text=True, check=True).stdout
        cli("create", "--name", "城东棋社 分组赛", "--system", "groups", "--groups", "2", "--tiebreaks", "seed-002")
        players = [("王天一", "杭州", 2650), ("郑惟桐", "成都", 2620), ("许银川", "广东", 2600),
                   ("吕钦", "广东", 2560), ("赵鑫鑫", "浙江", 2540), ("Sam Lee", "Vancouver", 2300)]
        for name, club, rating in players:
            cli("add-player", "--event", "1", "--name", name, "--club", club, "--rating", str(rating))
        meetings = {}

        def winner(x, y):
            # A = 1, 4, 5 and B = 2, 3, 6 by snake seeding: 1 and 2 win everything, 3 beats 6,
            # 4 and 5 win one game each against the other.
            meetings[(x, y)] = meetings.get((x, y), 0) + 1
            if x in (1, 2) or (x, y) == (3, 6):
                return x
            if (x, y) == (4, 5):
                return 4 if meetings[(x, y)] == 1 else 5
            return x
        for rnd in range(1, 7):
            boards = json.loads(cli("pair", "--event", "1"))["boards"]
            for b in boards:
                if b["black"] is None:
                    continue
                x, y = sorted((b["red"], b["black"]))
                w = winner(x, y)
                cli("result", "--event", "1", "--round", str(rnd), "--board", str(b["board"]),
                    "1-0" if w == b["red"] else "0-1")

    def playoff(self):
        """A play-off due for second place of group A, then scheduled with its game to enter."""
        home = tempfile.mkdtemp(prefix="qili-shots-")
        try:
            os.makedirs(os.path.join(home, "qili"))
            db = os.path.join(home, "qili", "events.db")
            self.groups_event(db)
            app = self.start(env={"XDG_DATA_HOME": home})
            try:
                app.select_page(self._("Tournament"))
                time.sleep(0.5)
                self.open_event(app, "城东棋社 分组赛")
                self.tab(app, self._("Groups"))
                self.save("tournament-playoff-due")
                app.click(self._("_Schedule the Play-off").replace("_", ""))
                time.sleep(1.5)
                self.save("tournament-playoff")
            finally:
                app.close()
        finally:
            shutil.rmtree(home, ignore_errors=True)

    def readonly(self):
        """The club's Swiss in a file this user may not write: the banner, the standings."""
        home = tempfile.mkdtemp(prefix="qili-shots-")
        db = os.path.join(home, "qili", "events.db")
        try:
            os.makedirs(os.path.join(home, "qili"))
            self.club_event(db)
            # root may write any file but an immutable one
            if os.geteuid() == 0:
                subprocess.run(["chattr", "+i", db], check=True)
            else:
                os.chmod(db, 0o444)
            app = self.start(env={"XDG_DATA_HOME": home})
            try:
                app.select_page(self._("Tournament"))
                time.sleep(1.5)  # the banner slides in and moves the list down
                self.open_event(app, "城东棋社 秋季积分赛")
                self.tab(app, self._("Standings"))
                self.save("tournament-read-only")
            finally:
                app.close()
        finally:
            if os.geteuid() == 0:
                subprocess.run(["chattr", "-i", db])
            shutil.rmtree(home, ignore_errors=True)


def main():
    qili, outdir = sys.argv[1], sys.argv[2]
    langs = sys.argv[3:] or ["C"]
    try:
        for lang in langs:
            shots = Shots(qili, outdir, lang)
            # QILI_SHOTS=tournament,library makes only those
            for name in os.environ.get("QILI_SHOTS", "explanation,ruling,library,tournament").split(","):
                getattr(shots, name)()
    finally:
        stop_bus()
    return 0


if __name__ == "__main__":
    sys.exit(main())
