#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates flatpak/io.github.qili.Qili.json offline: against flatpak-builder's manifest JSON schema
(../shared/data/flatpak/) and through `flatpak-builder --show-manifest` with warnings fatal. The
Flatpak itself cannot be built here (the GNOME runtime is not downloadable). TAP output."""
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
manifest_path = os.path.join(top, "flatpak", "io.github.qili.Qili.json")
shared = os.environ.get("QILI_SHARED_DIR", os.path.join(top, "..", "shared"))
schema_path = os.path.join(shared, "data", "flatpak", "flatpak-manifest.schema.json")

print("1..4")
manifest = json.load(open(manifest_path, encoding="utf-8"))
print("ok 1 - manifest is JSON")

jsonschema.validate(manifest, json.load(open(schema_path, encoding="utf-8")))
print("ok 2 - manifest matches flatpak-builder's schema")

env = dict(os.environ, G_DEBUG="fatal-warnings")
# G_ENABLE_DIAGNOSTIC makes GObject report flatpak-builder's own use of deprecated properties.
env.pop("G_ENABLE_DIAGNOSTIC", None)
with tempfile.TemporaryDirectory() as state:
    # flatpak-builder keeps its state (.flatpak-builder/) in the working directory.
    p = subprocess.run(["flatpak-builder", "--show-manifest", os.path.abspath(manifest_path)],
                       capture_output=True, text=True, env=env, cwd=state)
if p.returncode != 0 or p.stderr.strip():
    print(f"not ok 3 - flatpak-builder --show-manifest: {p.returncode} {p.stderr.strip()}")
    sys.exit(1)
print("ok 3 - flatpak-builder reads it without warnings")

# Minimal sandbox: no home or host file access (files come through portals), no D-Bus names. The
# network is shared for one thing: "Publish on the Local Network" serves the event's pages to
# players' phones (issue 30), which needs a socket on the machine's own addresses.
args = manifest.get("finish-args", [])
bad = [a for a in args if a.startswith("--filesystem") or a.startswith("--talk-name")]
if manifest.get("app-id") != "io.github.qili.Qili" or manifest.get("command") != "qili" or bad:
    print(f"not ok 4 - app id, command or finish-args: {bad}")
    sys.exit(1)
print("ok 4 - app id, command and minimal finish-args")
