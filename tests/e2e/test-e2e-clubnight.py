#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A club night on the Tournament page, driven from the keyboard as an arbiter does (issue 29).

A Swiss of six players, prepared with qili-cli, whose late entrants get a half-point bye for each
round they missed. With real key events only (xdotool; nothing activated through AT-SPI) the
arbiter opens the event, pairs round 1 and keys in its results; enters a latecomer, who gets the
event's points for round 1 and is paired in round 2; gives a player the half-point bye he asked
for in round 2 before pairing it; pairs round 2, swaps a board's colours, un-pairs a board and pairs
its players by hand; and opens Why? with its key. Everything is read over AT-SPI and checked
against qili-cli on the same file (the pairing stored, the journal with who and when, the
standings). With QILI_E2E_SHOTS=DIR it saves a screenshot of each step there, and runs the journey
in zh_CN as well (QILI_E2E_LANGS="C zh_CN" chooses). Prints TAP.
"""

import calendar
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, private_dirs, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, main_window_id, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
QILI_CLI = os.environ.get("QILI_CLI", "build/src/cli/qili-cli")
SHOTS = os.environ.get("QILI_E2E_SHOTS")
PLAYERS = ["王天一", "郑惟桐", "许银川", "Lai Li", "Sam Lee", "赵鑫鑫"]
LATECOMER = "Late Lu"
ARBITER = "Arbiter Chen"
# The app's time zone: China's, UTC+8 all year (a POSIX zone, so no tzdata is needed). The journal
# keeps UTC; the page shows the local time.
APP_TZ, APP_UTC_OFFSET = "CST-8", 8 * 3600


def cli(db, *args):
    out = subprocess.run([QILI_CLI, "tournament", "--db", db] + list(args), capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out) if out.strip() else None


def shown_when(at):
    """A journal stamp as the page shows it: the store's UTC ("2026-12-06T08:40:38Z") in the app's
    zone, in its locale's (C.UTF-8) date and time, "%x %X"."""
    utc = calendar.timegm(time.strptime(at, "%Y-%m-%dT%H:%M:%SZ"))
    return time.strftime("%x %X", time.gmtime(utc + APP_UTC_OFFSET))


def prepare(lang):
    """The event file: a 4-round Swiss of six, late entrants scored a half-point bye a missed round."""
    db = os.path.join(private_dirs()["XDG_DATA_HOME"], lang, "qili", "events.db")
    os.makedirs(os.path.dirname(db), exist_ok=True)
    cli(db, "create", "--name", "Club night", "--system", "swiss", "--rounds", "4", "--late-entry", "half")
    for i, name in enumerate(PLAYERS):
        cli(db, "add-player", "--event", "1", "--name", name, "--rating", str(2000 - 50 * i))
    return db


class Keys:
    """Real key events (XTest through xdotool) into the app's window."""

    def __init__(self, app):
        self.app = app
        self.wid = wait_until(lambda: main_window_id(app.process.pid), 10)
        if not self.wid:
            raise AssertionError("no X window for the app")
        xdotool("windowactivate", "--sync", self.wid)
        xdotool("windowfocus", "--sync", self.wid)

    def __call__(self, *keys, pause=0.25):
        for key in keys:
            xdotool("key", "--clearmodifiers", key)
            time.sleep(pause)

    def type(self, text):
        xdotool("type", "--delay", "30", text)
        time.sleep(0.3)


def shot(lang, step):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        time.sleep(0.4)  # the frame after the change
        subprocess.run(["import", "-window", "root", os.path.join(SHOTS, "%s-%s.png" % (lang, step))],
                       capture_output=True, timeout=30)


def focused(app, root=None):
    """The accessible that has the keyboard focus."""
    stack = [root or app.window]
    while stack:
        acc = stack.pop()
        try:
            state = acc.getState()
            if not (state.contains(pyatspi.STATE_SHOWING) or state.contains(pyatspi.STATE_VISIBLE)):
                continue
            if state.contains(pyatspi.STATE_FOCUSED):
                return acc
            stack.extend(acc[i] for i in range(acc.childCount))
        except Exception:
            continue
    return None


def focused_name(app):
    acc = focused(app)
    try:
        return (acc.getRoleName(), acc.name) if acc is not None else None
    except Exception:
        return None


