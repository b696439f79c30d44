#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Tournament page in a 360 px window (GNOME's small size, issue 31), as a user sees it over
AT-SPI, in English and in Chinese.

An events file made with qili-cli holds a Swiss with a round played and the next paired, a groups
event whose group stage is over and whose cross-over has begun, and a team round robin. The window
is resized to 360×640 and each view of the page is shown in turn: the events list, Players,
Rounds, Standings, Crosstable, Groups, Bracket and Teams (its teams, then a team chosen, with the
way back). On each the window stays 360 px wide (the page asks no more), and every control and
label shown lies within the window: tables may scroll sideways, nothing else is cut off.

By default the journey runs in Chinese only (QILI_NARROW_LANGS="C zh_CN" adds English): the English
page's widths are measured in test-tournament-page's /narrow test, and one language keeps this
journey to about 2.5 minutes of CI time. With QILI_SHOTS=DIR the same journey runs at 360×640,
1000×700 and 1280×1024 and leaves a screenshot of each view in DIR (for a person to look at).
Prints TAP.
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import (check, finish, fresh_env, gnome_settings, private_dirs,  # noqa: E402
                     reexec_without_fatal_warnings, wait_until)

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, main_window_id, resize, stop_bus, window_size, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
QILI_CLI = os.environ.get("QILI_CLI", "build/src/cli/qili-cli")
SHOTS = os.environ.get("QILI_SHOTS")

NAMES = ["王天一", "郑惟桐", "许银川", "吕钦", "Lai Li", "Sam Lee", "赵鑫鑫", "蒋川"]
SWISS = "Club night 俱乐部周赛 — the autumn season's Thursday evenings"
GROUPS = "Groups 分组赛"
TEAMS = "City teams 城市团体赛"
TEXT = {
    "C": {"page": "Tournament", "players": "Players", "rounds": "Rounds", "standings": "Standings",
          "crosstable": "Crosstable", "groups": "Groups", "teams": "Teams", "back": "All Teams"},
    "zh_CN": {"page": "比赛", "players": "棋手", "rounds": "轮次", "standings": "名次表", "crosstable": "交叉表",
              "groups": "分组", "teams": "队伍", "back": "所有队伍"},
}
# The controls of each view a user needs, by accessible name (English, Chinese): each must lie
# wholly in the window. Tables may scroll sideways; their left edge must be in the window.
KEYS = {
    "events": [("New Event", "新建比赛"), ("Events File", "比赛文件")],
    "header": [("All Events", "所有比赛"), ("Publish on the Local Network", "在局域网发布"), ("Print", "打印"),
               ("Export", "导出"), ("Event Menu", "比赛菜单")],
    "players": [("Find a player", "查找棋手"), ("Edit…", "编辑…"), ("Withdraw…", "退赛…"),
                ("Keep Apart", "分开编排")],
    "rounds": [("Previous Round", "上一轮"), ("Next Round", "下一轮"), ("Undo the Last Result", "撤销最近的结果"),
               ("Why?", "为何？"), ("Changes by Hand", "手动调整"), ("Pair Again", "重新编排")],
    "teams": [("New team’s name", "新队伍名称"), ("Add Team", "添加队伍")],
    "team": [("Name of the team’s next player", "本队下一名队员的姓名"), ("Set Line-up", "确定出场名单")],
}
TABLES = {"players": "Players", "rounds": "Pairings and results", "standings": "Standings"}
ROLES = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT,
         pyatspi.ROLE_SPIN_BUTTON)


