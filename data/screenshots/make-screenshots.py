#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Drives the built app over AT-SPI into each screenshot's state and saves the screen.

Run by make-screenshots.sh under Xvfb and a D-Bus session (the screen is the window's size, the
window is undecorated at 0,0). Usage: make-screenshots.py QILI OUTDIR [LANG…]
"""

import gettext
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "e2e"))

import pyatspi  # noqa: E402

from qili_atspi import Qili, stop_bus  # noqa: E402


def wait_until(func, timeout=10):
    deadline = time.monotonic() + timeout
    value = func()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = func()
    return value


class Shots:
    def __init__(self, qili, outdir, lang):
        self.qili = qili
        self.outdir = outdir
        self.lang = lang
        self.env = {
            "G_DEBUG": "",
            "GSETTINGS_BACKEND": "memory",
            "LANGUAGE": lang,
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "GSK_RENDERER": "cairo",
        }
        # Buttons are found by their accessible names, in the language of the shot
        self.t = gettext.translation("qili", os.environ.get("QILI_LOCALEDIR"), languages=[lang], fallback=True)

    def _(self, text):
        return self.t.gettext(text)

    def start(self, args=()):
        app = Qili(self.qili, list(args), env=self.env)
        time.sleep(1.5)
        return app

    def save(self, name):
        time.sleep(1.2)  # animations (the banner slides in) settle
        suffix = "" if self.lang in ("C", "en") else "-" + self.lang
        path = os.path.join(self.outdir, "%s%s.png" % (name, suffix))
        subprocess.run(["import", "-window", "root", path], check=True)
        print("saved", path)

    def explanation(self):
        """A club game at the move that chases: the pane explains it, the board draws the attack."""
        app = self.start([os.path.join(HERE, "opening.pgn")])
        try:
            app.click(self._("Last Move"))
            self.save("explanation")
        finally:
            app.close()

    def ruling(self):
        """A perpetual chase: the banner rules who must change, and why."""
        app = self.start([os.path.join(HERE, "perpetual-chase.pgn")])
        try:
            app.click(self._("Last Move"))
            self.save("ruling")
        finally:
            app.close()

    def library(self):
        """The Library page on an example where the arbiter overrides the engine (细则13), then a
        quiz question answered wrong: the right choice marked, and why."""
        app = self.start()
        try:
            app.select_page(self._("Library"))
            time.sleep(0.5)
            app.set_text(self._("Search the examples"), "细则13")
            time.sleep(1)
            self.save("library")

            app.set_text(self._("Search the examples"), "cxa-2")
            time.sleep(1)
            app.click(self._("Start Quiz"))
            time.sleep(1)
            app.click(self._("Black must change; if not, Black loses"))
            app.click(self._("Check Answer"))
            self.save("quiz")
        finally:
            app.close()


def main():
    qili, outdir = sys.argv[1], sys.argv[2]
    langs = sys.argv[3:] or ["C"]
    try:
        for lang in langs:
            shots = Shots(qili, outdir, lang)
            shots.explanation()
            shots.ruling()
            shots.library()
    finally:
        stop_bus()
    return 0


if __name__ == "__main__":
    sys.exit(main())
