#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The game keys wherever the focus is, pressed as a user presses them (issue 31): Left, Right,
Home, End and Ctrl+Z, Shift+Ctrl+Z step and undo on the Board page after a move played with the
mouse (the focus left in the empty move entry), after set-up → Done, after Library → Open on
Board. The move entry takes the keys only while it holds text; the board's cursor only after the
user moved into the board with Tab. Real key presses and clicks (xdotool), read over AT-SPI.
Prints TAP.
"""

import os
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, private_dirs, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, main_window_id, press_keys, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
PGN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "perpetual-chase.pgn")

HEADING = re.compile(r"^\d+(\.|…) \S+ \((Red|Black)\)$")


def fresh_env(**more):
    """The app's environment with a state folder of its own: a game left unsaved by an earlier
    journey (the app keeps it for restoring) does not greet this one with a dialog."""
    base = private_dirs()["XDG_STATE_HOME"]
    os.makedirs(base, exist_ok=True)
    return app_env(GTK_USE_PORTAL="0", XDG_STATE_HOME=tempfile.mkdtemp(prefix="run-", dir=base), **more)


def heading(app):
    """The explanation pane's title: the current move ("2. 帅四进一 (Red)"), or "" at the start."""
    pane = app.find(pyatspi.ROLE_FILLER, "XqExplanationPane") or app.find(pyatspi.ROLE_PANEL, "XqExplanationPane")
    if pane is None:
        return ""
    return next((t for t in app.labels(pane) if HEADING.match(t)), "")


def expect_heading(app, want, what):
    got = wait_until(lambda: heading(app) == want, 5) and want or heading(app)
    check(what, got == want, "heading %r, expected %r" % (got, want))


def page_shown(app):
    for tab in app.find_all(pyatspi.ROLE_PAGE_TAB):
        if tab.getState().contains(pyatspi.STATE_SELECTED) or tab.getState().contains(pyatspi.STATE_CHECKED):
            return tab.name
    return None


def board_cells(app):
    """The board's 90 points, in square order (a0 … i9)."""
    def cells():
        board = app.find(pyatspi.ROLE_TABLE, "Board")
        found = app.find_all(pyatspi.ROLE_TABLE_CELL, root=board) if board is not None else []
        return found if len(found) == 90 else None
    return wait_until(cells)


