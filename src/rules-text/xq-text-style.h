/* xq-text-style.h: how rule texts are written (language, rule book, notation, coordinates)
 *
 * Every sentence about a move or a ruling is written for one reader: in a language, citing one
 * profile's rule book, with moves in the notation the move list shows and squares only when the
 * board shows coordinates.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-lang.h"
#include "xq-rules.h"

G_BEGIN_DECLS

typedef struct
{
  XqLang     lang;
  XqProfile  profile;  /* whose clauses are cited */
  XqNotation notation; /* how moves inside sentences are written */
  gboolean   squares;  /* ICCS squares may be given (the board shows a–i / 0–9) */
} XqTextStyle;

/* @lang and @profile, moves in Chinese notation (in Chinese) or WXF (in English), no squares. */
void xq_text_style_init (XqTextStyle *style,
                         XqLang       lang,
                         XqProfile    profile);

G_END_DECLS
