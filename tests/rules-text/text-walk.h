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

/* What was written for one move, for the ruling at the end of a game, or for its way out. */
typedef struct
{
  guint      ply;     /* 1-based; 0 for the ruling and the way out */
  gboolean   way_out; /* the way out of the ruling's forbidden cycle */
  char      *move;    /* the move in ICCS, or NULL for the ruling */
  GPtrArray *units;   /* TextUnit */
  XqRuling   ruling;
  /* a move's block: the position before it and what it is */
  XqPosition before;
  XqNature   heaviest;
} TextBlock;

/* The sentences for every move of @start + @moves under @style (the move's analysis, then one
 * sentence per attacked piece as the pane's table shows), then the ruling on the final position,
 * then, when a side must change, the way out: who must change and how many moves of each kind,
 * then the reason for each of its legal moves (xq-text-alternatives.h).
 * Each unit's templates are the msgids looked up while it was written: sentence templates end
 * with a full stop, fragments come before the sentence they are part of. */
GPtrArray *text_walk (const XqTextStyle *style,
                      const XqPosition  *start,
                      const XqMove      *moves,
                      guint              n_moves,
                      guint              move_limit);

G_END_DECLS
