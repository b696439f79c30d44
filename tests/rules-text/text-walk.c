/* text-walk.c: every text the rules layer writes for a game, one sentence at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "text-walk.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-text-alternatives.h"
#include "xq-text-analysis.h"
#include "xq-text-ruling.h"

static void
trace (const char *msgid,
       gpointer    data)
{
  g_ptr_array_add (data, (gpointer) msgid);
}

static void
unit_free (gpointer data)
{
  TextUnit *u = data;

  g_free (u->text);
  g_ptr_array_unref (u->templates);
  g_free (u);
}

static void
block_free (gpointer data)
{
  TextBlock *b = data;

  g_free (b->move);
  g_ptr_array_unref (b->units);
  g_free (b);
}

static gboolean
is_sentence_template (const char *msgid)
{
  gsize n = strlen (msgid);

  return n > 1 && msgid[n - 1] == '.';
}

/* Splits the traced msgids over @sentences: each sentence template closes one sentence. */
static void
add_units (TextBlock *block,
           GPtrArray *sentences,
           GPtrArray *traced)
{
  guint next = 0;

  for (guint i = 0; i < sentences->len; i++)
    {
      TextUnit *u = g_new0 (TextUnit, 1);

      u->text = g_strdup (sentences->pdata[i]);
      u->templates = g_ptr_array_new ();
      while (next < traced->len)
        {
          const char *msgid = traced->pdata[next++];
          g_ptr_array_add (u->templates, (gpointer) msgid);
          if (is_sentence_template (msgid))
            break;
        }
      g_ptr_array_add (block->units, u);
    }
}

static TextBlock *
block_new (guint ply)
{
  TextBlock *b = g_new0 (TextBlock, 1);

  b->ply = ply;
  b->units = g_ptr_array_new_with_free_func (unit_free);
  return b;
}

GPtrArray *
text_walk (const XqTextStyle *style,
           const XqPosition  *start,
           const XqMove      *moves,
           guint              n_moves,
           guint              move_limit)
{
  GPtrArray            *blocks = g_ptr_array_new_with_free_func (block_free);
  g_autoptr (GPtrArray) traced = g_ptr_array_new ();
  XqPosition            pos = *start;
  XqAnalysisOptions     opts;
  XqJudgeOptions        judge;

  xq_analysis_options_init (&opts, style->profile);
  xq_catalog_set_trace (trace, traced);
  for (guint i = 0; i < n_moves; i++)
    {
      TextBlock            *b = block_new (i + 1);
      XqMoveAnalysis        a;
      XqPosition            copy = pos, after = pos;
      XqUndo                undo;
      char                  iccs[5];
      g_autoptr (GPtrArray) sentences = NULL;

      xq_move_to_iccs (moves[i], iccs);
      b->move = g_strdup (iccs);
      b->before = pos;
      xq_analyse_move (&copy, moves[i], &opts, &a);
      b->heaviest = a.heaviest;
      g_ptr_array_set_size (traced, 0);
      sentences = xq_text_analysis_sentences (style, &pos, &a);
      add_units (b, sentences, traced);
      xq_position_make (&after, moves[i], &undo);
      for (guint t = 0; t < a.n_targets; t++)
        {
          g_autoptr (GPtrArray) one = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_set_size (traced, 0);
          g_ptr_array_add (one, xq_text_target (style, &after, &a, &a.targets[t]));
          add_units (b, one, traced);
        }
      g_ptr_array_add (blocks, b);
      pos = after;
    }
  {
    TextBlock            *b = block_new (0);
    g_autoptr (GPtrArray) sentences = NULL;

    xq_judge_options_init (&judge, style->profile);
    judge.move_limit = move_limit;
    xq_judge (start, moves, n_moves, &judge, &b->ruling, NULL);
    g_ptr_array_set_size (traced, 0);
    sentences = xq_text_ruling_sentences (style, start, moves, n_moves, &b->ruling);
    add_units (b, sentences, traced);
    g_ptr_array_add (blocks, b);
  }
  {
    const XqRuling      *ruling = &((TextBlock *) blocks->pdata[blocks->len - 1])->ruling;
    g_autofree XqWayOut *w = g_new (XqWayOut, 1);

    if (xq_way_out (start, moves, n_moves, &judge, ruling, w))
      {
        TextBlock            *b = block_new (0);
        g_autoptr (GPtrArray) sentences = NULL;
        XqWayOutText          text;

        b->way_out = TRUE;
        b->ruling = *ruling;
        xq_way_out_text_init (&text, style, start, moves, n_moves, ruling, w);
        g_ptr_array_set_size (traced, 0);
        sentences = xq_text_way_out_sentences (&text);
        for (guint i = 0; i < w->n; i++)
          g_ptr_array_add (sentences, xq_text_alternative (&text, &w->moves[i]));
        add_units (b, sentences, traced);
        g_ptr_array_add (blocks, b);
      }
  }
  xq_catalog_set_trace (NULL, NULL);
  return blocks;
}
