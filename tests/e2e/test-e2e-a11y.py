#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Board page for a screen reader user, over AT-SPI (what Orca reads) with real key presses:

- every point of the board and every button of the window has one clean name;
- Tab reaches the board; the arrows move its cursor; Enter picks a piece up (its targets say so)
  and drops it; the move played is said on the point that has the focus (an AT-SPI
  accessible-description change event, which Orca speaks), and so is the reason an illegal drop
  is refused;
- the list rows that open something (the Library's examples, the Tournament page's events, the
  game picker's games) open with Enter and with their AT-SPI action.
Prints TAP.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from gi.repository import GLib  # noqa: E402

from qili_atspi import Qili, press_keys, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
QILI_CLI = os.environ.get("QILI_CLI", "build/src/cli/qili-cli")
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")

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


class Announcements:
    """The accessible-description changes the app sends over AT-SPI (what Orca speaks)."""

    def __init__(self):
        self.said = []
        pyatspi.Registry.registerEventListener(self._event, "object:property-change:accessible-description")

    def _event(self, event):
        self.said.append((event.source_name or "", str(event.any_data or "")))

    def wait_for(self, prefix, timeout=8):
        deadline = time.monotonic() + timeout
        context = GLib.MainContext.default()
        while time.monotonic() < deadline:
            while context.iteration(False):
                pass
            found = next((s for s in self.said if s[1].startswith(prefix)), None)
            if found:
                return found
            time.sleep(0.05)
        return None

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._event, "object:property-change:accessible-description")


def journey_board():
    app = Qili(QILI, [], env=APP_ENV)
    announcements = None
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
        announcements = Announcements()
        press_keys(app, "space")
        event = announcements.wait_for("Red played 炮二平五")
        check("the move played is announced: an AT-SPI description change on the focused point",
              event is not None and event[0] == "Red's cannon, file 5" and
              event[1].startswith("Red played 炮二平五. Black to move."), repr(announcements.said[-4:]))
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
        if announcements is not None:
            announcements.close()
        app.close()


def focused(app, role):
    for acc in app.find_all(role):
        if acc.getState().contains(pyatspi.STATE_FOCUSED):
            return acc
    return None


def page_shown(app):
    for tab in app.find_all(pyatspi.ROLE_PAGE_TAB):
        if tab.getState().contains(pyatspi.STATE_SELECTED) or tab.getState().contains(pyatspi.STATE_CHECKED):
            return tab.name
    return None


def row_action(row):
    """Does the row's AT-SPI action "row.activate"; False when it has none."""
    if row is None:
        return False
    action = row.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == "row.activate":
            return action.doAction(i) or True
    return False


def example_shown(app, title):
    """The Board page shows the library example @title."""
    labels = app.labels(app.window) if page_shown(app) == "Board" else []
    return title in labels and any(t.startswith("Library example · ") for t in labels)


def player_entry(app):
    return app.find(pyatspi.ROLE_TEXT, "New player’s name") or app.find(pyatspi.ROLE_ENTRY, "New player’s name")


def pieces_on_board(app):
    return len([c for c in points(app) if not (c.name or "").startswith("empty point")])


def press_in(title, *keys):
    """Real key presses into the window titled @title (a dialog of the app)."""
    for wid in xdotool("search", "--onlyvisible", "--name", title).split():
        xdotool("windowfocus", "--sync", wid)
        break
    for key in keys:
        xdotool("key", "--clearmodifiers", key)
        time.sleep(0.3)


