#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end, as a user, three journeys:

(a) open a game, step through it, read the explanation, play into a cycle: starts qili with a
    PGN file, presses Forward five times, reads the explanation pane (the move is a chase, 捉,
    citing CXA 29.3), types the moves that repeat the position and reads the ruling banner
    (Red's perpetual chase: Red must change, CXA 26.4);
(b) set up a position in set-up mode (its FEN typed in), play into a repetition, read the banner;
(c) open the library, find an example, start its quiz, answer one question right and one wrong,
    and read the explanation and the score.

Runs under a display and a D-Bus session (the gui suite): starts the accessibility bus and qili
anew for each journey. Prints TAP.
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

from journey import private_dirs  # noqa: E402
from qili_atspi import Qili, stop_bus  # noqa: E402

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


APP_ENV = {
    **private_dirs(),
    "G_DEBUG": os.environ.get("QILI_E2E_APP_G_DEBUG", os.environ.get("G_DEBUG", "")),
    "GSETTINGS_BACKEND": "memory",
    "LANGUAGE": "C",
    "LC_ALL": "C.UTF-8",
    "GSK_RENDERER": os.environ.get("GSK_RENDERER", "cairo"),
}


def journey_file():
    """(a) Open a file, step, read the explanation; play into a cycle, read the banner."""
    app = Qili(QILI, [PGN], env=APP_ENV)
    try:
        # The game opens at its start: the title names the players
        players = wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        check("(a) the PGN file opens with its tags", bool(players), repr(app.labels(app.window)[:12]))

        for _ in range(5):
            app.click("Forward")
            time.sleep(0.3)

        def pane():
            return " | ".join(texts_in(app, "XqExplanationPane"))

        text = wait_until(lambda: "车八进五" in pane() and "捉" in pane() and pane())
        check("(a) after five steps the pane shows 3. 车八进五 (Red)", "3. 车八进五 (Red)" in (text or ""), text or pane())
        check("(a) its heaviest nature is 捉 chase", "捉 chase" in (text or ""), text or "")
        check("(a) the evidence cites the clause (CXA 28.3, 29.3)", "(CXA rules arts. 28.3, 29.3)" in (text or ""),
              text or "")
        check("(a) the evidence names the horse as the board shows it", "Black’s horse on file 8" in (text or ""),
              text or "")
        check("(a) the protection table names the horse as unprotected (无根)", "无根 unprotected" in (text or ""), text or "")
        banner = texts_in(app, "XqRulingBanner")
        check("(a) no ruling yet", not any("must change" in t for t in banner), repr(banner))

        # Play into a repetition: the horse runs, the rook chases it again
        for move in ("马8退7", "车八进二", "马7进8", "车八退二"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.4)

        banner = wait_until(lambda: banner_verdict(app)) or texts_in(app, "XqRulingBanner")
        joined = " | ".join(banner)
        check("(a) the banner rules: Red must change", "Red must change, or loses" in joined, joined)
        check("(a) the banner names the perpetual chase (长捉)", "chases Black’s horse on file 8 perpetually" in joined,
              joined)
        check("(a) the banner cites CXA 26.4", "CXA rules art. 26.4" in joined, joined)
        check("(a) the status line follows the game", any("Black to move" in t for t in app.labels(app.window)),
              repr([t for t in app.labels(app.window) if "move" in t]))
    except Exception as error:  # report, don't hang the suite
        check("(a) no error while driving the app", False, repr(error))
    finally:
        app.close()


def banner_verdict(app):
    labels = texts_in(app, "XqRulingBanner")
    return labels if any("must change" in t for t in labels) else None


def journey_setup():
    """(b) Set up a position, play into a repetition, read the ruling banner."""
    app = Qili(QILI, [], env=APP_ENV)
    try:
        app.click("Set Up Position")
        app.set_text("FEN", "3k5/4a4/9/9/7n1/9/9/9/9/1R2K4 w - - 0 1")
        valid = wait_until(lambda: "The position is valid." in app.labels(app.window))
        check("(b) the typed FEN is a valid position", bool(valid), repr(app.labels(app.window)[:20]))
        app.click("Done")
        status = wait_until(lambda: "Red to move" in app.labels(app.window))
        check("(b) Done starts a game from it", bool(status), repr(app.labels(app.window)[:20]))

        # The general steps aside, the rook chases the horse, which runs back and forth
        for move in ("帅五平四", "将4进1", "帅四进一", "将4退1", "车八进五", "马8退7", "车八进二", "马7进8"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.3)
        banner = texts_in(app, "XqRulingBanner")
        check("(b) no ruling before the position repeats", not any("must change" in t for t in banner), repr(banner))
        app.type_into("Move to play", "车八退二", button="Play the Move")
        joined = " | ".join(wait_until(lambda: banner_verdict(app)) or texts_in(app, "XqRulingBanner"))
        check("(b) the banner rules: Red must change", "Red must change, or loses" in joined, joined)
        check("(b) it names the perpetual chase (长捉) and CXA 26.4",
              "perpetually" in joined and "CXA rules art. 26.4" in joined, joined)
    except Exception as error:
        check("(b) no error while driving the app", False, repr(error))
    finally:
        app.close()


def panel_texts(app, name):
    """The texts of the showing labels inside the box whose accessible name is @name."""
    panel = app.find(pyatspi.ROLE_PANEL, name) or app.find(pyatspi.ROLE_FILLER, name)
    return [t for t in app.labels(panel) if t] if panel is not None else []


def journey_library():
    """(c) Open the library, answer a quiz question right and one wrong, read why."""
    app = Qili(QILI, [], env=APP_ENV)
    try:
        app.select_page("Library")
        app.set_text("Search the examples", "n-chase")
        found = wait_until(lambda: "A chase (捉)" in panel_texts(app, "Example"))
        check("(c) searching finds the example", bool(found), repr(panel_texts(app, "Example")))
        app.click("Start Quiz")
        question = "Under the CXA rules, what is move 1, 车九进四, by itself?"
        asked = wait_until(lambda: question in app.labels(app.window))
        check("(c) the quiz asks what the move is", bool(asked), repr(app.labels(app.window)[-20:]))

        # Right: the rook attacks the unprotected horse
        app.click("Chase (捉)")
        app.click("Check Answer")
        answer = wait_until(lambda: panel_texts(app, "Answer"))
        check("(c) a right answer is said to be right", answer[:1] == ["Right."], repr(answer))
        why = " ".join(answer[1:])
        check("(c) and explained, citing the clause", "CXA rules arts. 28.3, 29.3" in why and "unprotected" in why, why)
        check("(c) the score counts it", "1 of 1 right" in app.labels(app.window), repr(app.labels(app.window)[:12]))

        # Wrong: the next move is a chase too, not a check
        app.click("Next Question")
        wait_until(lambda: any("马九进七" in t for t in app.labels(app.window)))
        app.click("Check (将)")
        app.click("Check Answer")
        answer = wait_until(lambda: [t for t in panel_texts(app, "Answer") if t != "Right."] and panel_texts(app, "Answer"))
        check("(c) a wrong answer gets the right one", answer[:1] == ["Not quite. The answer: Chase (捉)."], repr(answer))
        why = " ".join(answer[1:])
        check("(c) with the explanation", "is a chase (29.1)" in why, why)
        check("(c) the score counts both", "1 of 2 right" in app.labels(app.window), repr(app.labels(app.window)[:12]))
    except Exception as error:
        check("(c) no error while driving the app", False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    journey_file()
    journey_setup()
    journey_library()
    stop_bus()
    print("1..%d" % len(checks))
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
