#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Holds Qili's Traditional Chinese texts to Traditional characters in Taiwan usage: the msgstrs of
po/zh_TW.po and every "zh_TW" text of data/library/examples.json. The zh_TW texts were first made
from the zh_CN ones with a character map, so Simplified leftovers are the likely fault. Fails naming
the file, line or example, the string and the character. TAP output.

Usage: test-zh-tw-chars.py [PO_FILE [LIBRARY_JSON]] (defaults: the source tree's files).

Taiwan usage chosen for the rule texts (the Taiwan and Hong Kong rule books' forms):
  著 for a move (著法, 變著, 閒著, 殺著, 限著), never 着;
  閒 for an idle move (一將一閒, 閒著), never 閑;
  後 for "after, behind" (後退, 後車), never 后 (Xiangqi has no queen; 皇后 would be allowed);
  裡 for "inside, here" (這裡), never 裏, nor 里 (里 only as a unit or in 里程, 鄰里);
  「」 for quotation marks (『』 inside them), never “” or ‘’.
台 (board number: 第一台, 台次) is a valid Taiwan form next to 臺 and is not checked."""
import json
import os
import re
import sys

# Simplified-only characters: each has a different Traditional form and is itself no Traditional
# character (none is in Big5; checked in test 1). Common in Qili's zh_CN texts and rule books.
SIMPLIFIED_ONLY = (
    "这说为时从将车马们个来对会过还进应动开关边发经头实现问题间样长门见让认记论讲许请该谁计设识"
    "试话语误读调输赢负帅红绝连续结给线级组细终编页显标选择图书则规条导释举东无两处备务单卫历压"
    "参双变号吗启员围国场报声学宽寻层师带张归当录总态恶战护担换损摆数断杀权检测没独献环产画电盘"
    "闲转兑拦"
)

# Valid Traditional characters that Taiwan usage writes otherwise, with the words where they stay.
USAGE = {
    "着": ("著", ()),
    "閑": ("閒", ()),
    "裏": ("裡", ()),
    "后": ("後", ("皇后", "王后", "太后")),
    "里": ("裡", ("公里", "英里", "海里", "里程", "鄰里", "千里")),
    "“": ("「", ()),
    "”": ("」", ()),
    "‘": ("『", ()),
    "’": ("』", ()),
}

# Words a Simplified-to-Taiwan converter puts in for computing that are wrong in Qili's texts.
WRONG_WORDS = {
    "運算元": "算子 (不算子力: 子力, not an operator)",
    "二進位制": "二進位",
    "影象": "影像",
    "迴圈": "循環 (a cycle of moves, not a program loop)",
    "全域性": "全局",
    "型別": "類型",
    "登出": "註銷 (annulled results; Qili has no log-in)",
}

top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
po_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(top, "po", "zh_TW.po")
library_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(top, "data", "library", "examples.json")


def unquote(s):
    """A po string's content without its quotes, with C escapes resolved."""
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


def po_msgstrs(path):
    """(where, msgid, msgstr) for every non-empty msgstr, where = "file:line" of its keyword."""
    out = []
    msgid = ""
    field = None
    text = ""
    start = 0

    def close():
        if field == "msgid":
            return text
        if field is not None and field.startswith("msgstr") and text:
            out.append((f"{os.path.basename(path)}:{start}", msgid, text))
        return msgid

    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                msgid = close()
                field, text, start = m.group(1), unquote(m.group(2)), n
                continue
            m = re.match(r'^"(.*)"$', line)
            if m and field is not None:
                text += unquote(m.group(1))
                continue
            msgid = close()
            field = None
    close()
    return out


def library_texts(path):
    """(where, "", text) for every "zh_TW" value, where = "file: example-id/key/…"."""
    out = []

    def walk(node, where):
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "zh_TW" and isinstance(v, str):
                    out.append((f"{os.path.basename(path)}: {where}", "", v))
                else:
                    walk(v, f"{where}/{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{where}[{i}]")

    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    for example in data.get("examples", []):
        walk(example, example.get("id", "?"))
    return out


def faults(text):
    """[(character, what to write instead)] for the text."""
    found = []
    for i, c in enumerate(text):
        if c in SIMPLIFIED_ONLY:
            found.append((c, "a Simplified-only character"))
        elif c in USAGE:
            want, words = USAGE[c]
            if not any(text.find(w, max(0, i - len(w) + 1), i + len(w)) >= 0 for w in words):
                found.append((c, f"Taiwan usage writes {want}"))
    for w, want in WRONG_WORDS.items():
        if w in text:
            found.append((w, f"a converter's computing term; write {want}"))
    return found


def report(n, what, items):
    bad = []
    for where, msgid, text in items:
        for c, why in faults(text):
            bad.append(f"#   {where}: {c} ({' '.join(f'U+{ord(x):04X}' for x in c)}, {why}) in “{text}”" +
                       (f" (msgid “{msgid}”)" if msgid else ""))
    if not items:
        print(f"not ok {n} - {os.path.basename(what)}: no zh_TW texts found")
        return False
    if bad:
        print(f"not ok {n} - {os.path.basename(what)}: {len(bad)} wrong characters or words in {len(items)} texts")
        print("\n".join(bad))
        return False
    print(f"ok {n} - {os.path.basename(what)}: {len(items)} texts in Traditional characters")
    return True


print("1..3")
ok = True
wrong = [c for c in SIMPLIFIED_ONLY if c.encode("big5", errors="replace") != b"?"]
twice = sorted({c for c in SIMPLIFIED_ONLY if SIMPLIFIED_ONLY.count(c) > 1})
if wrong or twice or not 50 <= len(SIMPLIFIED_ONLY) <= 150:
    print(f"not ok 1 - the list: valid Traditional (in Big5) {wrong}, twice {twice}, {len(SIMPLIFIED_ONLY)} in all")
    ok = False
else:
    print(f"ok 1 - the list holds {len(SIMPLIFIED_ONLY)} Simplified-only characters, none in Big5")
ok = report(2, po_path, po_msgstrs(po_path)) and ok
ok = report(3, library_path, library_texts(library_path)) and ok
sys.exit(0 if ok else 1)
