#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A coach's game files, driven with real keys (xdotool) and read over AT-SPI.

1. The 1,391-game Hu Ronghua file: pick game 5, comment on its first move (Ctrl+K), save
   (Ctrl+S). The file still holds 1,391 games, the other 1,390 byte for byte as they were, the
   previous version is kept, and Save is offered again only after another change.
2. A crash: moves played in a new game, the app killed (kill -9), started again: it offers the
   game, and Restore brings the moves back.
3. The same for a game of a file: restored, then saved into its place (Ctrl+S).

With QILI_E2E_SHOTS set, screenshots of the comment editor and the game details dialog go there.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from journey import app_env, check, finish, reexec_without_fatal_warnings, wait_until  # noqa: E402

reexec_without_fatal_warnings()

from qili_atspi import Qili, main_window_id, press_keys, stop_bus, xdotool  # noqa: E402

QILI = os.environ.get("QILI", "qili")
SHARED = os.environ.get("QILI_SHARED_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared"))
HU = os.path.join(SHARED, "data", "records", "real", "maksimKorzh-wukong-xiangqi", "Hu_Ronghua_1391_UCI_games.pgn")
APP_ENV = app_env(GTK_USE_PORTAL="0", LANGUAGE=os.environ.get("QILI_E2E_LANGUAGE", "C"))


def shot(name):
    folder = os.environ.get("QILI_E2E_SHOTS")
    if folder:
        subprocess.run(["import", "-window", "root", os.path.join(folder, name + ".png")], timeout=30)


def window_named(app, part):
    """The newest shown window of the app whose title holds @part (a dialog), or None."""
    ids = xdotool("search", "--onlyvisible", "--pid", app.process.pid, "--name", ".").split()
    named = [wid for wid in ids if part in xdotool("getwindowname", wid)]
    return named[-1] if named else None


def keys_into(app, part, *keys, pause=0.3):
    """Real key presses into the app's window whose title holds @part (a dialog)."""
    wid = wait_until(lambda: window_named(app, part), 10)
    if not wid:
        raise AssertionError("no window %r" % part)
    xdotool("windowfocus", "--sync", wid)
    for key in keys:
        xdotool("key", "--clearmodifiers", key)
        time.sleep(pause)


def type_into_window(app, part, text):
    wid = wait_until(lambda: window_named(app, part), 10)
    xdotool("windowfocus", "--sync", wid)
    xdotool("type", "--delay", "40", text)
    time.sleep(0.3)


def main_title(app):
    wid = main_window_id(app.process.pid)
    return xdotool("getwindowname", wid).strip() if wid else ""


def modified(app):
    return main_title(app).startswith("•")


def unsaved_files():
    folder = os.path.join(APP_ENV["XDG_STATE_HOME"], "qili", "unsaved")
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


def move_texts(app):
    return " ".join(app.labels(app.window))


def game_starts(data):
    return [m.start() for m in re.finditer(rb"(?m)^\[Event ", data)]


def journey_collection(tmp):
    if not os.path.exists(HU):
        check("the 1,391-game file is there # SKIP not in this checkout's shared data", True)
        return
    path = os.path.join(tmp, "Hu_Ronghua_1391_UCI_games.pgn")
    shutil.copy(HU, path)
    with open(path, "rb") as f:
        before = f.read()
    starts = game_starts(before)
    check("the copy holds 1,391 games", len(starts) == 1391, str(len(starts)))

    app = Qili(QILI, [path], env=APP_ENV)
    try:
        picker = wait_until(lambda: window_named(app, "Choose a Game") or window_named(app, "选择对局"), 20)
        check("a file of 1,391 games opens the game picker", bool(picker))
        # Game 5 is the only one against WANG BingGuo: type it, Enter takes it
        type_into_window(app, "Choose a Game", "BingGuo")
        keys_into(app, "Choose a Game", "Return")
        loaded = wait_until(lambda: any("HU RongHua vs WANG BingGuo" in t for t in app.labels(app.window)), 15)
        check("Enter in the picker opens game 5", bool(loaded))
        check("nothing changed: the title has no modified mark", not modified(app), main_title(app))

        # Ctrl+S with nothing changed writes nothing
        mtime = os.stat(path).st_mtime_ns
        press_keys(app, "ctrl+s")
        time.sleep(1.0)
        check("Ctrl+S with nothing changed leaves the file alone", os.stat(path).st_mtime_ns == mtime)

        # The first move, Ctrl+K, a comment, Ctrl+Enter
        press_keys(app, "Home", "Right")
        press_keys(app, "ctrl+k")
        editor = wait_until(lambda: window_named(app, "Comment"), 10)
        check("Ctrl+K opens the comment editor", bool(editor))
        type_into_window(app, "Comment", "A sharp start")
        shot("comment-editor")
        keys_into(app, "Comment", "ctrl+Return")
        shown = wait_until(lambda: "A sharp start" in move_texts(app), 10)
        check("the comment shows in the move list", bool(shown))
        check("the title shows the modified mark", bool(wait_until(lambda: modified(app), 5)), main_title(app))

        # Ctrl+S: saved into its place
        press_keys(app, "ctrl+s")
        saved = wait_until(lambda: os.stat(path).st_mtime_ns != mtime, 10)
        check("Ctrl+S saves the game into its file", bool(saved))
        time.sleep(0.5)
        with open(path, "rb") as f:
            after = f.read()
        new_starts = game_starts(after)
        check("the file still holds 1,391 games", len(new_starts) == 1391, str(len(new_starts)))
        head, tail = before[:starts[4]], before[starts[5]:]
        check("games 1 to 4 are byte-identical", after[:starts[4]] == head)
        check("games 6 to 1,391 are byte-identical", after.endswith(tail))
        middle = after[starts[4]:len(after) - len(tail)]
        check("game 5 holds the comment, its moves in ICCS as before",
              b"{A sharp start}" in middle and b"1. h2e2 {A sharp start}" in middle, middle[:200].decode())
        old_moves = re.findall(rb"\b[a-i][0-9][a-i][0-9]\b", before[starts[4]:starts[5]])
        new_moves = re.findall(rb"\b[a-i][0-9][a-i][0-9]\b", middle)
        check("game 5 keeps its moves", old_moves == new_moves, "%d / %d" % (len(old_moves), len(new_moves)))
        check("the title loses the modified mark", bool(wait_until(lambda: not modified(app), 5)), main_title(app))

        # The game's details (Ctrl+I): a screenshot for the lead
        press_keys(app, "ctrl+i")
        details = wait_until(lambda: window_named(app, "Game Details") or window_named(app, "对局信息"), 10)
        check("Ctrl+I opens the game details", bool(details))
        time.sleep(0.5)
        shot("header-dialog")
        if details:
            keys_into(app, "Game Details", "Escape")
    finally:
        app.close()


