#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Nothing internal, everything translated (issue 31), read over AT-SPI as a screen reader and a
reader of the screen meet it, in English and in Chinese:

- the Library's example names its sources as the texts name themselves, never by the project's
  working names ("seed 002", "Qili rule case check-rook");
- a team event is listed as a team event with its teams ("Team round robin · 4 teams"), not as
  "Round robin · 4 players";
- the event list's buttons (Duplicate the Event, Delete the Event) are named in Chinese in zh_CN.
Prints TAP.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, private_dirs, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, main_window_id, press_keys, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
QILI_CLI = os.environ.get("QILI_CLI", "build/src/cli/qili-cli")
INTERNAL = re.compile(r"seed \d|\bseeds?\b|rule case|规则用例|規則用例|\b(?:fsf|wxf)-\d")


def fresh_env(**more):
    """The app's environment with a state folder of its own: a game left unsaved by an earlier
    journey (the app keeps it for restoring) does not greet this one with a dialog."""
    base = private_dirs()["XDG_STATE_HOME"]
    os.makedirs(base, exist_ok=True)
    return app_env(GTK_USE_PORTAL="0", XDG_STATE_HOME=tempfile.mkdtemp(prefix="run-", dir=base), **more)


def make_team_event():
    """A team round robin of four teams in the app's own event file."""
    db = os.path.join(private_dirs()["XDG_DATA_HOME"], "qili", "events.db")
    os.makedirs(os.path.dirname(db), exist_ok=True)
    if os.path.exists(db):
        return
    cli = [QILI_CLI, "tournament", "--db", db]
    subprocess.run(cli + ["create", "--name", "Club teams", "--system", "team-roundrobin", "--boards", "2"],
                   check=True, capture_output=True)
    for team in ("East", "West", "North", "South"):
        subprocess.run(cli + ["add-team", "--event", "1", "--name", team], check=True, capture_output=True)
    # A second one without teams yet, for typing them in
    subprocess.run(cli + ["create", "--name", "Empty teams", "--system", "team-roundrobin", "--boards", "2"],
                   check=True, capture_output=True)


def journey(lang):
    app = Qili(QILI, [], env=fresh_env(LANGUAGE=lang))
    try:
        # The Library's first example and the next ones, as the list shows them
        app.select_page("Library" if lang == "C" else "棋例库")
        time.sleep(1)
        seen, bad = 0, []
        for _ in range(12):
            texts = app.labels(app.window)
            seen += 1
            bad += [t for t in texts if INTERNAL.search(t)]
            press_keys(app, "ctrl+f")
            press_keys(app, "Tab", "Down", pause=0.2)
        check("[%s] the Library's examples name no internal ids (%d looked at)" % (lang, seen), not bad,
              " | ".join(sorted(set(bad))[:5]))

        # The team event in the event list
        app.select_page("Tournament" if lang == "C" else "比赛")
        want = "Team round robin (分台制) · 4 teams" if lang == "C" else "团体单循环（分台制） · 4 支队伍"
        listed = wait_until(lambda: next((t for t in app.labels(app.window) if "·" in t and
                                          ("team" in t.lower() or "队" in t or "分台" in t)), None))
        check("[%s] a team event is listed with its teams" % lang, bool(listed) and listed.startswith(want),
              "%r, expected it to start with %r" % (listed, want))
        # The list's rows end with the date the event was made
        rows = [t for t in app.labels(app.window) if re.search(r" · \d{4}-\d\d-\d\d$", t)]
        players = [t for t in rows if re.search(r"\d+ players|名棋手|位棋手", t)]
        check("[%s] a team event is not listed by players" % lang, rows and not players, repr(rows))
        if lang != "C":
            names = [b.name for b in app.find_all(pyatspi.ROLE_PUSH_BUTTON)]
            english = [n for n in names if n in ("Duplicate the Event", "Delete the Event")]
            check("[zh_CN] the event list's buttons are named in Chinese", not english and
                  "复制比赛" in names and "删除比赛" in names, repr(names[:20]))
    except Exception as error:
        check("[%s] no error while reading the texts" % lang, False, repr(error))
    finally:
        app.close()


