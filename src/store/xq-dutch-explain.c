/* xq-dutch-explain.c: a Dutch round in words (xq-dutch-explain.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-dutch-explain.h"

#include "xq-catalog.h"
#include "xq-dutch.h"
#include "xq-store-error.h"

static const char *
name_of (const XqEventData *data,
         gint64             entry)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry);
  return e != NULL ? e->name : "?";
}

static const char *
colour_rule (XqLang      l,
             XqDutchRule rule)
{
  switch (rule)
    {
    case XQ_DUTCH_RULE_BOTH:
      return XQ_T (l, "both colour preferences granted (E.1)");
    case XQ_DUTCH_RULE_STRONGER:
      return XQ_T (l, "the stronger colour preference granted (E.2)");
    case XQ_DUTCH_RULE_ALTERNATE:
      return XQ_T (l, "colours alternated from the last game in which the two had different colours (E.3)");
    case XQ_DUTCH_RULE_HIGHER:
      return XQ_T (l, "the higher-ranked player's colour preference granted (E.4)");
    case XQ_DUTCH_RULE_INITIAL:
    default:
      return XQ_T (l, "the initial colour by the higher-ranked player's pairing number (E.5)");
    }
}

static char *
board_text (const XqEventData  *data,
            const XqGame       *g,
            const XqDutchBoard *b,
            XqLang              l)
{
  const char *red = name_of (data, g->red);

  if (b == NULL)
    return g_strdup (XQ_T (l, "FIDE Dutch (C.04.3) would not pair this board from the history: it was changed by hand"));
  if (g->black == 0)
    return g_strdup_printf (XQ_T (l, "Bracket %u: %s is left unpaired in the last bracket and takes the pairing-allocated "
                                     "bye, the lowest-ranked player who may (C.2, C.6, D)"),
                            b->bracket, red);
  if (b->heterogeneous)
    return g_strdup_printf (XQ_T (l, "Bracket %u: a player moved down from a higher score group meets a resident (B.2, "
                                     "C.6: the least score difference); %s has Red: %s"),
                            b->bracket, red, colour_rule (l, b->colour_rule));
  return g_strdup_printf (XQ_T (l, "Bracket %u: both from one score group, S1 against S2 (B.2, D); %s has Red: %s"), b->bracket, red,
                          colour_rule (l, b->colour_rule));
}

XqRoundExplanation *
xq_dutch_explain (const XqEventData *data,
                  guint              round,
                  GError           **error)
{
  g_autoptr (XqRoundExplanation) self = g_new0 (XqRoundExplanation, 1);
  g_autoptr (GArray)             why = NULL;
  g_autoptr (GArray)             games = NULL;
  XqLang                         lang = xq_lang_from_locale ();

  if (data->event.system != XQ_SYSTEM_SWISS)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang, "Event %lld is not a Swiss; its pairings follow its tables"),
                   (long long) data->event.id);
      return NULL;
    }
  if (round < 1 || round > data->n_rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang, "Event %lld has no round %u"), (long long) data->event.id,
                   round);
      return NULL;
    }
  self->round = round;
  self->boards = g_array_new (FALSE, TRUE, sizeof (XqBoardExplanation));
  games = xq_dutch_pair_round (data, round, &why, NULL);
  for (int l = 0; l < XQ_N_LANGS; l++)
    self->summary[l] = g_strconcat (XQ_T ((XqLang) l, "FIDE Dutch (C.04.3): brackets from the top score group down; absolute C.1–C.3 (no "
                                                      "rematch, one pairing-allocated bye, no two non-topscorers with the same absolute "
                                                      "colour preference), completion C.4, then C.5–C.19 in order (most pairs, least score "
                                                      "differences, the next bracket, colours, floats); colours by E.1–E.5"),
                                    " ",
                                    xq_dutch_initial_red (data) ? XQ_T ((XqLang) l, "The initial colour drawn for the event is Red (E.5).")
                                                                : XQ_T ((XqLang) l, "The initial colour drawn for the event is Black (E.5)."),
                                    NULL);
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame       *g = &g_array_index (data->games, XqGame, i);
      const XqDutchBoard *found = NULL;
      XqBoardExplanation  x = { 0 };

      if (g->round != round || g->kind != XQ_GAME_REGULAR || g->game != 1)
        continue;
      if (g->black == 0 && g->bye != XQ_BYE_PAIRING)
        continue; /* a bye asked for: no pairing */
      for (guint k = 0; why != NULL && k < why->len; k++)
        {
          const XqDutchBoard *b = &g_array_index (why, XqDutchBoard, k);
          if (b->red == g->red && b->black == g->black)
            found = b;
        }
      x.board = g->board;
      x.red = g->red;
      x.black = g->black;
      if (found != NULL)
        {
          x.red_points = found->red_points;
          x.black_points = found->black_points;
          if (found->heterogeneous)
            x.floated = g_strdup (found->red_points > found->black_points ? "red-down" : "black-down");
        }
      for (int l = 0; l < XQ_N_LANGS; l++)
        x.text[l] = board_text (data, g, found, (XqLang) l);
      g_array_append_val (self->boards, x);
    }
  return g_steal_pointer (&self);
}