def crash(app):
    """kill -9: the app ends without a word, as in a crash or a power cut."""
    os.kill(app.process.pid, signal.SIGKILL)
    app.process.wait(10)
    app.close()


def wait_for_restore(app):
    return wait_until(lambda: window_named(app, "Restore the Unsaved Game"), 15)


def journey_crash_new_game(tmp):
    check("nothing unsaved is left behind by a saved game", unsaved_files() == [], repr(unsaved_files()))
    app = Qili(QILI, [], env=APP_ENV)
    try:
        for move in ("h2e2", "h9g7", "h0g2"):
            app.type_into("Move to play", move, button="Play the Move")
            time.sleep(0.3)
        played = wait_until(lambda: "马二进三" in move_texts(app), 10)
        check("three moves played in a new game", bool(played))
        time.sleep(2.0)  # the unsaved game is written a moment after the last edit
    finally:
        crash(app)

    app = Qili(QILI, [], env=APP_ENV)
    try:
        asked = wait_for_restore(app)
        check("after kill -9, the next start offers the unsaved game", bool(asked))
        if asked:
            keys_into(app, "Restore the Unsaved Game", "Return")
        back = wait_until(lambda: all(m in move_texts(app) for m in ("炮二平五", "马8进7", "马二进三")), 10)
        check("Restore brings the three moves back", bool(back), move_texts(app)[:200])
        check("the restored game is unsaved (modified mark)", bool(wait_until(lambda: modified(app), 5)),
              main_title(app))
        # Discard it now: nothing is offered at the next start
        press_keys(app, "ctrl+n")
        question = wait_until(lambda: window_named(app, "Save the New Game"), 10)
        if question:
            app.click("_Discard")
        check("Ctrl+N with the restored game asks Save / Discard / Cancel", bool(question))
        check("Discard: a new game, nothing unsaved", bool(wait_until(lambda: main_title(app).startswith("New Game"), 10)),
              main_title(app))
    finally:
        app.close()
    app = Qili(QILI, [], env=APP_ENV)
    try:
        time.sleep(2.0)
        check("a discarded game is not offered again", not window_named(app, "Restore the Unsaved Game"),
              repr(unsaved_files()))
    finally:
        app.close()


def journey_crash_file(tmp):
    path = os.path.join(tmp, "club.pgn")
    text = ("[Event \"Club night\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n\n1. h2e2 h9g7 *\n\n"
            "[Event \"Club night\"]\n[Red \"Sun\"]\n[Black \"Zhou\"]\n\n1. c3c4 *\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    app = Qili(QILI, [path], env=APP_ENV)
    try:
        wait_until(lambda: window_named(app, "Choose a Game"), 15)
        type_into_window(app, "Choose a Game", "Zhou")
        keys_into(app, "Choose a Game", "Return")
        wait_until(lambda: any("Sun vs Zhou" in t for t in app.labels(app.window)), 10)
        press_keys(app, "End")
        app.type_into("Move to play", "c6c5", button="Play the Move")
        check("a move played in game 2 of a file", bool(wait_until(lambda: "卒3进1" in move_texts(app), 10)))
        time.sleep(2.0)
    finally:
        crash(app)
    app = Qili(QILI, [], env=APP_ENV)
    try:
        asked = wait_for_restore(app)
        check("the game of the file is offered after the crash", bool(asked))
        if asked:
            keys_into(app, "Restore the Unsaved Game", "Return")
        back = wait_until(lambda: "卒3进1" in move_texts(app) and "club.pgn" in main_title(app), 10)
        check("restored as game 2 of club.pgn, its move back", bool(back))
        press_keys(app, "ctrl+s")
        saved = wait_until(lambda: "1. c3c4 c6c5" in open(path, encoding="utf-8").read(), 10)
        with open(path, encoding="utf-8") as f:
            now = f.read()
        check("Ctrl+S saves the restored game into its place", bool(saved) and now.startswith(text[:text.index("[Event", 5)]),
              now)
    finally:
        app.close()


def main():
    if shutil.which("xdotool") is None:
        print("1..0 # SKIP xdotool is not installed (build-aux/qili-dev installs it)")
        return 0
    tmp = tempfile.mkdtemp(prefix="qili-document-")
    try:
        journey_collection(tmp)
        journey_crash_new_game(tmp)
        journey_crash_file(tmp)
    finally:
        stop_bus()
        shutil.rmtree(tmp, ignore_errors=True)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
