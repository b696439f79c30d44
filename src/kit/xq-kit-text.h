/* xq-kit-text.h: the words of the event kit in a language of the call
 *
 * The kit prints and publishes in the language asked for (an arbiter may print in Chinese from
 * an English desktop; a phone asks for its own language), so its words come from the embedded
 * catalogues (xq-catalog.h), not from the process's locale. Names of systems and tie-breaks use
 * the Tournament page's msgids, so they read the same everywhere.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-catalog.h"
#include "xq-tournament.h"

G_BEGIN_DECLS

/* XQ_T with a message context, as C_() has one (xgettext: --keyword=XQ_TC:2c,3). */
#define XQ_TC(lang, context, msgid) xq_kit_text_lookup_context ((lang), (context), (msgid))

const char *xq_kit_text_lookup_context (XqLang      lang,
                                        const char *context,
                                        const char *msgid);

/* "Swiss", "Team Swiss (分台制)", … */
const char *xq_kit_text_system (XqLang   lang,
                                XqSystem system,
                                gboolean team);
/* A tie-break as a column heading ("SB", "小分"). */
const char *xq_kit_text_tiebreak (XqLang     lang,
                                  XqTiebreak tiebreak);
/* "en", "zh-CN", "zh-TW" (HTML lang). */
const char *xq_kit_text_html_lang (XqLang lang);
/* The language a browser asks for first among ours (an Accept-Language header); English when
 * it names none of them. */
XqLang xq_kit_text_lang_from_accept (const char *accept_language);

G_END_DECLS
