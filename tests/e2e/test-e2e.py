#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end, as a user: open a game, step through it, read the explanation, play into a cycle.

Runs under a display and a D-Bus session (the gui suite): starts the accessibility bus, starts
qili with a PGN file, presses Forward five times, reads the explanation pane (the move is a
chase, 捉, citing CXA 29.3), then types the moves that repeat the position and reads the ruling
banner (Red's perpetual chase: Red must change, CXA 26.4). Prints TAP.
"""

import os
import sys
import time

# The test environment makes GLib warnings fatal; AT-SPI's client library warns about objects that
# go away while it walks the tree, so this (Python) process runs without that. The app keeps it.
if "fatal-warnings" in os.environ.get("G_DEBUG", "") and not os.environ.get("QILI_E2E_REEXEC"):
    os.environ["QILI_E2E_APP_G_DEBUG"] = os.environ["G_DEBUG"]
    os.environ["G_DEBUG"] = "gc-friendly"
    os.environ["QILI_E2E_REEXEC"] = "1"
    os.execv(sys.executable, [sys.executable] + sys.argv)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pyatspi  # noqa: E402

from qili_atspi import Qili  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
PGN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "perpetual-chase.pgn")

checks = []


def check(name, ok, detail=""):
    checks.append((name, ok, detail))
    print("%s %d - %s%s" % ("ok" if ok else "not ok", len(checks), name, "" if ok else " # " + detail))
    sys.stdout.flush()


def texts_in(app, container_name):
    """The texts of the showing labels inside the widget whose accessible name is @container_name."""
    container = app.wait_for(pyatspi.ROLE_FILLER, container_name)
    return [t for t in app.labels(container) if t]


def wait_until(func, timeout=10):
    deadline = time.monotonic() + timeout
    value = func()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = func()
    return value


def main():
    print("TAP version 13")
    env = {
        "G_DEBUG": os.environ.get("QILI_E2E_APP_G_DEBUG", os.environ.get("G_DEBUG", "")),
        "GSETTINGS_BACKEND": "memory",
        "LANGUAGE": "C",
        "LC_ALL": "C.UTF-8",
        "GSK_RENDERER": os.environ.get("GSK_RENDERER", "cairo"),
    }
    app = Qili(QILI, [PGN], env=env)
    try:
        # The game opens at its start: the title names the players
        players = wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        check("the PGN file opens with its tags", bool(players), repr(app.labels(app.window)[:12]))

        for _ in range(5):
            app.click("Forward")
            time.sleep(0.3)

        def pane():
            return " | ".join(texts_in(app, "XqExplanationPane"))

        text = wait_until(lambda: "车八进五" in pane() and "捉" in pane() and pane())
        check("after five steps the pane shows 3. 车八进五 (Red)", "3. 车八进五 (Red)" in (text or ""), text or pane())
        check("its heaviest nature is 捉 chase", "捉 chase" in (text or ""), text or "")
        check("the evidence cites the clause (CXA 28.3, 29.3)", "CXA 28.3, 29.3" in (text or ""), text or "")
        check("the protection table names the horse as unprotected (无根)", "无根 unprotected" in (text or ""), text or "")
        banner = texts_in(app, "XqRulingBanner")
        check("no ruling yet", not any("must change" in t for t in banner), repr(banner))

        # Play into a repetition: the horse runs, the rook chases it again
        for move in ("马8退7", "车八进二", "马7进8", "车八退二"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.4)

        def verdict():
            labels = texts_in(app, "XqRulingBanner")
            return labels if any("must change" in t for t in labels) else None

        banner = wait_until(verdict) or texts_in(app, "XqRulingBanner")
        joined = " | ".join(banner)
        check("the banner rules: Red must change", "Red must change, or loses" in joined, joined)
        check("the banner names the perpetual chase (长捉)", "长捉" in joined, joined)
        check("the banner cites CXA 26.4", "CXA 26.4" in joined, joined)
        check("the status line follows the game", any("Black to move" in t for t in app.labels(app.window)),
              repr([t for t in app.labels(app.window) if "move" in t]))
    except Exception as error:  # report, don't hang the suite
        check("no error while driving the app", False, repr(error))
    finally:
        app.close()
    print("1..%d" % len(checks))
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
