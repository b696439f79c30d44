#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the piece SVGs of data/pieces/ (run from the top of the tree after changing a set).

Each piece is a disc of 100 x 100 user units; the character is SVG text with a list of CJK font
families, so every system shows it in the best face it has (a 楷 face where one is installed).
"""

import os

KINDS = ["king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"]

TRADITIONAL = {
    "red": ["帥", "仕", "相", "傌", "俥", "炮", "兵"],
    "black": ["將", "士", "象", "馬", "車", "砲", "卒"],
}
MODERN = {
    "red": ["帅", "仕", "相", "马", "车", "炮", "兵"],
    "black": ["将", "士", "象", "马", "车", "炮", "卒"],
}

SERIF = ("'AR PL UKai CN', 'AR PL UKai TW', 'KaiTi', 'STKaiti', 'BiauKai', 'Noto Serif CJK SC', "
         "'Noto Serif CJK TC', 'Source Han Serif SC', 'AR PL UMing CN', 'WenQuanYi Micro Hei', "
         "'Noto Sans CJK SC', 'Microsoft YaHei', serif")
SANS = ("'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', 'WenQuanYi Zen Hei', "
        "'Microsoft YaHei', 'PingFang SC', 'Droid Sans Fallback', sans-serif")

INK = {"red": "#b3241b", "black": "#1e1a16"}


def traditional(color, char):
    ink = INK[color]
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: GPL-3.0-or-later -->
<!-- Qili traditional piece: ivory disc, engraved double ring, {color} character (drawn for Qili) -->
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <defs>
    <radialGradient id="face" cx="50" cy="50" r="46" fx="40" fy="34" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fffaf0"/>
      <stop offset="0.55" stop-color="#f4e4c1"/>
      <stop offset="0.9" stop-color="#e2c796"/>
      <stop offset="1" stop-color="#cfae74"/>
    </radialGradient>
    <linearGradient id="side" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b68a4e"/>
      <stop offset="1" stop-color="#7d5a2c"/>
    </linearGradient>
    <radialGradient id="shadow" cx="51" cy="53.5" r="48.5" gradientUnits="userSpaceOnUse">
      <stop offset="0.86" stop-color="#000" stop-opacity="0.38"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <circle cx="51" cy="53.5" r="48.5" fill="url(#shadow)"/>
  <circle cx="50" cy="51.5" r="45.5" fill="url(#side)"/>
  <circle cx="50" cy="49" r="45" fill="url(#face)" stroke="#8f6a37" stroke-width="0.8"/>
  <circle cx="50" cy="49" r="38.5" fill="none" stroke="{ink}" stroke-width="2.4"/>
  <circle cx="50" cy="49" r="35.6" fill="none" stroke="{ink}" stroke-width="0.7"/>
  <text x="50.7" y="66.2" text-anchor="middle" font-family="{SERIF}" font-size="45" font-weight="bold"
        fill="#ffffff" fill-opacity="0.55">{char}</text>
  <text x="50" y="65.4" text-anchor="middle" font-family="{SERIF}" font-size="45" font-weight="bold"
        fill="{ink}">{char}</text>
</svg>
"""


def modern(color, char):
    disc = {"red": "#c43a2f", "black": "#2a2724"}[color]
    rim = {"red": "#8e231b", "black": "#0f0e0d"}[color]
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- SPDX-License-Identifier: GPL-3.0-or-later -->
<!-- Qili modern piece: flat {color} disc, light ring, simplified character (drawn for Qili) -->
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <circle cx="50" cy="52" r="45.5" fill="#000" fill-opacity="0.28"/>
  <circle cx="50" cy="49.5" r="45.5" fill="{rim}"/>
  <circle cx="50" cy="48.5" r="44" fill="{disc}" stroke="#fdf6e3" stroke-width="1.2"/>
  <circle cx="50" cy="48.5" r="37" fill="none" stroke="#fdf6e3" stroke-width="2"/>
  <text x="50" y="64.5" text-anchor="middle" font-family="{SANS}" font-size="42" font-weight="bold"
        fill="#fdf6e3">{char}</text>
</svg>
"""


def main():
    top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "pieces")
    for name, chars, draw in (("traditional", TRADITIONAL, traditional), ("modern", MODERN, modern)):
        os.makedirs(os.path.join(top, name), exist_ok=True)
        for color in ("red", "black"):
            for kind, char in zip(KINDS, chars[color]):
                with open(os.path.join(top, name, f"{color}-{kind}.svg"), "w", encoding="utf-8") as f:
                    f.write(draw(color, char))


if __name__ == "__main__":
    main()
