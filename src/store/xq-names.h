/* xq-names.h: players' names in pinyin, type-ahead matching, alphabetical order (ICU)
 *
 * Chinese names are read in pinyin by ICU's Han-Latin/Names transliterator, which reads a
 * surname as a surname (单 shan, 曾 zeng, 区 ou); a name in Latin letters stays as it is.
 * Alphabetical order is ICU's collation: in Simplified Chinese the zh collation (Chinese names
 * in pinyin order, then Latin ones), in Traditional Chinese zh_Hant (stroke order, as lists in
 * Taiwan are ordered), in English Latin names first, then Chinese ones in pinyin order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-lang.h"

G_BEGIN_DECLS

/* The longest name (in characters) a player, member, club or team may have. */
#define XQ_NAMES_MAX 100

/* Whether @text (NULL too) is UTF-8 on one line without control characters (no line break, no
 * tab), of at most @max characters. */
gboolean xq_names_one_line (const char *text,
                            guint       max);
/* The key two spellings of one name share: NFKC, case folded, spaces around and runs of spaces
 * inside reduced to one ("Wang  Wei", "wang wei", "ＷＡＮＧ Wei"). Returns: (transfer full). */
char *xq_names_key (const char *name) G_GNUC_WARN_UNUSED_RESULT;

/* @name in lower-case pinyin without tones, syllables separated by spaces ("zhang wei"); Latin
 * letters lower-cased. Returns: (transfer full). */
char *xq_names_pinyin (const char *name) G_GNUC_WARN_UNUSED_RESULT;
/* The first letter of each syllable or word of @name ("zw" for 张伟, "wt" for Wang Tianyi).
 * Returns: (transfer full). */
char *xq_names_initials (const char *name) G_GNUC_WARN_UNUSED_RESULT;
/* Whether @query (typed by a person) finds @name: a part of the name (case ignored), the start
 * of its pinyin initials ("zw", "z") or of its pinyin with or without spaces ("zhangw"). An empty
 * query finds every name. */
gboolean xq_names_match (const char *name,
                         const char *query);
/* A key that sorts names alphabetically for @lang with strcmp. Returns: (transfer full). */
char *xq_names_sort_key (const char *name,
                         XqLang      lang) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
