#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Board page for a screen reader user, over AT-SPI (what Orca reads) with real key presses:

- every point of the board and every button of the window has one clean name;
- Tab reaches the board; the arrows move its cursor; Enter picks a piece up (its targets say so)
  and drops it; the move played is said on the point that has the focus, and so is the reason an
  illegal drop is refused.
Prints TAP.
"""

import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, press_keys, stop_bus  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")

APP_ENV = app_env()


def points(app):
    board = app.find(pyatspi.ROLE_TABLE, "Board")
    return app.find_all(pyatspi.ROLE_TABLE_CELL, None, board) if board is not None else []


def focused_point(app):
    for cell in points(app):
        if cell.getState().contains(pyatspi.STATE_FOCUSED):
            return cell
    return None


def described(cell):
    return (cell.description or "") if cell is not None else ""


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed")
        return 0
    app = Qili(QILI, [], env=APP_ENV)
    try:
        cells = wait_until(lambda: len(points(app)) == 90 and points(app))
        check("the board is a grid of 90 points", bool(cells), "%d points" % len(points(app)))
        names = [c.name or "" for c in (cells or [])]
        check("every point has a name", all(names), repr([n for n in names if not n][:3]))
        check("a point says what stands there as the notation does",
              "Red's cannon, file 2" in names and "Black's horse, file 2" in names and "empty point e4" in names,
              repr(names[:12]))

        buttons = app.find_all(pyatspi.ROLE_PUSH_BUTTON) + app.find_all(pyatspi.ROLE_TOGGLE_BUTTON)
        bad = [b.name for b in buttons if not b.name or b.name.startswith("Gtk") or "_" in b.name or
               (len(b.name.split(" ")) % 2 == 0 and b.name.split(" ")[:len(b.name.split(" ")) // 2] ==
                b.name.split(" ")[len(b.name.split(" ")) // 2:])]
        check("every button has one clean name (%d buttons)" % len(buttons), not bad and len(buttons) > 10, repr(bad))

        # Tab to the board: the focus lands on its cursor, Red's general
        for _ in range(40):
            if focused_point(app) is not None:
                break
            press_keys(app, "Tab", pause=0.15)
        cell = focused_point(app)
        check("Tab reaches the board at its cursor", cell is not None and cell.name == "Red's general, file 5",
              cell.name if cell is not None else "no point has the focus")

        press_keys(app, "Right", "Right", "Right", "Up", "Up")
        cell = focused_point(app)
        check("the arrows move the cursor (to h2)", cell is not None and cell.name == "Red's cannon, file 2",
              cell.name if cell is not None else "-")
        press_keys(app, "Return")
        check("Enter picks the cannon up", "picked up" in described(focused_point(app)), described(focused_point(app)))
        press_keys(app, "Left", "Left", "Left")
        check("its targets say so", described(focused_point(app)) == "e2, can move here", described(focused_point(app)))
        press_keys(app, "space")
        said = wait_until(lambda: described(focused_point(app)).startswith("Red played 炮二平五. Black to move."))
        check("Space drops it: the move is played and said", bool(said), described(focused_point(app)))
        check("the point now names the cannon on its new file", focused_point(app).name == "Red's cannon, file 5",
              focused_point(app).name)

        # Black to move: Red's cannon cannot move now
        press_keys(app, "Return", "Up", "Up", "Return")
        reason = wait_until(lambda: "belongs to the other side" in described(focused_point(app)))
        check("an illegal drop says why", bool(reason), described(focused_point(app)))

        # The game keys still step through the game from the board: Home/End
        press_keys(app, "Escape", "Home")
        cell = wait_until(lambda: next((c for c in points(app) if c.name == "Red's cannon, file 2"), None))
        check("Home on the board goes to the start", cell is not None)
    except Exception as error:
        check("no error while driving the app", False, repr(error))
    finally:
        app.close()
        stop_bus()
    return finish()


if __name__ == "__main__":
    sys.exit(main())