def make_events(db):
    """The three events, through qili-cli (the store the app reads)."""
    os.makedirs(os.path.dirname(db), exist_ok=True)
    if os.path.exists(db):
        return

    def cli(*args):
        subprocess.run([QILI_CLI, "tournament", "--db", db] + [str(a) for a in args], check=True,
                       capture_output=True)

    cli("create", "--name", SWISS, "--system", "swiss", "--rounds", 5)
    for i, name in enumerate(NAMES):
        cli("add-player", "--event", 1, "--name", name, "--rating", 2600 - 40 * i, "--club", "杭州棋院")
    cli("pair", "--event", 1)
    for board, result in enumerate(("1-0", "1/2-1/2", "0-1", "1-0"), 1):
        cli("result", "--event", 1, "--round", 1, "--board", board, result)
    cli("pair", "--event", 1)

    cli("create", "--name", GROUPS, "--system", "groups", "--groups", 2, "--games-per-match", 1)
    for i, name in enumerate(NAMES):
        cli("add-player", "--event", 2, "--name", name, "--rating", 2600 - 40 * i)
    results = ("1-0", "0-1", "1/2-1/2", "1-0", "1-0", "0-1")
    # The six rounds of the groups (double round robins of four), then the cross-over
    for r in range(1, 8):
        cli("pair", "--event", 2)
        for board in range(1, 5):
            subprocess.run([QILI_CLI, "tournament", "--db", db, "result", "--event", "2", "--round", str(r), "--board",
                            str(board), results[(3 * r + board) % 6]], capture_output=True)

    cli("create", "--name", TEAMS, "--system", "team-roundrobin", "--boards", 2)
    for k in range(1, 5):
        cli("add-team", "--event", 3, "--name", "Team %d 队" % k)


def extents(acc):
    e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (e.x, e.y, e.width, e.height)


def placed(acc):
    """Whether @acc is laid out (GTK 4.8 reports no "showing" state: a widget of a page not shown
    has no size, or the size it had when last shown)."""
    try:
        x, y, w, h = extents(acc)
        return w > 0 and h > 0
    except Exception:
        return False


def plain(name):
    """A button's accessible name without its mnemonic ("添加(_A)", "_Add") nor GTK 4.8's repeat."""
    return re.sub(r"\(_?[A-Za-z]\)", "", name or "").replace("_", "")


def control(app, name):
    """The control named @name that is laid out, or None."""
    for role in ROLES:
        for acc in app.find_all(role):
            n = plain(acc.name)
            if (n == name or n.startswith(name + " ")) and placed(acc):
                return acc
    return None


def inside(box, size):
    x, y, w, h = box
    return w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1]


def click_at(app, acc):
    x, y, w, h = extents(acc)
    xdotool("mousemove", "--window", main_window_id(app.process.pid), x + min(20, w // 2), y + h // 2)
    xdotool("click", "1")
    time.sleep(0.8)


def label(app, text):
    return wait_until(lambda: next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == text and
                                    placed(l)), None))


def show_tab(app, name, size):
    """Switches the views with a tab the user can reach: one in the window."""
    tab = wait_until(lambda: next((t for t in app.find_all(pyatspi.ROLE_PAGE_TAB, name) if inside(extents(t), size)),
                                  None))
    if tab is None:
        return False
    tab.queryAction().doAction(0)
    time.sleep(0.8)
    return True


def pixels(app):
    """The window's pixels (PNG bytes of an X screenshot)."""
    return subprocess.run(["import", "-window", main_window_id(app.process.pid), "png:-"], capture_output=True,
                          timeout=30).stdout


def shot(app, lang, size, name):
    if SHOTS:
        lang_name = "en" if lang == "C" else "zh_CN"
        path = os.path.join(SHOTS, "%s-%dx%d-%s.png" % (name, size[0], size[1], lang_name))
        subprocess.run(["import", "-window", main_window_id(app.process.pid), path], check=True, timeout=30)