def journey_rows():
    home = tempfile.mkdtemp(prefix="qili-a11y-")
    db = os.path.join(home, "data", "qili", "events.db")
    os.makedirs(os.path.dirname(db))
    for name in ("Spring Open", "Club Night"):
        subprocess.run([QILI_CLI, "tournament", "--db", db, "create", "--name", name, "--system", "swiss",
                        "--rounds", "3"], check=True, capture_output=True)
    two = os.path.join(home, "two.pgn")
    with open(two, "w", encoding="utf-8") as out:
        for name in ("perpetual-chase.pgn", "perpetual-check.pgn"):  # 5 pieces, then 3
            with open(os.path.join(DATA, name), encoding="utf-8") as game:
                out.write(game.read() + "\n")
    # A state folder of its own too: the game the board journey left unsaved would be offered
    # for restoring at this start (a modal question in front of the Library)
    env = dict(APP_ENV, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"), XDG_STATE_HOME=os.path.join(home, "state"))

    app = Qili(QILI, [], env=env)
    try:
        # The Library's examples: Enter on the row the keyboard reached, then the row's action
        app.select_page("Library")
        wait_until(lambda: focused(app, pyatspi.ROLE_ENTRY) or focused(app, pyatspi.ROLE_TEXT))
        row = None
        for _ in range(4):
            press_keys(app, "Tab")
            row = focused(app, pyatspi.ROLE_LIST_ITEM)
            if row is not None:
                break
        title = row.name if row is not None else ""
        check("Tab reaches the examples list", bool(title), "no example row has the focus")
        press_keys(app, "Return")
        check("Enter on an example row opens it on the Board page", bool(wait_until(lambda: example_shown(app, title))),
              "%s: %r" % (page_shown(app), app.labels(app.window)[:20]))

        app.select_page("Library")
        row = wait_until(lambda: app.find(pyatspi.ROLE_LIST_ITEM, "A discovered check"))
        check("an example row has an AT-SPI action", row_action(row), "no row.activate on %r" % row)
        check("the action opens the example", bool(wait_until(lambda: example_shown(app, "A discovered check"))),
              "%s: %r" % (page_shown(app), app.labels(app.window)[:20]))

        # The Tournament page's events: the list has the focus; Enter opens the event
        app.select_page("Tournament")
        row = wait_until(lambda: focused(app, pyatspi.ROLE_LIST_ITEM))
        check("the events list has the focus, on its first event, named",
              row is not None and row.name == "Spring Open", row.name if row is not None else "no focus")
        press_keys(app, "Down", "Return")
        opened = wait_until(lambda: player_entry(app) and "Club Night" in app.labels(app.window))
        check("Enter on an event row opens the event", bool(opened), repr(app.labels(app.window)[:20]))
        app.click("All Events")
        row = wait_until(lambda: app.find(pyatspi.ROLE_LIST_ITEM, "Spring Open"))
        check("an event row has an AT-SPI action", row_action(row), "no row.activate on %r" % row)
        opened = wait_until(lambda: player_entry(app) and "Spring Open" in app.labels(app.window))
        check("the action opens the event", bool(opened), repr(app.labels(app.window)[:20]))
    except Exception as error:
        check("no error while opening rows", False, repr(error))
    finally:
        app.close()

    # The game picker: the second game by Enter, then by the row's action
    for how in ("Enter", "action"):
        app = Qili(QILI, [two], env=env)
        try:
            picker = app._wait(lambda: next((f for f in app.app if f is not None and f.name == "Choose a Game"), None),
                               15, "the game picker")
            rows = wait_until(lambda: [r for r in app.find_all(pyatspi.ROLE_TABLE_ROW, None, picker)
                                       if (r.name or "").startswith("2. ")])
            check("the picker's rows are named after their game (%s)" % how, bool(rows),
                  repr([r.name for r in app.find_all(pyatspi.ROLE_TABLE_ROW, None, picker)]))
            if how == "Enter":
                for _ in range(6):
                    row = focused(app, pyatspi.ROLE_TABLE_ROW)
                    if row is not None and (row.name or "").startswith("2. "):
                        break
                    press_in("Choose a Game", "Down" if row is not None else "Tab")
                press_in("Choose a Game", "Return")
            else:
                check("a game row has an AT-SPI action", rows and row_action(rows[0]), "no row.activate")
            picked = wait_until(lambda: pieces_on_board(app) == 3, timeout=15)
            check("%s on the second game's row opens it" % how, bool(picked), "%d pieces" % pieces_on_board(app))
        except Exception as error:
            check("no error in the game picker (%s)" % how, False, repr(error))
        finally:
            app.close()


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed")
        return 0
    journey_board()
    journey_rows()
    stop_bus()
    return finish()


if __name__ == "__main__":
    sys.exit(main())
