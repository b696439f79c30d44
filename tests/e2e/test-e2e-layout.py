#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A layout that stays put (issue 31), read as a user sees it: over AT-SPI (where each widget
is) and in the window's pixels (an X screenshot).

- When a cycle closes, the ruling banner shows without moving or shrinking the board.
- The status line ("Black to move, in check") is never cut short at 1000×700 or 800×600, in
  English or Chinese: its ink is as wide as in a wide window.
- The window goes down to 360 px (GNOME's small size, its title bar with a close button only):
  the Board page keeps every button and the status in the window, the Library its example.
Prints TAP.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import (check, finish, fresh_env, gnome_settings,  # noqa: E402
                     reexec_without_fatal_warnings, wait_until)

reexec_without_fatal_warnings()

import pyatspi  # noqa: E402

from qili_atspi import Qili, main_window_id, press_keys, resize, stop_bus, window_size, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "build/src/qili")
PGN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "perpetual-chase.pgn")
# Black to move, in check from the rook on file e
IN_CHECK = "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\n"
STATUS = {"C": "Black to move, in check", "zh_CN": "黑方走棋，正被将军"}


def extents(acc):
    e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (e.x, e.y, e.width, e.height)


def board_geometry(app):
    board = app.find(pyatspi.ROLE_TABLE, "Board") or app.find(pyatspi.ROLE_TABLE, "棋盘")
    cells = app.find_all(pyatspi.ROLE_TABLE_CELL, root=board) if board is not None else []
    if board is None or len(cells) != 90:
        return None
    return (extents(board), extents(cells[0]), extents(cells[89]))


def status_label(app, text):
    for label in app.find_all(pyatspi.ROLE_LABEL):
        if app.text_of(label) == text:
            return label
    return None


def ink_width(app, acc):
    """The width of the drawn text of @acc in the window's pixels (columns darker than the
    background), from an X screenshot of the window."""
    x, y, w, h = extents(acc)
    wid = main_window_id(app.process.pid)
    with tempfile.NamedTemporaryFile(suffix=".png") as png, tempfile.NamedTemporaryFile(suffix=".txt") as txt:
        subprocess.run(["import", "-window", wid, "-crop", "%dx%d+%d+%d" % (w, h, x, y), "+repage", png.name],
                       check=True, timeout=30)
        subprocess.run(["convert", png.name, "-colorspace", "gray", "-threshold", "60%", "-negate", txt.name],
                       check=True, timeout=30)
        columns = set()
        for line in open(txt.name):
            if line.startswith("#"):
                continue
            coords, _, rest = line.partition(":")
            if "#FFFFFF" in rest.upper() or "(255)" in rest or "255,255,255" in rest:
                columns.add(int(coords.split(",")[0]))
        return (max(columns) - min(columns) + 1) if columns else 0


def board_pixels(app, board):
    """The board's pixels, as PNG bytes of an X screenshot."""
    x, y, w, h = extents(board)
    return subprocess.run(["import", "-window", main_window_id(app.process.pid), "-crop", "%dx%d+%d+%d" % (w, h, x, y),
                           "+repage", "png:-"], capture_output=True, timeout=30).stdout


def click_label(app, label, window_title=None):
    """A real click on @label, in the main window or in the window titled @window_title."""
    wid = main_window_id(app.process.pid, window_title) if window_title else main_window_id(app.process.pid)
    x, y, w, h = extents(label)
    xdotool("mousemove", "--window", wid, x + w // 2, y + h // 2)
    xdotool("click", "1")
    time.sleep(0.6)


def journey_banner():
    app = Qili(QILI, [PGN], env=fresh_env())
    try:
        wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        resize(app, 1000, 700)
        press_keys(app, "End")
        before = wait_until(lambda: board_geometry(app))
        for move in ("马8退7", "车八进二", "马7进8"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.4)
        before = board_geometry(app)
        app.type_into("Move to play", "车八退二", button="Play the Move")
        shown = wait_until(lambda: any("Red must change" in t for t in app.labels(app.window)))
        check("the ruling banner shows when the cycle closes", bool(shown))
        time.sleep(0.5)
        after = board_geometry(app)
        check("the board neither moves nor shrinks when the banner shows", before == after and before is not None,
              "%r → %r" % (before, after))

        # How to Change…: a kind of move chosen draws its moves on the board
        board = app.find(pyatspi.ROLE_TABLE, "Board")
        shot_before = board_pixels(app, board)
        way_out = next(b for role in (pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_PUSH_BUTTON)
                       for b in app.find_all(role) if (b.name or "").startswith("How to Change"))
        click_label(app, way_out)
        wait_until(lambda: next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == "车八平三"), None))
        # From the keyboard: the popover's first row has the focus; the second is 车八平三
        for key in ("Down", "Return", "Escape"):
            xdotool("key", key)
            time.sleep(0.4)
        time.sleep(0.5)
        check("a row of How to Change… draws its moves on the board", board_pixels(app, board) != shot_before)

        # The cycle's moves: a row chosen shows that move on the board
        app.click("Show Cycle")
        label = wait_until(lambda: next((l for l in app.find_all(pyatspi.ROLE_LABEL) if app.text_of(l) == "4. 车八进二"),
                                        None))
        click_label(app, label, "Repetition Cycle")
        shown = wait_until(lambda: "4. 车八进二 (Red)" in app.labels(app.window))
        check("a row of the cycle dialog shows that move on the board", bool(shown))
    except Exception as error:
        check("no error while closing a cycle", False, repr(error))
    finally:
        app.close()


