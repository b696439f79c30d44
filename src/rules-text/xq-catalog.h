/* xq-catalog.h: message catalogues that can be asked in any language at once
 *
 * The CLI and the ruling report print the same explanation in English and Chinese side by side,
 * whatever the locale, so rule texts are looked up per call in the compiled catalogues (.mo files
 * built from po/ and embedded as resources) instead of through the process-wide gettext locale.
 * Source strings are English and marked with XQ_T(lang, "…") for xgettext.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"

G_BEGIN_DECLS

/* The translation of @msgid in @lang, or @msgid itself. The result lives as long as the process. */
const char *xq_catalog_lookup (XqLang      lang,
                               const char *msgid) G_GNUC_FORMAT (2);

/* For the text catalogue test: @func (nullable) is called with every msgid looked up, in any
 * language, from the calling thread. Not for the application. */
typedef void (*XqCatalogTrace) (const char *msgid,
                                gpointer    data);
void xq_catalog_set_trace (XqCatalogTrace func,
                           gpointer       data);

#define XQ_T(lang, msgid) xq_catalog_lookup ((lang), (msgid))
/* Marks a string for extraction without translating it (static tables). */
#define XQ_N(msgid) (msgid)

G_END_DECLS