def click_at(app, acc, x=None):
    """A real click (xdotool) on the widget @acc, @x pixels from its left edge (else its middle)."""
    extents = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    wid = main_window_id(app.process.pid)
    xdotool("mousemove", "--window", wid, extents.x + (extents.width // 2 if x is None else x),
            extents.y + extents.height // 2)
    xdotool("click", "1")
    time.sleep(0.3)


def click_point(app, iccs):
    """A real click (xdotool) on the point @iccs ("h2") of the board."""
    cells = board_cells(app)
    cell = cells[(ord(iccs[0]) - ord("a")) + 9 * int(iccs[1])]
    extents = cell.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    wid = main_window_id(app.process.pid)
    xdotool("mousemove", "--window", wid, extents.x + extents.width // 2, extents.y + extents.height // 2)
    xdotool("click", "1")
    time.sleep(0.3)


def cursor_point(app):
    """The name of the board point that has the focus, if one has."""
    for cell in board_cells(app) or []:
        try:
            if cell.getState().contains(pyatspi.STATE_FOCUSED):
                return cell.name
        except Exception:
            pass
    return None


def entry(app):
    return app.find(pyatspi.ROLE_TEXT, "Move to play") or app.find(pyatspi.ROLE_ENTRY, "Move to play")


def entry_focused(app):
    e = entry(app)
    return e is not None and (e.getState().contains(pyatspi.STATE_FOCUSED) or
                              any(e[i].getState().contains(pyatspi.STATE_FOCUSED) for i in range(e.childCount)))


def journey_mouse_move():
    """A move typed, then one played with the mouse: the focus stays in the (empty) entry."""
    app = Qili(QILI, [], env=fresh_env())
    try:
        board_cells(app)
        press_keys(app)  # the window has the X focus
        # Focus the entry as a user does, by clicking into it, and play a move from it
        e = entry(app)
        ext = e.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        wid = main_window_id(app.process.pid)
        xdotool("mousemove", "--window", wid, ext.x + 20, ext.y + ext.height // 2)
        xdotool("click", "1")
        xdotool("type", "h2e2")
        xdotool("key", "Return")
        expect_heading(app, "1. 炮二平五 (Red)", "a move typed into the entry is played")
        check("the entry keeps the focus, empty", bool(wait_until(lambda: entry_focused(app), 3)) and app.text_of(e) == "",
              repr(app.text_of(e)))
        # Black answers with the mouse: 马8进7 (h9 → g7)
        click_point(app, "h9")
        click_point(app, "g7")
        expect_heading(app, "1… 马8进7 (Black)", "a move played with the mouse")
        press_keys(app, "Left")
        expect_heading(app, "1. 炮二平五 (Red)", "Left after a mouse move steps back (the empty entry has the focus)")
        press_keys(app, "Right")
        expect_heading(app, "1… 马8进7 (Black)", "Right steps forward again")
        press_keys(app, "Home")
        check("Home goes to the start", bool(wait_until(lambda: heading(app) == "", 5)), heading(app))
        press_keys(app, "End")
        expect_heading(app, "1… 马8进7 (Black)", "End goes to the last move")
        press_keys(app, "ctrl+z")
        expect_heading(app, "1. 炮二平五 (Red)", "Ctrl+Z undoes the mouse move (not the entry's typing)")
        press_keys(app, "ctrl+shift+z")
        expect_heading(app, "1… 马8进7 (Black)", "Shift+Ctrl+Z redoes it")

        # With text in the entry the keys are the text's
        press_keys(app, "a", "b", "Left", "Home", "ctrl+z")
        check("with text in the entry, Left, Home and Ctrl+Z edit the text",
              heading(app) == "1… 马8进7 (Black)" and entry_focused(app),
              "%r, entry %r" % (heading(app), app.text_of(entry(app))))
        press_keys(app, "ctrl+a", "BackSpace")
        press_keys(app, "Left")
        expect_heading(app, "1. 炮二平五 (Red)", "emptied again, the entry lets Left step")
    except Exception as error:
        check("no error after a mouse move", False, repr(error))
    finally:
        app.close()


def journey_setup_done():
    app = Qili(QILI, [PGN], env=fresh_env())
    try:
        wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        press_keys(app, "ctrl+e")
        # The FEN entry (it holds the position's FEN) clicked into, then Done clicked, as a user does
        fen = wait_until(lambda: app.find(pyatspi.ROLE_TEXT, "FEN") or app.find(pyatspi.ROLE_ENTRY, "FEN"), 30)
        wait_until(lambda: app.find(pyatspi.ROLE_PUSH_BUTTON, "Done") or app.find(pyatspi.ROLE_PUSH_BUTTON,
                                                                                  "Done Done"), 30)
        click_at(app, fen, 20)
        press_keys(app, "End")
        done = app.find(pyatspi.ROLE_PUSH_BUTTON, "Done") or app.find(pyatspi.ROLE_PUSH_BUTTON, "Done Done")
        click_at(app, done)
        wait_until(lambda: any(t == "Red to move" for t in app.labels(app.window)))
        # Two moves from the position set up, typed (AT-SPI: the focus stays where set-up left it)
        for move in ("帅五平四", "将4进1"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.4)
        expect_heading(app, "1… 将4进1 (Black)", "after set-up → Done two moves are played")
        press_keys(app, "Left")
        expect_heading(app, "1. 帅五平四 (Red)", "Left after set-up → Done steps back")
        press_keys(app, "Home")
        check("Home after set-up → Done goes to the start", bool(wait_until(lambda: heading(app) == "", 5)),
              heading(app))
        press_keys(app, "End")
        expect_heading(app, "1… 将4进1 (Black)", "End after set-up → Done goes to the last move")
        press_keys(app, "ctrl+z")
        expect_heading(app, "1. 帅五平四 (Red)", "Ctrl+Z after set-up → Done undoes the last move")
    except Exception as error:
        check("no error after set-up", False, repr(error))
    finally:
        app.close()


def journey_library_open():
    app = Qili(QILI, [], env=fresh_env())
    try:
        app.select_page("Library")
        wait_until(lambda: page_shown(app) == "Library", 30)
        wait_until(lambda: app.find(pyatspi.ROLE_ENTRY, "Search the examples") or
                   app.find(pyatspi.ROLE_TEXT, "Search the examples"), 30)
        press_keys(app, "ctrl+f")
        press_keys(app, "n", "minus", "c", "h", "a", "s", "e")
        # The example found (its title shown) before it is opened
        wait_until(lambda: "A chase (捉)" in app.labels(app.window), 30)
        wait_until(lambda: app.find(pyatspi.ROLE_PUSH_BUTTON, "Open on Board") or
                   app.find(pyatspi.ROLE_PUSH_BUTTON, "Open on Board Open on Board"))
        time.sleep(0.5)
        app.click("Open on Board")
        wait_until(lambda: page_shown(app) == "Board", 20)
        time.sleep(0.5)
        press_keys(app, "End")
        last = wait_until(lambda: heading(app), 5) or ""
        check("End after Library → Open on Board goes to the example's last move", last.startswith("1. "),
              "heading %r, focused point %r" % (last, cursor_point(app)))
        press_keys(app, "Home")
        check("Home after Library → Open on Board goes to the start", bool(wait_until(lambda: heading(app) == "", 5)),
              heading(app))
        press_keys(app, "Right")
        got = wait_until(lambda: heading(app).startswith("1. "), 5) and heading(app)
        check("Right after Library → Open on Board steps to move 1 (not the board's cursor)", bool(got),
              "heading %r, focused point %r" % (heading(app), cursor_point(app)))
        start = heading(app)

        # Tab into the board: now the arrows move its cursor, and leave the game where it is
        for _ in range(60):
            press_keys(app, "Tab", pause=0.1)
            if cursor_point(app) is not None:
                break
        where = cursor_point(app)
        press_keys(app, "Left")
        moved = wait_until(lambda: cursor_point(app) not in (None, where), 3)
        check("after Tab into the board, Left moves the board's cursor", bool(moved) and heading(app) == start,
              "cursor %r → %r, heading %r" % (where, cursor_point(app), heading(app)))
    except Exception as error:
        check("no error after opening an example", False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed (build-aux/qili-dev installs it)")
        return 0
    try:
        journey_mouse_move()
        journey_setup_done()
        journey_library_open()
    finally:
        stop_bus()
    return finish()


if __name__ == "__main__":
    sys.exit(main())