def click(app, acc):
    e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    wid = main_window_id(app.process.pid)
    xdotool("mousemove", "--window", wid, e.x + min(20, e.width // 2), e.y + e.height // 2)
    xdotool("click", "1")
    time.sleep(0.5)


def team_dialog(app, title):
    return wait_until(lambda: next((d for d in app.find_all(pyatspi.ROLE_DIALOG) + app.find_all(pyatspi.ROLE_FRAME)
                                    if title in app.labels(d)), None), timeout=5)


def list_names(app, name):
    found = app.find(pyatspi.ROLE_LIST, name) or app.find(pyatspi.ROLE_LIST_BOX, name)
    return [app.text_of(l) for l in app.find_all(pyatspi.ROLE_LABEL, root=found)] if found else []


def rename_and_remove(app):
    """Before round 1, from the keyboard: F2 on a team renames it, Delete removes it; Delete on a
    player takes him out of his team (issue 31)."""
    player = app.find(pyatspi.ROLE_TEXT, "Name of the team’s next player") or \
        app.find(pyatspi.ROLE_ENTRY, "Name of the team’s next player")
    click(app, player)
    for name in ("Ann", "Bob"):
        xdotool("type", "--delay", "30", name)
        press_keys(app, "Return")
    check("two players typed into the selected team", wait_until(lambda: {"Ann", "Bob"} <=
                                                                 set(list_names(app, "Players in board order"))),
          repr(list_names(app, "Players in board order")))
    ann = next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == "Ann"), None)
    click(app, ann)
    press_keys(app, "Delete")
    check("Delete on a player asks first", team_dialog(app, "Remove the Player?") is not None)
    press_keys(app, "Return")
    gone = wait_until(lambda: "Ann" not in list_names(app, "Players in board order"), timeout=5)
    check("Delete, Enter takes the player out; the next moves up", gone and
          list_names(app, "Players in board order")[:2] == ["1", "Bob"], repr(list_names(app, "Players in board order")))

    west = next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == "West"), None)
    click(app, west)
    press_keys(app, "F2")
    dialog = team_dialog(app, "Rename the Team")
    check("F2 on a team opens its renaming", dialog is not None)
    # Into the dialog's window, which has the focus (press_keys would focus the main window)
    time.sleep(0.5)
    xdotool("type", "--delay", "30", "Westside")
    xdotool("key", "Return")
    renamed = wait_until(lambda: "Westside" in list_names(app, "Teams"), timeout=5)
    check("F2, a new name, Enter renames the team", bool(renamed), repr(list_names(app, "Teams")))
    press_keys(app, "Delete")
    check("Delete on a team asks first", team_dialog(app, "Remove the Team?") is not None)
    press_keys(app, "Return")
    removed = wait_until(lambda: [n for n in list_names(app, "Teams") if n] == ["East", "North"], timeout=5)
    check("Delete, Enter removes the team", bool(removed), repr(list_names(app, "Teams")))


def journey_team_entry():
    """Team names typed one after another with Enter stay teams: after Add Team the focus is back in
    the team's name, not in the player entry (typed team names became players of the first team)."""
    app = Qili(QILI, [], env=fresh_env())
    try:
        app.select_page("Tournament")
        row = wait_until(lambda: next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == "Empty teams"),
                                      None))
        click(app, row)
        entry = wait_until(lambda: app.find(pyatspi.ROLE_TEXT, "New team’s name") or
                           app.find(pyatspi.ROLE_ENTRY, "New team’s name"))
        click(app, entry)
        for team in ("East", "West", "North"):
            xdotool("type", "--delay", "30", team)
            press_keys(app, "Return")
        counted = wait_until(lambda: any("3 teams" in t for t in app.labels(app.window)))
        check("three team names typed with Enter make three teams", bool(counted),
              repr([t for t in app.labels(app.window) if "team" in t]))
        members = app.find(pyatspi.ROLE_LIST, "Players in board order") or app.find(pyatspi.ROLE_LIST_BOX,
                                                                                  "Players in board order")
        names = [app.text_of(l) for l in app.find_all(pyatspi.ROLE_LABEL, root=members)] if members else []
        check("no team name became a player", not any(n in ("West", "North") for n in names), repr(names))
        rename_and_remove(app)
    except Exception as error:
        check("no error while typing teams", False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed (build-aux/qili-dev installs it)")
        return 0
    make_team_event()
    try:
        for lang in ("C", "zh_CN"):
            journey(lang)
        journey_team_entry()
    finally:
        stop_bus()
    return finish()


if __name__ == "__main__":
    sys.exit(main())
