/* xq-lang.h: the languages rule texts are produced in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_LANG_EN = 0,
  XQ_LANG_ZH_CN = 1,
  XQ_LANG_ZH_TW = 2,
} XqLang;

#define XQ_N_LANGS 3

/* The language of the user's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), English otherwise. */
XqLang xq_lang_from_locale (void);
/* "en", "zh_CN", "zh_TW" */
const char *xq_lang_to_string (XqLang lang);

G_END_DECLS
