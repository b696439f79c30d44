#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end, as a club arbiter: run a round of an event on the Tournament page.

Runs under a display and a D-Bus session (the gui suite) with an events file of its own: opens the
Tournament page, creates an event, types in 6 players, pairs round 1, enters three results from
the keyboard (1, =, 0 on the boards in turn), and reads the standings, which must be in the order
qili-cli computes from the same file. Then a team event (分台制, issue 18): created with a team
system chosen in the dialog by keyboard, two teams of four typed in on the Teams view, a line-up
refused with its reason as it is typed, then set; round 1 paired (one match on four boards) and its
results keyed in; the standings by 场分 as qili-cli has them. Prints TAP.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

# As in test-e2e.py: the AT-SPI client library warns about objects that go away while it walks the
# tree, so this process runs without fatal warnings; the app keeps them.
if "fatal-warnings" in os.environ.get("G_DEBUG", "") and not os.environ.get("QILI_E2E_REEXEC"):
    os.environ["QILI_E2E_APP_G_DEBUG"] = os.environ["G_DEBUG"]
    os.environ["G_DEBUG"] = "gc-friendly"
    os.environ["QILI_E2E_REEXEC"] = "1"
    os.execv(sys.executable, [sys.executable] + sys.argv)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pyatspi  # noqa: E402

from qili_atspi import Qili  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
QILI_CLI = os.environ.get("QILI_CLI", "build/src/cli/qili-cli")
PLAYERS = ["王天一", "郑惟桐", "许银川", "Lai Li", "Sam Lee", "赵鑫鑫"]
TEAMS = [("Dragons", ["蒋川", "洪智", "谢靖", "孙勇征"]), ("Tigers", ["许银川", "吕钦", "Lai Li", "Sam Lee"])]

checks = []


def check(name, ok, detail=""):
    checks.append((name, ok, detail))
    print("%s %d - %s%s" % ("ok" if ok else "not ok", len(checks), name, "" if ok else " # " + detail))
    sys.stdout.flush()


def wait_until(func, timeout=10):
    deadline = time.monotonic() + timeout
    value = func()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = func()
    return value


def click_tab(app, name):
    tab = app._wait(lambda: app.find(pyatspi.ROLE_PAGE_TAB, name), 10, "the tab %r" % name)
    tab.queryAction().doAction(0)
    time.sleep(0.5)


def press(keysym):
    """Presses and releases a key, as the keyboard does (XTest through the accessibility registry)."""
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    time.sleep(0.5)


def find_table(app, name):
    """The column view whose accessible name is @name (a grid, whatever role the toolkit gives it)."""
    for role in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST_BOX,
                 pyatspi.ROLE_LIST):
        found = app.find(role, name)
        if found is not None:
            return found
    raise AssertionError("no table %r" % name)


def progress(app):
    """The line under the round's title: "2 of 3 results entered"."""
    return next((t for t in app.labels(app.window) if t.endswith("results entered")), "")


def team_journey(app, events_db):
    """A team event from the dialog to the standings."""
    app.click("All Events")
    time.sleep(0.5)
    app.click("New Event")
    app.set_text("Name", "City teams")
    time.sleep(0.5)
    # From the name, Tab to the system row, open it and take the 7th system: Team round robin.
    press(0xFF09)  # Tab
    press(0xFF0D)  # Return
    for _ in range(6):
        press(0xFF54)  # Down
    press(0xFF0D)
    check("the dialog offers the team systems and their boards",
          bool(wait_until(lambda: "Boards per match" in app.labels())), repr(app.labels()[:30]))
    app.click("Create")
    check("the new team event opens on its teams",
          bool(wait_until(lambda: app.find(pyatspi.ROLE_TEXT, "New team’s name") or
                          app.find(pyatspi.ROLE_ENTRY, "New team’s name"))))
    for team, players in TEAMS:
        app.type_into("New team’s name", team, button="Add Team")
        time.sleep(0.5)
        for name in players:
            app.type_into("Name of the team’s next player", name, button="Add Player")
            time.sleep(0.3)
    count = wait_until(lambda: any("2 teams" in t for t in app.labels(app.window)))
    check("two teams of four are typed in", bool(count), repr(app.labels(app.window)[:40]))
    app.set_text("Line-up by registered places", "2 1")
    refused = wait_until(lambda: next((t for t in app.labels(app.window) if "registered order" in t), None))
    check("a line-up that swaps two players is refused with the reason", bool(refused), repr(refused))
    app.set_text("Line-up by registered places", "1 2 4")
    accepted = wait_until(lambda: next((t for t in app.labels(app.window) if t.startswith("✓")), None))
    check("a line-up bringing the reserve in is accepted as typed", bool(accepted), repr(app.labels(app.window)[-5:]))
    app.click("Set Line-up")
    time.sleep(0.5)

    click_tab(app, "Rounds")
    app.click("Pair Round 1")
    paired = wait_until(lambda: progress(app) == "1 of 4 results entered")
    check("round 1 is paired: one match on four boards, the empty board forfeited", bool(paired), progress(app))
    for keysym in (0x31, 0x3D, 0x30):  # "1", "=", "0"
        press(keysym)
    entered = wait_until(lambda: progress(app) == "4 of 4 results entered")
    check("the boards' results entered from the keyboard", bool(entered), progress(app))

    click_tab(app, "Standings")
    time.sleep(0.5)
    names = [t for t, _ in TEAMS]
    shown = [t for t in app.labels(find_table(app, "Standings")) if t in names]
    out = subprocess.run([QILI_CLI, "tournament", "--db", events_db, "standings", "--event", "2"],
                         capture_output=True, text=True, check=True).stdout
    rows = json.loads(out)["standings"]
    check("the team standings are the store's", shown == [r["name"] for r in rows], "shown %r, store %r" % (shown, rows))
    check("the match goes to the team with more game points",
          [r["match_points"] for r in rows] == [2, 0] and rows[0]["game_points"] > rows[1]["game_points"], repr(rows))