def journey_status(lang, fen):
    app = Qili(QILI, [fen], env=fresh_env(LANGUAGE=lang))
    try:
        want = STATUS[lang]
        label = wait_until(lambda: status_label(app, want))
        check("[%s] the status line reads %r" % (lang, want), label is not None)
        resize(app, 1400, 1000)
        full = ink_width(app, status_label(app, want))
        for width, height in ((1000, 700), (800, 600)):
            size = resize(app, width, height)
            label = status_label(app, want)
            ink = ink_width(app, label) if label is not None else 0
            x, y, w, h = extents(label)
            check("[%s] at %dx%d the status line is whole (ink %d px, as wide as %d px in a wide window)" %
                  (lang, width, height, ink, full), full > 0 and abs(ink - full) <= 1 and size == (width, height),
                  "window %r, label at %r" % (size, (x, y, w, h)))
    except Exception as error:
        check("[%s] no error while reading the status line" % lang, False, repr(error))
    finally:
        app.close()


def reddest(app, x, y):
    """The reddest colour (r, g, b) of the window's pixels from @x, @y - 8 to @x, @y + 8 (an
    arrow drawn through @x, @y, whatever the rounding of the points' places)."""
    wid = main_window_id(app.process.pid)
    out = subprocess.run(["import", "-window", wid, "-crop", "1x17+%d+%d" % (x, y - 8), "+repage", "-depth", "8",
                          "txt:-"], capture_output=True, text=True, timeout=30).stdout
    colours = []
    for line in out.splitlines():
        if not line.startswith("#") and "(" in line:
            values = line.split("(")[1].split(")")[0].split(",")
            colours.append(tuple(int(float(v)) for v in values[:3]))
    return max(colours, key=lambda c: c[0] - (c[1] + c[2]) / 2) if colours else None


