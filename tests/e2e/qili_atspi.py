# SPDX-License-Identifier: GPL-3.0-or-later
"""Driving Qili as a user would, over AT-SPI (Debian's python3-pyatspi).

Starts the accessibility bus inside the current D-Bus session, starts qili, and finds widgets by
role and name in the accessibility tree.
"""

import os
import subprocess
import time

import pyatspi
from gi.repository import GLib

AT_SPI_BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"

# One accessibility bus for the whole script: pyatspi connects to it once per process, so a bus
# started anew for a second app would be one this process never sees.
_bus = None


def start_bus():
    global _bus
    if _bus is None:
        _bus = subprocess.Popen([AT_SPI_BUS_LAUNCHER, "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)


def stop_bus():
    global _bus
    if _bus is not None:
        _bus.terminate()
        _bus.wait(10)
        _bus = None


class Qili:
    def __init__(self, qili, args, env=None, timeout=30):
        start_bus()
        app_env = dict(os.environ)
        for key in ("GTK_A11Y", "NO_AT_BRIDGE"):
            app_env.pop(key, None)
        app_env.update(env or {})
        # Xvfb resets when its last client leaves (the accessibility bus launcher, a previous app):
        # an app that starts in that moment cannot open the display and exits at once. Start again.
        for attempt in range(3):
            self.process = subprocess.Popen([qili] + list(args), env=app_env)
            try:
                self.process.wait(1.5)
            except subprocess.TimeoutExpired:
                break
            time.sleep(1)
        self.app = self._wait(lambda: self._find_app(), timeout, "the qili application on the AT-SPI bus")
        self.window = self._wait(lambda: self.find(pyatspi.ROLE_FRAME, None), timeout, "the main window")

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        # Until the app has left the bus, a search could still find it
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                if self._find_app() is None:
                    break
            except Exception:
                break
            time.sleep(0.2)

    @staticmethod
    def _wait(func, timeout, what):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                found = func()
            except Exception:  # the tree changes under our feet while the app starts
                found = None
            if found:
                return found
            time.sleep(0.2)
        raise AssertionError("timed out waiting for " + what)

    def _find_app(self):
        # By process: the application's name is translated ("棋例")
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.get_process_id() == self.process.pid:
                return app
        return None

    def find_all(self, role, name=None, root=None, first=False):
        """Accessibles of @role (and @name) under @root, depth first. Each property read is a D-Bus
        round trip, so subtrees that are not visible are skipped and @first stops at a match."""
        found = []
        top = root or self.app
        stack = [top]
        while stack:
            acc = stack.pop()
            try:
                state = acc.getState()
                if acc is not top and not (state.contains(pyatspi.STATE_VISIBLE) or
                                           state.contains(pyatspi.STATE_SHOWING)):
                    continue
                if acc.getRole() == role and (name is None or acc.name == name):
                    found.append(acc)
                    if first:
                        return found
                stack.extend(acc[i] for i in reversed(range(acc.childCount)))
            except Exception:
                continue
        return found

    def find(self, role, name=None, root=None):
        found = self.find_all(role, name, root, first=True)
        return found[0] if found else None

    def wait_for(self, role, name=None, timeout=10):
        return self._wait(lambda: self.find(role, name), timeout, "%s %r" % (role, name))

    def click(self, name):
        # GTK 4.8 names a button with a text label after its accessible label and the label's text
        # ("Show Cycle Show Cycle"); icon buttons by their accessible label alone.
        # With a mnemonic in a translation ("开始测验(_Q)") the label's text differs from the name.
        button = self._wait(lambda: self.find(pyatspi.ROLE_PUSH_BUTTON, name) or
                            self.find(pyatspi.ROLE_PUSH_BUTTON, name + " " + name) or
                            next((b for b in self.find_all(pyatspi.ROLE_PUSH_BUTTON)
                                  if (b.name or "").startswith(name + " ") or
                                  (b.name or "").replace("_", "").startswith(name + "(")), None),
                            10, "the button %r" % name)
        # A user cannot press a button that is not enabled yet: wait for it, as the actions of an
        # earlier click (a quiz choice enabling "Check Answer") run after that click returned.
        self._wait(lambda: self._enabled(button), 10, "the button %r to be enabled" % name)
        action = button.queryAction()
        for i in range(action.nActions):
            if action.getName(i) in ("click", "activate", "press"):
                action.doAction(i)
                return
        action.doAction(0)

    @staticmethod
    def _enabled(acc):
        try:
            state = acc.getState()
            return state.contains(pyatspi.STATE_SENSITIVE) or state.contains(pyatspi.STATE_ENABLED)
        except Exception:
            return False

    @staticmethod
    def text_of(acc):
        # A label can go away while it is read (a dialog closing, a list refilled): it has no text.
        try:
            text = acc.queryText()
            return text.getText(0, text.characterCount)
        except NotImplementedError:
            pass
        except GLib.Error:
            return ""
        try:
            return acc.name or ""
        except GLib.Error:
            return ""

    def label_text(self, name, timeout=10):
        """The text of the label whose accessible name is @name."""
        label = self.wait_for(pyatspi.ROLE_LABEL, name, timeout)
        return self.text_of(label)

    def labels(self, root=None):
        return [self.text_of(acc) for acc in self.find_all(pyatspi.ROLE_LABEL, None, root)]

    def set_text(self, name, text):
        """Replaces the text of the entry @name (without activating it)."""
        entry = self._wait(lambda: self.find(pyatspi.ROLE_ENTRY, name) or self.find(pyatspi.ROLE_TEXT, name), 10,
                           "the entry %r" % name)
        entry.queryEditableText().setTextContents(text)

    def select_page(self, name):
        """Switches the window's view switcher to the page @name."""
        tab = self._wait(lambda: self.find(pyatspi.ROLE_PAGE_TAB, name), 10, "the page %r" % name)
        tab.queryAction().doAction(0)

    def type_into(self, name, text, button=None):
        """Puts @text into the entry @name and presses @button (or activates the entry)."""
        entry = self._wait(lambda: self.find(pyatspi.ROLE_ENTRY, name) or self.find(pyatspi.ROLE_TEXT, name), 10,
                           "the entry %r" % name)
        entry.queryEditableText().setTextContents(text)
        if button is not None:
            self.click(button)
            return
        action = entry.queryAction()
        for i in range(action.nActions):
            if action.getName(i) == "activate":
                action.doAction(i)
                return
        raise AssertionError("the entry %r cannot be activated" % name)


def xdotool(*args):
    return subprocess.run(["xdotool"] + [str(a) for a in args], capture_output=True, text=True, timeout=20).stdout


def main_window_id(pid, title="Qili|棋例"):
    """The X window of process @pid whose title has @title, a regular expression (the main window:
    its title ends with the app's name, 棋例 in Chinese)."""
    for wid in xdotool("search", "--onlyvisible", "--pid", pid, "--name", title).split():
        return wid
    return None


def window_size(app):
    """The main window's size (width, height) as X has it."""
    out = xdotool("getwindowgeometry", main_window_id(app.process.pid))
    for line in out.splitlines():
        if "Geometry:" in line:
            w, h = line.split()[-1].split("x")
            return (int(w), int(h))
    return None


def resize(app, width, height):
    """Resizes the main window as a user would; returns the size it took (GTK keeps its least)."""
    xdotool("windowsize", main_window_id(app.process.pid), width, height)
    deadline = time.monotonic() + 5
    while window_size(app) != (width, height) and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(0.8)
    return window_size(app)


def press_keys(app, *keys, pause=0.3):
    """Real key presses (XTest through xdotool) into the main window of @app, as typed: the window
    gets the X input focus first, then each key is pressed and released."""
    wid = main_window_id(app.process.pid)
    if wid is None:
        raise AssertionError("no X window for the app")
    xdotool("windowfocus", "--sync", wid)
    for key in keys:
        xdotool("key", "--clearmodifiers", key)
        time.sleep(pause)
