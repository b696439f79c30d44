# SPDX-License-Identifier: GPL-3.0-or-later
"""What the journeys share: TAP checks, waiting, the app's environment.

Import it before pyatspi: reexec_without_fatal_warnings() must run first.
"""

import atexit
import os
import shutil
import sys
import tempfile
import time


def reexec_without_fatal_warnings():
    """The test environment makes GLib warnings fatal; AT-SPI's client library warns about objects
    that go away while it walks the tree, so the script runs without that (the app keeps it)."""
    if "fatal-warnings" in os.environ.get("G_DEBUG", "") and not os.environ.get("QILI_E2E_REEXEC"):
        os.environ["QILI_E2E_APP_G_DEBUG"] = os.environ["G_DEBUG"]
        os.environ["G_DEBUG"] = "gc-friendly"
        os.environ["QILI_E2E_REEXEC"] = "1"
        os.execv(sys.executable, [sys.executable] + sys.argv)


checks = []


def check(name, ok, detail=""):
    checks.append((name, ok, detail))
    print("%s %d - %s%s" % ("ok" if ok else "not ok", len(checks), name, "" if ok else " # " + detail))
    sys.stdout.flush()


def finish():
    """The TAP plan; the exit status."""
    print("1..%d" % len(checks))
    return 0 if all(ok for _, ok, _ in checks) else 1


def wait_until(func, timeout=8):
    deadline = time.monotonic() + timeout
    value = func()
    while not value and time.monotonic() < deadline:
        time.sleep(0.2)
        value = func()
    return value


_home = None


def private_dirs():
    """XDG directories of this test run only: the app never reads or writes the user's events,
    settings or caches (nor another run's)."""
    global _home
    if _home is None:
        _home = tempfile.mkdtemp(prefix="qili-e2e-")
        atexit.register(shutil.rmtree, _home, True)
    return {"XDG_%s_HOME" % kind.upper(): os.path.join(_home, kind) for kind in ("data", "config", "cache", "state")}


def app_env(**more):
    env = {
        **private_dirs(),
        "G_DEBUG": os.environ.get("QILI_E2E_APP_G_DEBUG", os.environ.get("G_DEBUG", "")),
        "GSETTINGS_BACKEND": "memory",
        "LANGUAGE": "C",
        "LC_ALL": "C.UTF-8",
        "GSK_RENDERER": os.environ.get("GSK_RENDERER", "cairo"),
    }
    env.update(more)
    return env


def fresh_env(**more):
    """The app's environment with a state folder of its own: a game left unsaved by an earlier
    journey (the app keeps it for restoring) does not greet this one with a dialog."""
    base = private_dirs()["XDG_STATE_HOME"]
    os.makedirs(base, exist_ok=True)
    return app_env(GTK_USE_PORTAL="0", XDG_STATE_HOME=tempfile.mkdtemp(prefix="run-", dir=base), **more)


def gnome_settings():
    """GNOME's title bar (a close button only) and no animations, in the test's own config."""
    folder = os.path.join(private_dirs()["XDG_CONFIG_HOME"], "gtk-4.0")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-decoration-layout=:close\ngtk-enable-animations=false\ngtk-cursor-blink=false\n")