def table(app, name):
    for role in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST_BOX,
                 pyatspi.ROLE_LIST):
        found = app.find(role, name)
        if found is not None:
            return found
    return None


def rows_of(app, name):
    """The rows of the table @name as lists of their cells' texts, and the selected row's index."""
    t = table(app, name)
    if t is None:
        return [], None
    rows, selected = [], None
    for row in app.find_all(pyatspi.ROLE_TABLE_ROW, None, t):
        try:
            cells = app.labels(row)
            if row.getState().contains(pyatspi.STATE_SELECTED):
                selected = len(rows)
            rows.append(cells)
        except Exception:
            continue
    return rows, selected


def boards_shown(app, tr):
    """(board, red, result, black) of each row of the pairing table; the selected row's index."""
    rows, selected = rows_of(app, tr["Pairings and results"])
    header = 1 if rows and not rows[0][0].isdigit() else 0
    return [tuple(r[:4]) for r in rows[header:] if len(r) >= 4], (selected - header if selected is not None else None)


def name_of(cell):
    """"3  许银川  (2)" → "许银川"; a bye's text as it is."""
    parts = cell.split("  ")
    return parts[1] if len(parts) >= 3 else cell


def stored_pairing(db, rnd):
    """The pairing of round @rnd as qili-cli has it: [(board, red, black, result)]."""
    out = subprocess.run([QILI_CLI, "tournament", "--db", db, "export", "--event", "1", "--format", "csv", "--table",
                          "pairings", "--round", str(rnd)], capture_output=True, text=True).stdout
    return [(int(f[1]), f[3], f[4], f[5]) for f in (line.split(",") for line in out.splitlines()[1:]) if len(f) >= 6]


def trf_line(db, name):
    out = subprocess.run([QILI_CLI, "tournament", "--db", db, "export", "--event", "1", "--format", "trf"],
                         capture_output=True, text=True).stdout
    return next((line for line in out.splitlines() if line.startswith("001") and name in line), "")


def focus_in_table(app, tr):
    """The keyboard focus is on a row of the pairing table (the result keys go there)."""
    t = table(app, tr["Pairings and results"])
    acc = focused(app, t) if t is not None else None
    return acc is not None


TEXTS = {
    "C": {"Tournament": "Tournament", "Pairings and results": "Pairings and results", "Players": "Players",
          "Half-point bye": "Half-point bye", "Why this pairing": "Why this pairing",
          "Journal of changes by hand": "Journal of changes by hand", "lang": "en"},
    "zh_CN": {"Tournament": "比赛", "Pairings and results": "对阵与结果", "Players": "棋手",
              "Half-point bye": "半分轮空", "Why this pairing": "为何如此编排",
              "Journal of changes by hand": "手动调整记录", "lang": "zh_CN"},
}


