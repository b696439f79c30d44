#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every shortcut of the shortcuts window, pressed as a user presses it: real key events (XTest
through xdotool) into the app under Xvfb, the effect read over AT-SPI.

The game keys (Left, Right, Home, End) must step through the game wherever the focus is on the
Board page (a header bar button, the move list), except in a text field. Opening a game in any
way shows the Board page. Prints TAP.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, press_keys, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
PGN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "perpetual-chase.pgn")
# Two idle rook moves re-form the start (ply 4: a drawn cycle), then 长将 from ply 5 (ply 9: Red
# must change): the two positions where Next/Previous Ruling stop.
CYCLES_PGN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "perpetual-check.pgn")




HEADING = re.compile(r"^\d+(\.|…) \S+ \((Red|Black)\)$")


def heading(app):
    """The explanation pane's title: the current move ("2. 帅四进一 (Red)"), or "" at the start."""
    pane = app.find(pyatspi.ROLE_FILLER, "XqExplanationPane") or app.find(pyatspi.ROLE_PANEL, "XqExplanationPane")
    if pane is None:
        return ""
    return next((t for t in app.labels(pane) if HEADING.match(t)), "")


def expect_heading(app, want, what):
    got = wait_until(lambda: heading(app) == want and want, 5) or heading(app)
    check(what, got == want, "heading %r, expected %r" % (got, want))


def focused(app):
    acc = None
    for role in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY,
                 pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL):
        for a in app.find_all(role):
            try:
                if a.getState().contains(pyatspi.STATE_FOCUSED):
                    acc = a
            except Exception:
                pass
    return acc


def page_shown(app):
    for tab in app.find_all(pyatspi.ROLE_PAGE_TAB):
        if tab.getState().contains(pyatspi.STATE_SELECTED) or tab.getState().contains(pyatspi.STATE_CHECKED):
            return tab.name
    return None


def frames(app):
    return [f.name for f in app.app if f is not None and f.getRole() == pyatspi.ROLE_FRAME and
            f.getState().contains(pyatspi.STATE_VISIBLE)]


def windows(app):
    """The titles of the app's X windows shown (dialogs too)."""
    return xdotool("search", "--onlyvisible", "--pid", app.process.pid, "--name", ".", "getwindowname",
                   "%@").splitlines()


def unsaved_question(app):
    """The Save / Discard / Cancel question about unsaved changes."""
    return dialog_shown(app, "Save Changes") or dialog_shown(app, "Save the New Game")


def dialog_shown(app, name_part):
    return [n for n in windows(app) if name_part in n]


def close_frame(app, name_part):
    """Escape in the newest window named @name_part (a dialog), back to the main window."""
    ids = xdotool("search", "--onlyvisible", "--pid", app.process.pid, "--name", name_part).split()
    n_before = len(ids)
    if ids:
        xdotool("windowfocus", "--sync", ids[-1])
        xdotool("key", "Escape")
    return wait_until(lambda: len(dialog_shown(app, name_part)) < n_before, 5)


def shot(name):
    """A screenshot of the display when QILI_E2E_SHOTS names a folder (for looking into failures)."""
    folder = os.environ.get("QILI_E2E_SHOTS")
    if folder:
        subprocess.run(["import", "-window", "root", os.path.join(folder, name + ".png")], timeout=30)


def status(app):
    return next((t for t in app.labels(app.window) if t.endswith("to move") or "Setting up" in t or "in check" in t), "")


APP_ENV = app_env(GTK_USE_PORTAL="0")