def look(app, lang, size, view, keys=(), checks=True):
    """The view as shown: the window keeps its width; its controls lie in the window."""
    time.sleep(0.5)
    shot(app, lang, size, view)
    if not checks:
        return
    now = window_size(app)
    check("[%s] %s: the window stays %d px wide" % (lang, view, size[0]), now == size, repr(now))
    names = [pair[0 if lang == "C" else 1] for key in keys for pair in KEYS[key]]
    where = {n: control(app, n) for n in names}
    out = {n: (extents(a) if a else None) for n, a in where.items() if a is None or not inside(extents(a), size)}
    check("[%s] %s at %dx%d: %s in the window" % (lang, view, size[0], size[1], ", ".join(names)), not out, repr(out))
    if lang == "C" and view in TABLES:
        table = next((t for role in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE)
                      for t in app.find_all(role, TABLES[view]) if placed(t)), None)
        box = extents(table) if table else None
        check("[C] %s at %d px: the table starts in the window" % (view, size[0]),
              box is not None and 0 <= box[0] < size[0] and 0 <= box[1] < size[1], repr(box))


def open_event(app, name):
    row = label(app, name)
    if row is None:
        return False
    click_at(app, row)
    return bool(wait_until(lambda: control(app, "All Events") or control(app, "所有比赛")))


def journey(lang, size, checks=True):
    t = TEXT[lang]
    app = Qili(QILI, [], env=fresh_env(LANGUAGE=lang))
    back_name = "All Events" if lang == "C" else "所有比赛"
    try:
        app.select_page(t["page"])
        got = resize(app, *size)
        check("[%s] the window goes to %dx%d" % (lang, size[0], size[1]), got == size, repr(got))
        label(app, SWISS)
        look(app, lang, size, "events", ["events"], checks)

        check("[%s] the Swiss opens from the list" % lang, open_event(app, SWISS))
        for view in ("players", "rounds", "standings", "crosstable"):
            check("[%s] the %s view is reachable" % (lang, view), show_tab(app, t[view], size))
            look(app, lang, size, view, ["header"] + ([view] if view in KEYS else []), checks)

        control(app, back_name).queryAction().doAction(0)
        check("[%s] the groups event opens" % lang, open_event(app, GROUPS))
        for view in ("groups", "standings"):
            check("[%s] the groups event's %s view is reachable" % (lang, view), show_tab(app, t[view], size))
            look(app, lang, size, "groups-" + view, ["header"], checks)

        control(app, back_name).queryAction().doAction(0)
        check("[%s] the team event opens" % lang, open_event(app, TEAMS))
        check("[%s] the Teams view is reachable" % lang, show_tab(app, t["teams"], size))
        look(app, lang, size, "teams", ["header", "teams"], checks)
        team = label(app, "Team 2 队")
        if team is not None:
            click_at(app, team)
        folded = size[0] <= 360
        back = wait_until(lambda: control(app, t["back"])) if folded else None
        if folded:
            check("[%s] at %d px a team chosen shows on its own, with the way back" % (lang, size[0]), back is not None)
        look(app, lang, size, "team", ["team"], checks)
        if back is not None:
            detail = pixels(app)
            back.queryAction().doAction(0)
            time.sleep(0.8)
            shot(app, lang, size, "teams-back")
            check("[%s] the way back shows the teams again" % lang, pixels(app) != detail)
            click_at(app, label(app, "Team 3 队"))
            entry = wait_until(lambda: control(app, KEYS["team"][0][0 if lang == "C" else 1]))
            check("[%s] another team chosen from there shows its players' entry" % lang,
                  entry is not None and inside(extents(entry), size))
    except Exception as error:
        check("[%s] no error at %dx%d" % (lang, size[0], size[1]), False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    for tool in ("xdotool", "import"):
        if shutil.which(tool) is None:
            print("1..0 # SKIP %s is not installed (build-aux/qili-dev installs it)" % tool)
            return 0
    gnome_settings()
    make_events(os.path.join(private_dirs()["XDG_DATA_HOME"], "qili", "events.db"))
    try:
        for lang in os.environ.get("QILI_NARROW_LANGS", "zh_CN").split():
            journey(lang, (360, 640))
            if SHOTS and not os.environ.get("QILI_NARROW_ONLY"):
                journey(lang, (1000, 700), checks=False)
                journey(lang, (1280, 1024), checks=False)
    finally:
        stop_bus()
    return finish()


if __name__ == "__main__":
    sys.exit(main())
