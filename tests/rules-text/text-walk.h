/* text-walk.h: every text the rules layer writes for a game, one sentence at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-text-style.h"

G_BEGIN_DECLS

/* One sentence and the templates (msgids) its text went through. */
typedef struct
{
  char      *text;
  GPtrArray *templates; /* const char * (the catalogue's msgids, static) */
} TextUnit;

/* What was written for one move, or for the ruling at the end of a game. */
typedef struct
{
  guint      ply;   /* 1-based; 0 for the ruling */
  char      *move;  /* the move in ICCS, or NULL for the ruling */
  GPtrArray *units; /* TextUnit */
  XqRuling   ruling;
} TextBlock;

/* The sentences for every move of @start + @moves under @style (the move's analysis, then one
 * sentence per attacked piece as the pane's table shows), then the ruling on the final position.
 * Each unit's templates are the msgids looked up while it was written: sentence templates end
 * with a full stop, fragments come before the sentence they are part of. */
GPtrArray *text_walk (const XqTextStyle *style,
                      const XqPosition  *start,
                      const XqMove      *moves,
                      guint              n_moves,
                      guint              move_limit);

G_END_DECLS