def journey(lang):
    tr = TEXTS[lang]
    tag = "[%s] " % lang
    db = prepare(lang)
    env = app_env(GTK_USE_PORTAL="0", XDG_DATA_HOME=os.path.dirname(os.path.dirname(db)), TZ=APP_TZ)
    if lang != "C":
        env.update(LANGUAGE=lang)  # LC_ALL stays C.UTF-8: a zh_CN locale need not be installed
    app = Qili(QILI, [], env=env)
    try:
        keys = Keys(app)
        # The Tournament page from the header bar's switcher, with Tab; Return opens the event.
        for _ in range(10):
            f = focused_name(app)
            if f is not None and f[0] == "page tab" and f[1] == tr["Tournament"]:
                break
            keys("Tab")
        keys("space")
        opened = wait_until(lambda: focused_name(app) is not None and focused_name(app)[0] == "list item")
        keys("Return")
        check(tag + "the event opens from the keyboard", bool(wait_until(
            lambda: app.find(pyatspi.ROLE_PAGE_TAB, tr["Players"]))), repr(opened))

        # Round 1: Alt+2 shows Rounds, Alt+P pairs, 1 = 0 enter the three results.
        keys("alt+2")
        keys("alt+p")
        paired = wait_until(lambda: len(boards_shown(app, tr)[0]) == 3 and focus_in_table(app, tr), 15)
        check(tag + "Alt+2 then Alt+P pair round 1, the focus on its first board", bool(paired),
              repr((boards_shown(app, tr), focused_name(app))))
        shot(lang, "01-round1-paired")
        keys("1", "equal", "0")
        results = wait_until(lambda: [b[3] for b in stored_pairing(db, 1)] == ["1-0", "1/2-1/2", "0-1"])
        shown = [b[2] for b in boards_shown(app, tr)[0]]
        check(tag + "three results keyed in, stored and shown", bool(results) and shown == ["1–0", "½–½", "0–1"],
              "stored %r, shown %r" % (stored_pairing(db, 1), shown))
        shot(lang, "02-round1-results")

        # A latecomer: Alt+1 shows Players with the cursor in the name field; Return adds him.
        keys("alt+1")
        in_name = wait_until(lambda: (focused_name(app) or ("", ""))[0] in ("text", "entry"))
        keys.type(LATECOMER)
        keys("Return")
        added = wait_until(lambda: " H" in trf_line(db, LATECOMER))
        line = trf_line(db, LATECOMER)
        check(tag + "the latecomer is typed in and entered after round 1", bool(in_name) and bool(added),
              repr((line, focused_name(app))))
        # The event gives a half-point bye for the round he missed: a draw's points (2-1-0: 1).
        rows, _ = rows_of(app, tr["Players"])
        late_row = next((r for r in rows if LATECOMER in r), [])
        check(tag + "he has the half-point bye's points for round 1, in the store and on the page",
              " 1.0 " in line and "0000 - H" in line and "1" in late_row[2:], "trf %r, row %r" % (line, late_row))
        shot(lang, "03-late-entry")

        # 许银川 asks for a half-point bye in round 2: his row, then Alt+B and H.
        for _ in range(10):
            if (focused_name(app) or ("", ""))[0] == "table row":
                break
            keys("Tab")
        keys("Home", "Down", "Down")
        rows, selected = rows_of(app, tr["Players"])
        check(tag + "his row is reached with Tab and the arrows", selected is not None and PLAYERS[2] in rows[selected],
              repr((selected, rows)))
        keys("alt+b")
        shot(lang, "04-bye-menu")
        keys("h")
        asked = wait_until(lambda: any("half-point bye" in e["text"]["en"] and PLAYERS[2] in e["text"]["en"]
                                       for e in cli(db, "journal", "--event", "1")["journal"]))
        check(tag + "the half-point bye he asked for is journaled before round 2 is paired", bool(asked),
              repr(cli(db, "journal", "--event", "1")))

        # Round 2: the latecomer paired, the bye shown as a half-point bye.
        keys("alt+2")
        keys("alt+p")
        wait_until(lambda: len(stored_pairing(db, 2)) == 4, 15)
        stored = stored_pairing(db, 2)
        shown = wait_until(lambda: len(boards_shown(app, tr)[0]) == 4 and boards_shown(app, tr)[0])
        names = {name_of(b[1]) for b in shown or []} | {name_of(b[3]) for b in shown or []}
        check(tag + "round 2 pairs the latecomer", LATECOMER in names and any(LATECOMER in (r, b) for _, r, b, _ in stored),
              repr((shown, stored)))
        bye_row = next((b for b in shown or [] if name_of(b[1]) == PLAYERS[2]), None)
        check(tag + "the pairing shows his half-point bye", bye_row is not None and bye_row[3] == tr["Half-point bye"],
              repr(bye_row))
        check(tag + "and it scores a draw's points", " H" in trf_line(db, PLAYERS[2]).split(" 0 ", 1)[-1] and
              "  1.0 " in trf_line(db, PLAYERS[2]), repr(trf_line(db, PLAYERS[2])))
        shot(lang, "05-round2-paired")

        # Changes by hand on the first board: Alt+H, then Return on Swap (the first button).
        keys("Up", "Up", "Up")
        before = stored_pairing(db, 2)[0]
        keys("alt+h")
        shot(lang, "06-changes-popover")
        keys("Return")
        swapped = wait_until(lambda: stored_pairing(db, 2)[0][1:3] == (before[2], before[1]))
        check(tag + "Alt+H and Return swap the first board's colours", bool(swapped),
              "before %r, after %r" % (before, stored_pairing(db, 2)[0]))
        keys("Escape")
        back = wait_until(lambda: focus_in_table(app, tr))
        check(tag + "Escape closes the popover and gives the keys back to the boards", bool(back),
              repr(focused_name(app)))
        shown, _ = boards_shown(app, tr)
        check(tag + "the page shows the colours as stored", bool(shown) and
              (name_of(shown[0][1]), name_of(shown[0][3])) == stored_pairing(db, 2)[0][1:3], repr(shown))

        # Board 2 un-paired, then its two players paired again by hand (Alt+U, Alt+P in the popover).
        keys("Down")
        second = stored_pairing(db, 2)[1]
        keys("alt+h")
        keys("alt+u")
        unpaired = wait_until(lambda: len(stored_pairing(db, 2)) == 3)
        check(tag + "Alt+U un-pairs the second board", bool(unpaired), repr(stored_pairing(db, 2)))
        shot(lang, "07-unpaired")
        keys("alt+p")
        repaired = wait_until(lambda: len(stored_pairing(db, 2)) == 4)
        stored = stored_pairing(db, 2)
        check(tag + "Alt+P pairs the two players left by hand, on the board they left",
              bool(repaired) and any({r, b} == {second[1], second[2]} and n == second[0] for n, r, b, _ in stored),
              repr(stored))
        shot(lang, "08-paired-by-hand")
        journal = cli(db, "journal", "--event", "1")["journal"]
        # The popover's labels (its own surface, under the app's accessible rather than the window's)
        colon = "：" if tr["lang"] != "en" else ": "  # as the page's "%s · %s: %s" is translated
        page = "\n".join(t for t in app.labels() if " · " in t and any(e["who"] + colon in t for e in journal))
        by_hand = [e for e in journal if e["action"] in ("swap", "unpair", "pair")]
        check(tag + "the journal has the three changes by hand, who and when", len(by_hand) == 3 and
              all(e["who"] and e["at"].endswith("Z") for e in by_hand), repr(journal))
        missing = [e for e in journal if shown_when(e["at"]) + " · " + e["who"] + colon + e["text"][tr["lang"]]
                   not in page.split("\n")]
        utc_shown = [e["at"] for e in journal if e["at"] in page]
        check(tag + "the page's journal shows what the store has, when in the local time", not missing,
              "page %r, missing %r" % (page, missing))
        check(tag + "the page's journal shows no UTC stamp as stored", page and not utc_shown, repr(utc_shown))
        keys("Escape")
        wait_until(lambda: focus_in_table(app, tr))
        shown, _ = boards_shown(app, tr)
        stored = stored_pairing(db, 2)
        check(tag + "the page's pairing is the stored one",
              sorted((name_of(b[1]), name_of(b[3])) for b in shown) ==
              sorted((r, b if b != "(bye)" else tr["Half-point bye"]) for _, r, b, _ in stored),
              "shown %r, stored %r" % (shown, stored))

        # Why? on the first board, with its key.
        keys("Home")
        keys("Up", "Up", "Up", "Up")
        keys("question")
        explained = cli(db, "explain", "--event", "1", "--round", "2")
        first = next(b for b in explained["boards"] if b["board"] == 1)
        text = wait_until(lambda: next((t for t in app.labels() if first["text"][tr["lang"]][:20] in t), ""))
        shot(lang, "09-why")
        check(tag + "? opens Why?, which says what qili-cli explains for the board",
              bool(text) and first["text"][tr["lang"]] in text, "shown %r, cli %r" % (text, first["text"]))
        keys("Escape")
        check(tag + "and Escape gives the keys back to the boards", bool(wait_until(lambda: focus_in_table(app, tr))),
              repr(focused_name(app)))
    except Exception as error:  # report, don't hang the suite
        check(tag + "no error while driving the app", False, repr(error))
        shot(lang, "error")
    finally:
        app.close()


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed")
        return 0
    start = time.monotonic()
    try:
        for lang in os.environ.get("QILI_E2E_LANGS", "C zh_CN" if SHOTS else "C").split():
            journey(lang)
    finally:
        stop_bus()
    print("# %.0f s" % (time.monotonic() - start))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