def center(box):
    x, y, w, h = box
    return (x + w // 2, y + h // 2)


def journey_targets():
    """Each row of "Pieces Attacked" shows all of its text; the row selected draws its arrows."""
    app = Qili(QILI, [PGN], env=fresh_env())
    try:
        wait_until(lambda: any("Red Player vs Black Player" in t for t in app.labels(app.window)))
        for width, height in ((1000, 700), (800, 600)):
            resize(app, width, height)
            press_keys(app, "End")
            table = wait_until(lambda: app.find(pyatspi.ROLE_LIST_BOX, "Protection of the pieces attacked") or
                               app.find(pyatspi.ROLE_LIST, "Protection of the pieces attacked"))
            rows = [table[i] for i in range(table.childCount)] if table else []
            ok = bool(rows)
            detail = ""
            for row in rows:
                box = extents(row)
                for label in app.find_all(pyatspi.ROLE_LABEL, root=row):
                    lx, ly, lw, lh = extents(label)
                    if not (ly >= box[1] and ly + lh <= box[1] + box[3] and lh >= 10):
                        ok = False
                        detail = "label %r at %r, row at %r" % (app.text_of(label), (lx, ly, lw, lh), box)
            check("at %dx%d each row of Pieces Attacked holds all of its text" % (width, height), ok, detail)
        # The rook on b5 attacks the horse on h5: an arrow between them once the row is selected (in
        # a window tall enough to show the rows without scrolling the explanation)
        resize(app, 1200, 1000)
        table = app.find(pyatspi.ROLE_LIST_BOX, "Protection of the pieces attacked") or \
            app.find(pyatspi.ROLE_LIST, "Protection of the pieces attacked")
        rows = [table[i] for i in range(table.childCount)]
        cells = app.find_all(pyatspi.ROLE_TABLE_CELL, root=app.find(pyatspi.ROLE_TABLE, "Board"))
        rook, horse = center(extents(cells[1 + 9 * 5])), center(extents(cells[7 + 9 * 5]))
        middle = ((rook[0] + horse[0]) // 2, rook[1])
        before = reddest(app, *middle)
        # The horse's row (the search by checks may list more pieces, e.g. the advisor the rook
        # could win through checks)
        row = next((r for r in rows if any("horse" in (app.text_of(l) or "").lower()
                                           for l in app.find_all(pyatspi.ROLE_LABEL, root=r))), rows[0])
        x, y = center(extents(row))
        xdotool("mousemove", "--window", main_window_id(app.process.pid), x, y)
        xdotool("click", "1")
        time.sleep(0.8)
        after = reddest(app, *middle)
        red = after is not None and after[0] > 180 and after[1] < 110 and after[2] < 110
        check("selecting the row draws the rook's attack arrow on the board", red and before != after,
              "pixel at %r: %r → %r" % (middle, before, after))
    except Exception as error:
        check("no error while reading Pieces Attacked", False, repr(error))
    finally:
        app.close()


def inside(box, width):
    x, y, w, h = box
    return w > 0 and h > 0 and x >= 0 and x + w <= width


def journey_narrow(lang, fen):
    app = Qili(QILI, [fen], env=fresh_env(LANGUAGE=lang))
    try:
        want = STATUS[lang]
        wait_until(lambda: status_label(app, want))
        size = resize(app, 360, 700)
        check("[%s] the window goes down to 360 px" % lang, size == (360, 700), repr(size))
        buttons = [b for b in app.find_all(pyatspi.ROLE_PUSH_BUTTON) + app.find_all(pyatspi.ROLE_TOGGLE_BUTTON)
                   if b.name]
        names = ("First Move", "Back", "Forward", "Last Move", "Undo", "Redo", "Flip Board") if lang == "C" else ()
        missing = [n for n in names if not any(b.name == n and inside(extents(b), 360) for b in buttons)]
        check("[%s] at 360 px every button under the board is in the window" % lang, not missing, repr(missing))
        label = status_label(app, want)
        check("[%s] at 360 px the status line is in the window, whole" % lang,
              label is not None and inside(extents(label), 360), repr(extents(label)) if label else "no label")
        geometry = board_geometry(app)
        check("[%s] at 360 px the board is in the window" % lang,
              geometry is not None and inside(geometry[0], 360), repr(geometry))
        app.select_page("Library" if lang == "C" else "棋例库")
        opened = wait_until(lambda: next((b for b in app.find_all(pyatspi.ROLE_PUSH_BUTTON)
                                          if (b.name or "").startswith(("Open on Board", "在棋盘上打开"))), None))
        time.sleep(0.5)
        size = window_size(app)
        check("[%s] the Library page keeps the window at 360 px" % lang, size == (360, 700), repr(size))
        check("[%s] at 360 px the example's Open on Board is in the window" % lang,
              bool(opened) and inside(extents(opened), 360), repr(extents(opened)) if opened else "not found")
    except Exception as error:
        check("[%s] no error in a narrow window" % lang, False, repr(error))
    finally:
        app.close()


def main():
    print("TAP version 13")
    for tool in ("xdotool", "import", "convert"):
        if shutil.which(tool) is None:
            print("1..0 # SKIP %s is not installed (build-aux/qili-dev installs it)" % tool)
            return 0
    gnome_settings()
    tmp = tempfile.mkdtemp(prefix="qili-layout-")
    fen = os.path.join(tmp, "check.fen")
    with open(fen, "w") as f:
        f.write(IN_CHECK)
    try:
        journey_banner()
        journey_targets()
        for lang in ("C", "zh_CN"):
            journey_status(lang, fen)
            journey_narrow(lang, fen)
    finally:
        stop_bus()
        shutil.rmtree(tmp, ignore_errors=True)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
