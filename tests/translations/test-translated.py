#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Everything the UI shows is translated (issue 31): no English left in zh_CN or zh_TW.

1. Every .ui file and every C file with a _() is in po/POTFILES.in (else xgettext never sees it).
2. In the .ui files, every text a person reads or hears (labels, titles, tooltips, placeholders,
   descriptions, accessible names and descriptions, menu items) is marked translatable="yes".
3. In the C files, no literal text is handed to a widget without _(): tooltips, labels, button
   labels, row titles, accessible names.
4. Every string xgettext finds (as po/meson.build extracts them) has a translation, not fuzzy, in
   po/zh_CN.po and po/zh_TW.po.
5. No string a user reads names a source by the team's internal id ("seed 000"): the rule texts
   are named as their readers know them (the 1957 rules, the event regulations).
Prints TAP.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

TOP = os.environ.get("G_TEST_SRCDIR") and os.path.normpath(os.path.join(os.environ["G_TEST_SRCDIR"], "..", ".."))
if not TOP or not os.path.exists(os.path.join(TOP, "po", "POTFILES.in")):
    TOP = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

UI_PROPERTIES = ("label", "title", "tooltip-text", "tooltip-markup", "placeholder-text", "description", "subtitle",
                 "heading", "body", "text", "secondary-text", "title-text", "accessible-name")
WORDS = re.compile(r"[A-Za-z]{2,}|[\u4e00-\u9fff]")
C_SETTERS = ("gtk_widget_set_tooltip_text", "gtk_widget_set_tooltip_markup", "gtk_label_set_text",
             "gtk_label_set_label", "gtk_label_set_markup", "gtk_button_set_label", "gtk_menu_button_set_label",
             "adw_preferences_row_set_title", "adw_action_row_set_subtitle", "adw_expander_row_set_subtitle",
             "adw_window_title_set_title", "adw_window_title_set_subtitle", "adw_status_page_set_title",
             "adw_status_page_set_description", "adw_preferences_group_set_title",
             "adw_preferences_group_set_description", "gtk_editable_set_placeholder_text",
             "gtk_entry_set_placeholder_text", "adw_toast_new", "gtk_window_set_title", "adw_message_dialog_new",
             "gtk_check_button_set_label", "gtk_label_new", "gtk_button_new_with_label",
             "gtk_button_new_with_mnemonic", "adw_button_content_set_label")

checks = []


def check(name, ok, detail=""):
    checks.append(ok)
    print("%s %d - %s%s" % ("ok" if ok else "not ok", len(checks), name, "" if ok else " # " + detail))