def main():
    print("TAP version 13")
    home = tempfile.mkdtemp(prefix="qili-e2e-")
    env = {
        "G_DEBUG": os.environ.get("QILI_E2E_APP_G_DEBUG", os.environ.get("G_DEBUG", "")),
        "GSETTINGS_BACKEND": "memory",
        "LANGUAGE": "C",
        "LC_ALL": "C.UTF-8",
        "GSK_RENDERER": os.environ.get("GSK_RENDERER", "cairo"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
    }
    events_db = os.path.join(home, "data", "qili", "events.db")
    app = Qili(QILI, [], env=env)
    try:
        click_tab(app, "Tournament")
        app.click("Create an Event")
        app.type_into("Name", "Club night", button="Create")
        check("the new event opens on its players",
              bool(wait_until(lambda: app.find(pyatspi.ROLE_TEXT, "New player’s name") or
                              app.find(pyatspi.ROLE_ENTRY, "New player’s name"))))

        for name in PLAYERS:
            app.type_into("New player’s name", name, button="Add")
            time.sleep(0.3)
        count = wait_until(lambda: "6 players" in app.labels(app.window) and "6 players")
        check("six players are typed in and added", bool(count), repr(app.labels(app.window)[:40]))

        click_tab(app, "Rounds")
        app.click("Pair Round 1")
        paired = wait_until(lambda: progress(app) == "0 of 3 results entered")
        check("round 1 is paired: three boards", bool(paired), progress(app))

        # The first board is selected and the table has the focus: one key per result.
        press(0x31)  # "1"
        # Away and back: the round is shown again with the focus on its next board, no click needed
        click_tab(app, "Players")
        click_tab(app, "Rounds")
        for keysym in (0x3D, 0x30):  # "=", "0"
            press(keysym)
        entered = wait_until(lambda: progress(app) == "3 of 3 results entered")
        check("three results entered from the keyboard", bool(entered), progress(app))
        labels = app.labels(app.window)
        check("the table shows them", all(r in labels for r in ("1–0", "½–½", "0–1")), repr(labels))

        click_tab(app, "Standings")
        time.sleep(0.5)
        shown = [t for t in app.labels(find_table(app, "Standings")) if t in PLAYERS]
        out = subprocess.run([QILI_CLI, "tournament", "--db", events_db, "standings", "--event", "1"],
                             capture_output=True, text=True, check=True).stdout
        expected = [row["name"] for row in json.loads(out)["standings"]]
        check("the standings list the six players in the store's order", shown == expected,
              "shown %r, expected %r" % (shown, expected))
        points = [row["points"] for row in json.loads(out)["standings"]]
        check("the winners lead with 2 points, the losers close with 0",
              points[:2] == [2, 2] and points[-2:] == [0, 0], repr(points))
        team_journey(app, events_db)
    except Exception as error:  # report, don't hang the suite
        check("no error while driving the app", False, repr(error))
    finally:
        app.close()
        shutil.rmtree(home, ignore_errors=True)
    print("1..%d" % len(checks))
    return 0 if all(ok for _, ok, _ in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
