/* xq-ruling-report.h: a one-page PDF on a disputed cycle, in Chinese and English
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "xq-lang.h"
#include "xq-rules.h"
#include "xq-types.h"

G_BEGIN_DECLS

/* The report on the cycle that the current position of @game closes: event, players and move
 * number, the diagram, the cycle's moves with each one's nature and evidence, each side's
 * pattern and the verdict with its clause, every text in English and in @chinese (XQ_LANG_ZH_CN or
 * XQ_LANG_ZH_TW, the script of the arbiter's locale), and lines for the arbiter's signature. A4
 * portrait. When a side must change, its moves grouped by what they would be (the way out,
 * xq_way_out), on a second page when they do not fit.
 * Returns: (transfer full): the PDF */
GBytes *xq_ruling_report_pdf (XqGameModel *game,
                              XqProfile    profile,
                              const char  *piece_set,
                              XqLang       chinese) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