def potfiles():
    with open(os.path.join(TOP, "po", "POTFILES.in"), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def rel(path):
    return os.path.relpath(path, TOP)


def check_potfiles():
    listed = set(potfiles())
    missing = []
    for path in sorted(glob.glob(os.path.join(TOP, "data", "ui", "*.ui")) + glob.glob(os.path.join(TOP, "data", "gtk",
                                                                                                        "*.ui"))):
        if rel(path) not in listed:
            missing.append(rel(path))
    for path in sorted(glob.glob(os.path.join(TOP, "src", "**", "*.c"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        if re.search(r"\b(_|N_|C_|XQ_T|XQ_N) \(", text) and rel(path) not in listed:
            missing.append(rel(path))
    check("every file with translatable text is in po/POTFILES.in", not missing, ", ".join(missing))


def check_ui_marked():
    pattern = re.compile(r'<(property|attribute) name="([a-z-]+)"([^>]*)>([^<]*)</\1>')
    unmarked = []
    for path in sorted(glob.glob(os.path.join(TOP, "data", "**", "*.ui"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        # xgettext does not look inside CDATA: a factory's template with texts goes in a file of its own
        for m in re.finditer(r"<!\[CDATA\[(.*?)\]\]>", text, flags=re.S):
            if 'translatable="yes"' in m.group(1):
                unmarked.append("%s:%d a translatable text inside CDATA (xgettext never sees it)" %
                                (rel(path), text.count("\n", 0, m.start()) + 1))
        text = re.sub(r"<!\[CDATA\[.*?\]\]>", "", text, flags=re.S)
        for m in pattern.finditer(text):
            kind, name, attrs, value = m.groups()
            if name not in UI_PROPERTIES or not WORDS.search(value) or 'translatable="yes"' in attrs:
                continue
            if kind == "property" and name in ("label", "title", "text") and "bind-" in attrs:
                continue
            line = text.count("\n", 0, m.start()) + 1
            unmarked.append("%s:%d %s=%r" % (rel(path), line, name, value))
    check("every text of the .ui files is marked translatable", not unmarked, "; ".join(unmarked))


def check_c_literals():
    found = []
    call = re.compile(r"\b(%s)\s*\(([^;]*?)\)\s*;" % "|".join(C_SETTERS), re.S)
    literal = re.compile(r'(?<![\w)])"((?:[^"\\]|\\.)*)"')
    for path in sorted(glob.glob(os.path.join(TOP, "src", "**", "*.c"), recursive=True)):
        if "/cli/" in path:
            continue
        text = open(path, encoding="utf-8").read()
        for m in call.finditer(text):
            args = m.group(2)
            # Literals inside _(), N_(), C_(), g_dngettext (), XQ_T () are translated
            bare = re.sub(r'\b(_|N_|C_|XQ_T|XQ_N|g_dngettext|g_dpgettext2|ngettext)\s*\((?:[^()"]|"(?:[^"\\]|\\.)*")*\)',
                          "", args)
            for lit in literal.finditer(bare):
                s = lit.group(1)
                if WORDS.search(re.sub(r"%[-0-9.]*[a-zA-Z]|<[^>]*>|&[a-z]+;", "", s)):
                    line = text.count("\n", 0, m.start()) + 1
                    found.append("%s:%d %s(%r)" % (rel(path), line, m.group(1), s))
    check("no literal text is handed to a widget without _()", not found, "; ".join(found))


def check_po(lang, pot):
    po = os.path.join(TOP, "po", lang + ".po")
    with tempfile.TemporaryDirectory() as tmp:
        merged = os.path.join(tmp, "merged.po")
        subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged, po, pot], check=True)
        untranslated = subprocess.run(["msgattrib", "--untranslated", "--no-obsolete", merged],
                                      capture_output=True, text=True, check=True).stdout
        fuzzy = subprocess.run(["msgattrib", "--only-fuzzy", "--no-obsolete", merged],
                               capture_output=True, text=True, check=True).stdout
    ids = [m for m in re.findall(r'^msgid "(.*)"$', untranslated + fuzzy, re.M) if m]
    check("every string has a %s translation" % lang, not ids, "%d left: %s" % (len(ids), " | ".join(ids[:40])))


def check_no_internal_ids(pot):
    with open(pot, encoding="utf-8") as f:
        text = f.read()
    ids = []
    for entry in text.split("\n\n"):
        msgid = "".join(re.findall(r'^(?:msgid|msgid_plural)? ?"(.*)"$', entry, re.M))
        if re.search(r"\bseeds? ?0\d\d\b", msgid):
            ids.append(msgid[:80])
    check("no string names a rule text by an internal id", not ids, " | ".join(ids))


def main():
    print("TAP version 13")
    check_potfiles()
    check_ui_marked()
    check_c_literals()
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "qili.pot")
        # As po/meson.build extracts them (meson's glib preset and the project's keywords)
        subprocess.run(["xgettext", "--package-name=qili", "-f", os.path.join(TOP, "po", "POTFILES.in"), "-D", TOP,
                        "-o", pot, "--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_",
                        "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dcgettext:2",
                        "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3", "--flag=N_:1:pass-c-format",
                        "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
                        "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
                        "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
                        "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
                        "--keyword=XQ_T:2", "--keyword=XQ_N"], check=True, capture_output=True)
        for lang in ("zh_CN", "zh_TW"):
            check_po(lang, pot)
        check_no_internal_ids(pot)
    print("1..%d" % len(checks))
    return 0 if all(checks) else 1


if __name__ == "__main__":
    sys.exit(main())