def journey_game_keys(pgn):
    app = Qili(QILI, [pgn], env=APP_ENV)
    try:
        wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        press_keys(app, "Right", "Right", "Right")
        expect_heading(app, "2. 帅四进一 (Red)", "Right three times from the start steps three moves")

        # Tab puts the focus on the header bar's buttons, where GtkWindow used to take the arrows
        press_keys(app, "shift+Tab", "shift+Tab")
        where = focused(app)
        press_keys(app, "Right")
        expect_heading(app, "2… 将4退1 (Black)", "Right with the focus on a button (%s) steps on" %
                       (where.name if where is not None else "?"))
        press_keys(app, "End")
        expect_heading(app, "3. 车八进五 (Red)", "End goes to the last move")
        press_keys(app, "Left")
        expect_heading(app, "2… 将4退1 (Black)", "Left steps back one move")
        press_keys(app, "Home")
        check("Home goes to the start", bool(wait_until(lambda: heading(app) == "", 5)), heading(app))

        # In a text field the keys move the text cursor
        entry = app.find(pyatspi.ROLE_TEXT, "Move to play") or app.find(pyatspi.ROLE_ENTRY, "Move to play")
        for _ in range(40):
            if entry.getState().contains(pyatspi.STATE_FOCUSED) or any(
                    entry[i].getState().contains(pyatspi.STATE_FOCUSED) for i in range(entry.childCount)):
                break
            press_keys(app, "Tab", pause=0.1)
        press_keys(app, "a", "b", "Left", "Right", "End", "Home")
        check("Left/Right/Home/End in the move entry stay in the text", heading(app) == "" and
              app.text_of(entry) == "ab", "%r / %r" % (heading(app), app.text_of(entry)))
        press_keys(app, "ctrl+a", "BackSpace", "Tab")

        # Ctrl+T flips the board
        flip = app.find(pyatspi.ROLE_TOGGLE_BUTTON, "Flip Board") or app.find(pyatspi.ROLE_PUSH_BUTTON, "Flip Board")
        press_keys(app, "ctrl+t")
        flipped = wait_until(lambda: flip.getState().contains(pyatspi.STATE_CHECKED) or
                             flip.getState().contains(pyatspi.STATE_PRESSED))
        check("Ctrl+T flips the board", bool(flipped))
        press_keys(app, "ctrl+t")

        # Ctrl+E sets up a position, Escape leaves set-up
        press_keys(app, "ctrl+e")
        check("Ctrl+E starts setting up a position", bool(wait_until(lambda: status(app) == "Setting up a position")),
              status(app))
        press_keys(app, "Escape")
        check("Escape leaves set-up without changes", bool(wait_until(lambda: status(app) == "Red to move")),
              status(app))

        # Ctrl+S: nothing changed, nothing written; after a move the game is saved into its file
        before = os.stat(pgn).st_mtime_ns
        press_keys(app, "End", "ctrl+z")  # nothing to undo yet: harmless
        press_keys(app, "ctrl+s")
        time.sleep(1.0)
        check("Ctrl+S with nothing changed leaves the file alone", os.stat(pgn).st_mtime_ns == before)
        app.type_into("Move to play", "d9d8", button="Play the Move")
        press_keys(app, "Tab")
        press_keys(app, "ctrl+s")
        saved = wait_until(lambda: os.stat(pgn).st_mtime_ns != before)
        with open(pgn, encoding="utf-8") as f:
            text = f.read()
        check("Ctrl+S after a move saves the game to its file", bool(saved) and "车八进五 将4进1" in text, text[-80:])

        # Dialogs: Ctrl+O, Ctrl+Shift+S, Ctrl+Shift+E, Ctrl+P, Ctrl+comma, Ctrl+R, Ctrl+question
        for keys, name, what in (("ctrl+o", "Open", "Ctrl+O asks which game to open"),
                                 ("ctrl+shift+s", "Save", "Ctrl+Shift+S asks where to save"),
                                 ("ctrl+shift+e", "Export", "Ctrl+Shift+E asks where to export the board"),
                                 ("ctrl+p", "Print", "Ctrl+P opens the print dialog"),
                                 ("ctrl+comma", "Preferences", "Ctrl+comma opens the preferences"),
                                 ("ctrl+r", "Review Game", "Ctrl+R asks how long the engine reviews each position"),
                                 ("ctrl+question", "Qili", "Ctrl+? shows the keyboard shortcuts")):
            n_before = len(dialog_shown(app, name))
            press_keys(app, keys)
            shown = wait_until(lambda: len(dialog_shown(app, name)) > n_before, 10)
            check(what, bool(shown), repr(windows(app)))
            if shown:
                check(what.split()[0] + ": Escape closes it again", bool(close_frame(app, name)), repr(windows(app)))

        # F10 opens the main menu
        press_keys(app, "F10")
        shot("f10")
        menu = wait_until(lambda: any("Keyboard Shortcuts" in (a.name or "") or "Keyboard Shortcuts" in app.text_of(a)
                                      for role in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_PUSH_BUTTON,
                                                   pyatspi.ROLE_LABEL, pyatspi.ROLE_CHECK_MENU_ITEM)
                                      for a in app.find_all(role)))
        check("F10 opens the main menu", bool(menu))
        press_keys(app, "Escape")

        # Ctrl+N: a new game; a move, then undo and redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y)
        press_keys(app, "ctrl+n")
        check("Ctrl+N starts a new game", bool(wait_until(lambda: "No moves yet. Play on the board or open a game."
                                                          in app.labels(app.window))))
        app.type_into("Move to play", "h2e2", button="Play the Move")
        played = wait_until(lambda: heading(app) == "1. 炮二平五 (Red)")
        press_keys(app, "Tab")  # out of the entry, whose own Ctrl+Z undoes typing
        press_keys(app, "ctrl+z")
        shot("undo")
        check("Ctrl+Z undoes the move", bool(played) and bool(wait_until(lambda: heading(app) == "" and
                                                                         status(app) == "Red to move")), heading(app))
        press_keys(app, "ctrl+shift+z")
        check("Ctrl+Shift+Z redoes it", bool(wait_until(lambda: heading(app) == "1. 炮二平五 (Red)")), heading(app))
        press_keys(app, "ctrl+z", "ctrl+y")
        check("Ctrl+Y redoes it too", bool(wait_until(lambda: heading(app) == "1. 炮二平五 (Red)")), heading(app))

        # Ctrl+Shift+C copies the FEN; Ctrl+V pastes it back as a game, shown on the Board page
        press_keys(app, "ctrl+shift+c")
        check("Ctrl+Shift+C copies the FEN", bool(wait_until(lambda: "FEN copied" in app.labels(app.window))))
        app.select_page("Tournament")
        wait_until(lambda: page_shown(app) == "Tournament")
        press_keys(app, "ctrl+v")
        # The game played is unsaved: the app asks first
        if wait_until(lambda: unsaved_question(app), 10):
            app.click("_Discard")
        pasted = wait_until(lambda: status(app) == "Black to move" and page_shown(app) == "Board")
        check("Ctrl+V pastes the FEN as a game and shows the Board page", bool(pasted),
              "%r on %r" % (status(app), page_shown(app)))

        # A second start with a file opens it in this window, on the Board page
        app.select_page("Library")
        wait_until(lambda: page_shown(app) == "Library")
        subprocess.run([QILI, pgn], env=dict(os.environ, **APP_ENV), timeout=30)
        if wait_until(lambda: unsaved_question(app), 3):
            app.click("_Discard")
        opened = wait_until(lambda: page_shown(app) == "Board" and
                            any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        check("a file given on the command line while the Library page is shown opens on the Board page",
              bool(opened), repr(page_shown(app)))

        # Ctrl+Shift+N opens a second window; Ctrl+Q quits
        press_keys(app, "ctrl+shift+n")
        two = wait_until(lambda: len([n for n in windows(app) if n.endswith("Qili")]) >= 2)
        check("Ctrl+Shift+N opens a new window", bool(two), repr(windows(app)))
        press_keys(app, "ctrl+q")
        try:
            app.process.wait(10)
        except subprocess.TimeoutExpired:
            pass
        check("Ctrl+Q quits", app.process.poll() is not None)
    except Exception as error:
        check("no error while driving the app", False, repr(error))
    finally:
        app.close()


def journey_library_keys():
    app = Qili(QILI, [], env=APP_ENV)
    try:
        app.select_page("Library")
        wait_until(lambda: page_shown(app) == "Library")
        press_keys(app, "ctrl+f")
        press_keys(app, "n", "minus", "c", "h", "a", "s", "e")
        def example_texts():
            example = app.find(pyatspi.ROLE_PANEL, "Example") or app.find(pyatspi.ROLE_FILLER, "Example")
            return app.labels(example) if example is not None else []
        found = wait_until(lambda: "A chase (捉)" in example_texts())
        check("Ctrl+F puts the focus in the library's search: typing finds the example", bool(found),
              repr(example_texts()[:5]))
        app.click("Start Quiz")
        wait_until(lambda: "Under the CXA rules, what is move 1, 车九进四, by itself?" in app.labels(app.window))
        press_keys(app, "3")
        chosen = [b.name for b in app.find_all(pyatspi.ROLE_TOGGLE_BUTTON) + app.find_all(pyatspi.ROLE_PUSH_BUTTON)
                  if b.getState().contains(pyatspi.STATE_CHECKED) or b.getState().contains(pyatspi.STATE_PRESSED)]
        check("3 chooses the third answer", len(chosen) == 1, repr(chosen))
        press_keys(app, "Return")
        answered = wait_until(lambda: any(t.startswith("Right.") or t.startswith("Not quite.")
                                          for t in app.labels(app.window)))
        check("Return checks the answer", bool(answered))
        press_keys(app, "n")
        check("n asks the next question", bool(wait_until(lambda: any("马九进七" in t for t in app.labels(app.window)))))
    except Exception as error:
        check("no error in the library", False, repr(error))
    finally:
        app.close()


def journey_ruling_keys():
    app = Qili(QILI, [CYCLES_PGN], env=APP_ENV)
    try:
        wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        press_keys(app, "ctrl+g")
        expect_heading(app, "2… 将5平4 (Black)", "Ctrl+G goes to the first position that closes a cycle")
        press_keys(app, "ctrl+g")
        expect_heading(app, "5. 车五平六 (Red)", "Ctrl+G again goes to the next one (长将)")
        press_keys(app, "ctrl+shift+g")
        expect_heading(app, "2… 将5平4 (Black)", "Shift+Ctrl+G goes back to the previous one")
    except Exception as error:
        check("no error while going from ruling to ruling", False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed (build-aux/qili-dev installs it)")
        return 0
    tmp = tempfile.mkdtemp(prefix="qili-keys-")
    pgn = os.path.join(tmp, "game.pgn")
    shutil.copy(PGN, pgn)
    try:
        journey_game_keys(pgn)
        journey_ruling_keys()
        journey_library_keys()
    finally:
        stop_bus()
        shutil.rmtree(tmp, ignore_errors=True)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
