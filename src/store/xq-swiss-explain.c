/* xq-swiss-explain.c: a Swiss round's pairing in words (xq-swiss-explain.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-store"

#include "config.h"

#include "xq-swiss-explain.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-club.h"
#include "xq-store-error.h"
#include "xq-swiss.h"

typedef struct
{
  const XqEventData *data;
  XqSwissProblem    *p;
  guint              round;
  GHashTable        *vertex; /* entry id → vertex + 1 */
  int               *mate;   /* vertex → partner vertex in this round (n: the bye), −1 */
} Ctx;

/* The space between two sentences: none in Chinese. */
static void
space (GString *out,
       XqLang   l)
{
  if (l == XQ_LANG_EN)
    g_string_append_c (out, ' ');
}

static char *
points (int half_points)
{
  return g_strdup_printf ("%g", half_points / 2.0);
}

static const char *
name_of (const XqEventData *data,
         gint64             entry)
{
  const XqEntry *e = xq_event_data_find_entry (data, entry);
  return e != NULL ? e->name : "?";
}

static int
vertex_of (Ctx   *c,
           gint64 entry)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (c->vertex, &entry)) - 1;
}

static const char *
method_name (XqLang          l,
             XqPairingMethod method)
{
  switch (method)
    {
    case XQ_PAIRING_ADJACENT:
      return XQ_T (l, "neighbours, 1–2 and 3–4: 临近");
    case XQ_PAIRING_FIRST_LAST:
      return XQ_T (l, "first against last: 首尾");
    case XQ_PAIRING_RANDOM:
      return XQ_T (l, "by lot");
    case XQ_PAIRING_FOLD:
    default:
      return XQ_T (l, "top half against bottom half: 拦腰");
    }
}

/* The split's partner of the player in place @pos of a group of @g, or −1 (by lot, or none). */
static int
ideal_place (XqPairingMethod method,
             int             pos,
             int             g)
{
  int q;

  switch (method)
    {
    case XQ_PAIRING_ADJACENT:
      q = pos % 2 == 0 ? pos + 1 : pos - 1;
      break;
    case XQ_PAIRING_FIRST_LAST:
      q = g - 1 - pos;
      break;
    case XQ_PAIRING_RANDOM:
      return -1;
    case XQ_PAIRING_FOLD:
    default:
      q = pos < g / 2 ? pos + g / 2 : pos - g / 2;
      break;
    }
  return q >= 0 && q < g && q != pos ? q : -1;
}

/* Why @a and @b (vertices) may not meet, or NULL. */
static char *
why_not (Ctx   *c,
         XqLang l,
         guint  a,
         guint  b)
{
  const XqSwissPlayer *pa = xq_swiss_problem_get_player (c->p, a), *pb = xq_swiss_problem_get_player (c->p, b);
  const char          *na = name_of (c->data, pa->entry), *nb = name_of (c->data, pb->entry);

  if (xq_swiss_problem_met (c->p, a, b))
    return g_strdup_printf (XQ_T (l, "%s and %s have met before"), na, nb);
  if (xq_swiss_problem_forbidden (c->p, a, b))
    return g_strdup_printf (XQ_T (l, "the event keeps %s and %s apart"), na, nb);
  if (!((pa->can_red && pb->can_black) || (pa->can_black && pb->can_red)))
    return g_strdup_printf (XQ_T (l, "%s and %s would break a colour rule whoever had Red (no third game of a colour "
                                     "running, no colour difference of 3)"),
                            na, nb);
  return NULL;
}

/* The criterion that makes the boards @x (vertex pairs, n_x of them) better than @y; the
 * sentence saying so. */
static char *
deciding_criterion (Ctx   *c,
                    XqLang l,
                    const guint (*x)[2],
                    guint n_x,
                    const guint (*y)[2],
                    guint n_y)
{
  guint   n_levels;
  guint64 sx[XQ_SWISS_N_CRITERIA] = { 0 }, sy[XQ_SWISS_N_CRITERIA] = { 0 };
  guint64 gx[64] = { 0 }, gy[64] = { 0 };

  xq_swiss_problem_get_levels (c->p, &n_levels);
  for (int side = 0; side < 2; side++)
    {
      const guint (*boards)[2] = side == 0 ? x : y;
      guint    n = side == 0 ? n_x : n_y;
      guint64 *sum = side == 0 ? sx : sy, *gaps = side == 0 ? gx : gy;
      for (guint i = 0; i < n; i++)
        {
          guint64 costs[XQ_SWISS_N_CRITERIA];
          int     level;
          if (!xq_swiss_problem_costs (c->p, boards[i][0], boards[i][1], costs, &level))
            continue;
          for (int k = 0; k < XQ_SWISS_N_CRITERIA; k++)
            sum[k] += costs[k];
          if (level >= 0 && level < 64)
            gaps[level] += costs[XQ_SWISS_CRITERION_GAPS];
        }
    }
  if (sx[XQ_SWISS_CRITERION_CLUB] != sy[XQ_SWISS_CRITERION_CLUB])
    return g_strdup (XQ_T (l, "that would pair clubmates in a round where clubs are kept apart (criterion 2)"));
  for (guint k = 0; k < MIN (n_levels, 64); k++)
    if (gx[k] != gy[k])
      return g_strdup (XQ_T (l, "that would make a higher board less level (criterion 4: score differences from the top)"));
  if (sx[XQ_SWISS_CRITERION_COLOUR] != sy[XQ_SWISS_CRITERION_COLOUR])
    return g_strdup (XQ_T (l, "this way more players get the colour they are due (criterion 5)"));
  if (sx[XQ_SWISS_CRITERION_FLOATS] != sy[XQ_SWISS_CRITERION_FLOATS])
    return g_strdup (XQ_T (l, "that would make a player float the same way as last round (criterion 6)"));
  if (sx[XQ_SWISS_CRITERION_CHOICE] != sy[XQ_SWISS_CRITERION_CHOICE])
    return g_strdup (XQ_T (l, "that would float a higher player of the group (criterion 7)"));
  if (sx[XQ_SWISS_CRITERION_SPLIT] != sy[XQ_SWISS_CRITERION_SPLIT])
    return g_strdup (XQ_T (l, "this pairing keeps the whole group nearer the split (criterion 8)"));
  return g_strdup (XQ_T (l, "both pairings are equally good; the matching took this one"));
}

/* The colour @p is due, in words (a clause), or NULL without a history. */
static char *
colour_due (XqLang               l,
            const char          *name,
            const XqSwissPlayer *p)
{
  int diff = 0;

  if (p->pref == 0)
    return NULL;
  for (const char *h = p->colours; *h != '\0'; h++)
    diff += *h == 'R' ? 1 : -1;
  if (p->strength == 2)
    return g_strdup_printf (p->pref > 0 ? XQ_T (l, "%s is due Red (he has had Black more often, by %d)")
                                        : XQ_T (l, "%s is due Black (he has had Red more often, by %d)"),
                            name, ABS (diff));
  return g_strdup_printf (p->pref > 0 ? XQ_T (l, "%s is due Red (he had Black last)") : XQ_T (l, "%s is due Black (he had Red last)"),
                          name);
}

/* Why @p may not have Red (@red) or Black, or NULL. */
static char *
colour_forbidden (XqLang               l,
                  const char          *name,
                  const XqSwissPlayer *p,
                  gboolean             red)
{
  gsize len = strlen (p->colours);
  char  c = red ? 'R' : 'B';

  if (red ? p->can_red : p->can_black)
    return NULL;
  if (len >= 2 && p->colours[len - 1] == c && p->colours[len - 2] == c)
    return g_strdup_printf (red ? XQ_T (l, "%s may not have Red: it would be his third Red running")
                                : XQ_T (l, "%s may not have Black: it would be his third Black running"),
                            name);
  return g_strdup_printf (red ? XQ_T (l, "%s may not have Red: he would have had Red three times more than Black")
                              : XQ_T (l, "%s may not have Black: he would have had Black three times more than Red"),
                          name);
}

/* Why the board's colours are as they are (Qili's rules: seed 000 §10, xq-swiss.h 5). */
static void
explain_colours (Ctx     *c,
                 XqLang   l,
                 GString *out,
                 guint    vr,
                 guint    vb)
{
  const XqSwissPlayer *r = xq_swiss_problem_get_player (c->p, vr), *b = xq_swiss_problem_get_player (c->p, vb);
  const char          *nr = name_of (c->data, r->entry), *nb = name_of (c->data, b->entry);
  g_autofree char     *fr = colour_forbidden (l, nr, r, FALSE), *fb = colour_forbidden (l, nb, b, TRUE);
  g_autofree char     *dr = colour_due (l, nr, r), *db = colour_due (l, nb, b);
  gboolean             r_met = r->pref >= 0, b_met = b->pref <= 0;
  guint                higher = MIN (vr, vb);

  space (out, l);
  g_string_append_printf (out, XQ_T (l, "%s has Red, %s Black:"), nr, nb);
  space (out, l);
  if (xq_swiss_problem_higher_takes_red (c->p, higher, MAX (vr, vb)) != (higher == vr))
    {
      g_string_append (out, XQ_T (l, "not the colours the pairing gives; they were set by hand."));
      return;
    }
  if (fr != NULL || fb != NULL)
    {
      g_string_append_printf (out, XQ_T (l, "the other way round is against the colour rules (%s)."), fr != NULL ? fr : fb);
      return;
    }
  if (dr == NULL && db == NULL)
    {
      g_string_append (out, XQ_T (l, "neither has a colour yet; the higher-ranked player of the board has Red (1957 rules: 单号先走)."));
      return;
    }
  if (dr != NULL)
    g_string_append (out, dr);
  if (dr != NULL && db != NULL)
    g_string_append (out, XQ_T (l, "; "));
  if (db != NULL)
    g_string_append (out, db);
  g_string_append (out, XQ_T (l, "."));
  space (out, l);
  if ((r->pref == 0 || r_met) && (b->pref == 0 || b_met))
    g_string_append (out, XQ_T (l, "Each gets the colour he is due (1957 rules: 尽可能 alternate)."));
  else if (r->pref != 0 && b->pref != 0 && r->strength != b->strength)
    g_string_append_printf (out, XQ_T (l, "Both are due the same colour; %s's is the stronger claim (an imbalance before an alternation)."),
                            r->strength > b->strength ? nr : nb);
  else
    g_string_append_printf (out, XQ_T (l, "Both are due the same colour, equally: the higher-ranked %s gets it."),
                            name_of (c->data, xq_swiss_problem_get_player (c->p, higher)->entry));
}

/* The journal's words on a change by hand of this round touching @a or @b, or NULL. */
static char *
by_hand (Ctx   *c,
         XqLang l,
         gint64 a,
         gint64 b)
{
  GString *s = NULL;

  for (guint i = 0; i < c->data->journal->len; i++)
    {
      const XqEventJournalEntry *j = &g_array_index (c->data->journal, XqEventJournalEntry, i);
      g_autofree char           *ida = g_strdup_printf ("\"entry\":%" G_GINT64_FORMAT ",", a);
      g_autofree char           *idb = g_strdup_printf ("\"entry\":%" G_GINT64_FORMAT ",", b);
      g_autofree char           *text = NULL;

      if (j->round != c->round || (!g_str_equal (j->action, "swap") && !g_str_equal (j->action, "pair")) ||
          (strstr (j->detail, ida) == NULL && (b == 0 || strstr (j->detail, idb) == NULL)))
        continue;
      text = xq_club_journal_text (j, l);
      if (s == NULL)
        s = g_string_new (NULL);
      space (s, l);
      g_string_append_printf (s, XQ_T (l, "Changed by hand (%s, %s): %s."), j->who, j->at, text);
    }
  return s != NULL ? g_string_free (s, FALSE) : NULL;
}

static void
explain_same_group (Ctx     *c,
                    XqLang   l,
                    GString *out,
                    guint    hi,
                    guint    lo)
{
  const XqSwissPlayer *ph = xq_swiss_problem_get_player (c->p, hi), *pl = xq_swiss_problem_get_player (c->p, lo);
  const char          *nh = name_of (c->data, ph->entry), *nl = name_of (c->data, pl->entry);
  XqPairingMethod      method = c->data->event.method;
  g_autofree char     *pts = points (ph->score);
  int                  ideal = ideal_place (method, ph->pos, ph->group_size);

  g_string_append_printf (out, XQ_T (l, "%s and %s both have a score of %s: one score group, of %u players."), nh, nl, pts,
                          ph->group_size);
  space (out, l);
  if (ideal < 0)
    {
      g_string_append_printf (out, XQ_T (l, "The group is split %s."), method_name (l, method));
      return;
    }
  if (ideal == pl->pos)
    {
      g_string_append_printf (out, XQ_T (l, "The split (%s) pairs no. %u and no. %u of the group."), method_name (l, method),
                              ph->pos + 1, pl->pos + 1);
      return;
    }
  {
    guint                vi = hi - (guint) ph->pos + (guint) ideal; /* the split's partner */
    const XqSwissPlayer *pi = xq_swiss_problem_get_player (c->p, vi);
    const char          *ni = name_of (c->data, pi->entry);
    int                  vj = c->mate[vi];
    g_autofree char     *reason = why_not (c, l, hi, vi);

    g_string_append_printf (out, XQ_T (l, "The split (%s) would pair no. %u, %s, with no. %u, %s; not so:"),
                            method_name (l, method), ph->pos + 1, nh, ideal + 1, ni);
    space (out, l);
    if (reason == NULL && vj >= 0 && (guint) vj >= xq_swiss_problem_get_n_players (c->p))
      reason = g_strdup_printf (XQ_T (l, "%s has the bye"), ni);
    if (reason == NULL && vj >= 0 && (guint) vj != hi)
      {
        const XqSwissPlayer *pj = xq_swiss_problem_get_player (c->p, (guint) vj);
        if (pj->score != pi->score)
          reason = g_strdup_printf (XQ_T (l, "%s meets %s of another score group"), ni, name_of (c->data, pj->entry));
        else
          {
            g_autofree char *other = why_not (c, l, lo, (guint) vj);
            if (other != NULL)
              reason = g_strdup_printf (XQ_T (l, "then %s"), other);
            else
              {
                const guint as_paired[2][2] = { { hi, lo }, { vi, (guint) vj } };
                const guint swapped[2][2] = { { hi, vi }, { lo, (guint) vj } };
                reason = deciding_criterion (c, l, as_paired, 2, swapped, 2);
              }
          }
      }
    if (reason == NULL && vj < 0)
      reason = g_strdup_printf (XQ_T (l, "%s is not paired"), ni);
    g_string_append (out, reason);
    g_string_append (out, XQ_T (l, "."));
  }
}

/* Whether @v has a partner in his own score group the absolute criteria allow. */
static gboolean
has_partner_in_group (Ctx  *c,
                      guint v)
{
  const XqSwissPlayer *p = xq_swiss_problem_get_player (c->p, v);
  guint                start = v - (guint) p->pos;

  for (guint u = start; u < start + (guint) p->group_size; u++)
    {
      XqWeight w;
      if (u != v && xq_swiss_problem_weight (c->p, v, u, &w))
        return TRUE;
    }
  return FALSE;
}

static void
explain_float (Ctx     *c,
               XqLang   l,
               GString *out,
               guint    hi,
               guint    lo)
{
  const XqSwissPlayer *ph = xq_swiss_problem_get_player (c->p, hi), *pl = xq_swiss_problem_get_player (c->p, lo);
  const char          *nh = name_of (c->data, ph->entry), *nl = name_of (c->data, pl->entry);
  g_autofree char     *sh = points (ph->score), *sl = points (pl->score);
  guint                incoming = 0;

  /* Players of higher groups paired into this group. */
  for (guint v = hi - (guint) ph->pos; v < hi - (guint) ph->pos + (guint) ph->group_size; v++)
    if (c->mate[v] >= 0 && (guint) c->mate[v] < xq_swiss_problem_get_n_players (c->p) &&
        xq_swiss_problem_get_player (c->p, (guint) c->mate[v])->score > ph->score)
      incoming++;
  g_string_append_printf (out, XQ_T (l, "%s (score %s) floats down to %s (score %s):"), nh, sh, nl, sl);
  space (out, l);
  if (ph->group_size == 1)
    g_string_append (out, XQ_T (l, "he is alone in his score group"));
  else if (!has_partner_in_group (c, hi))
    g_string_append (out, XQ_T (l, "nobody left in his score group may meet him (all met, kept apart, or the colours forbid it)"));
  else if ((ph->group_size - (int) incoming) % 2 == 1)
    g_string_append_printf (out, ph->pos == ph->group_size - 1
                                   ? XQ_T (l, "his score group has an odd number of players to pair, and he is its lowest (criterion 7)")
                                   : XQ_T (l, "his score group has an odd number of players to pair; the players below him could not float as well (criteria 1–7)"));
  else
    g_string_append (out, XQ_T (l, "the rest of his score group pairs among itself only this way, with the boards above as level as they can be (criterion 4)"));
  g_string_append (out, XQ_T (l, "."));
  space (out, l);
  if (pl->level == ph->level + 1)
    g_string_append_printf (out, XQ_T (l, "%s's score group is the next one down (1957 rules: from the top, the nearest group)."), nl);
  else
    g_string_append_printf (out, XQ_T (l, "The score groups between have no partner for him left: %s's is the nearest that has."), nl);
  if (pl->pos == 0)
    {
      space (out, l);
      g_string_append_printf (out, XQ_T (l, "%s is the highest of his group (criterion 7)."), nl);
    }
  if (ph->floated < 0)
    {
      space (out, l);
      g_string_append_printf (out, XQ_T (l, "%s floated down last round too: nothing better was possible (criterion 6)."), nh);
    }
}

static void
explain_board (Ctx                *c,
               const XqGame       *g,
               XqBoardExplanation *x)
{
  for (int i = 0; i < XQ_N_LANGS; i++)
    {
      XqLang           l = (XqLang) i;
      GString         *out = g_string_new (NULL);
      int              vr = vertex_of (c, g->red), vb = g->black != 0 ? vertex_of (c, g->black) : -1;
      g_autofree char *hand = by_hand (c, l, g->red, g->black);

      if (g->black == 0)
        {
          const XqEntry *e = xq_event_data_find_entry (c->data, g->red);
          if (g->bye != XQ_BYE_PAIRING && e != NULL && MAX (e->joined_round, 1) > c->round)
            g_string_append_printf (out, g->bye == XQ_BYE_HALF ? XQ_T (l, "%s joined from round %u: a half-point bye for this round, as the event sets.") : XQ_T (l, "%s joined from round %u: a zero-point bye for this round, as the event sets."),
                                    e->name, e->joined_round);
          else if (g->bye == XQ_BYE_HALF)
            g_string_append_printf (out, XQ_T (l, "%s asked for a half-point bye for this round."), name_of (c->data, g->red));
          else if (g->bye == XQ_BYE_ZERO)
            g_string_append_printf (out, XQ_T (l, "%s asked for a zero-point bye for this round (an absence announced)."),
                                    name_of (c->data, g->red));
          else
            g_string_append_printf (out, XQ_T (l, "The pairing's bye goes to %s, the lowest-ranked player who has not had it (criterion 3); it scores a win."),
                                    name_of (c->data, g->red));
        }
      else if (vr < 0 || vb < 0)
        g_string_append (out, XQ_T (l, "This board was made by hand."));
      else if (hand != NULL)
        {
          g_autofree char *sr = points (xq_swiss_problem_get_player (c->p, (guint) vr)->score);
          g_autofree char *sb = points (xq_swiss_problem_get_player (c->p, (guint) vb)->score);
          g_string_append_printf (out, XQ_T (l, "%s (score %s) and %s (score %s) meet as the arbiter set them, not as the pairing made them."),
                                  name_of (c->data, g->red), sr, name_of (c->data, g->black), sb);
        }
      else
        {
          guint hi = (guint) MIN (vr, vb), lo = (guint) MAX (vr, vb);
          if (xq_swiss_problem_get_player (c->p, hi)->score == xq_swiss_problem_get_player (c->p, lo)->score)
            explain_same_group (c, l, out, hi, lo);
          else
            explain_float (c, l, out, hi, lo);
          explain_colours (c, l, out, (guint) vr, (guint) vb);
        }
      if (hand != NULL)
        g_string_append (out, hand);
      x->text[i] = g_string_free (out, FALSE);
    }
}

static char *
summary (Ctx   *c,
         XqLang l)
{
  GString        *out = g_string_new (NULL);
  guint           n_levels;
  const int      *levels = c->p != NULL ? xq_swiss_problem_get_levels (c->p, &n_levels) : NULL;
  XqPairingMethod method = c->data->event.method;

  if (c->round == 1)
    g_string_append_printf (out, c->data->event.round_one == XQ_ROUND_ONE_LOT ? XQ_T (l, "Round 1 is paired in the order of the numbers drawn by lot (1957 rules: 拈阄), split %s.") : XQ_T (l, "Round 1 is paired in the order of ratings, split %s."),
                            method_name (l, method));
  else
    g_string_append_printf (out, XQ_T (l, "Round %u is paired top-down by score groups (1957 rules: 第二轮起由积分多的依序往下编): "
                                          "no rematch, no pair the event forbids, the colour rules; then the score differences "
                                          "from the highest board down, colours (尽可能 alternate), and the split %s."),
                            c->round, method_name (l, method));
  if (levels != NULL && n_levels > 0)
    {
      space (out, l);
      g_string_append (out, XQ_T (l, "Score groups (score: players):"));
      for (guint k = 0; k < n_levels; k++)
        {
          g_autofree char *pts = points (levels[k]);
          guint            size = 0;
          for (guint v = 0; v < xq_swiss_problem_get_n_players (c->p); v++)
            size += xq_swiss_problem_get_player (c->p, v)->level == (int) k;
          g_string_append_printf (out, "%s %s: %u", k > 0 ? XQ_T (l, ",") : "", pts, size);
        }
      g_string_append (out, XQ_T (l, "."));
    }
  return g_string_free (out, FALSE);
}

void
xq_round_explanation_free (XqRoundExplanation *self)
{
  if (self == NULL)
    return;
  for (int i = 0; i < XQ_N_LANGS; i++)
    g_free (self->summary[i]);
  for (guint b = 0; self->boards != NULL && b < self->boards->len; b++)
    {
      XqBoardExplanation *x = &g_array_index (self->boards, XqBoardExplanation, b);
      for (int i = 0; i < XQ_N_LANGS; i++)
        g_free (x->text[i]);
      g_free (x->floated);
    }
  g_clear_pointer (&self->boards, g_array_unref);
  g_free (self);
}

XqRoundExplanation *
xq_swiss_explain (const XqEventData *data,
                  guint              round,
                  GError           **error)
{
  g_autoptr (XqRoundExplanation) self = g_new0 (XqRoundExplanation, 1);
  g_autoptr (XqSwissProblem)     p = NULL;
  g_autoptr (GHashTable)         vertex = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree int                *mate = NULL;
  XqLang                         lang = xq_lang_from_locale ();
  Ctx                            c = { 0 };
  guint                          n;

  if (data->event.system != XQ_SYSTEM_SWISS)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_INVALID, XQ_T (lang, "Event %lld is not a Swiss; its pairings follow its tables"),
                   (long long) data->event.id);
      return NULL;
    }
  if (round < 1 || round > data->n_rounds)
    {
      g_set_error (error, XQ_STORE_ERROR, XQ_STORE_ERROR_NOT_FOUND, XQ_T (lang, "Event %lld has no round %u"),
                   (long long) data->event.id, round);
      return NULL;
    }
  self->round = round;
  self->boards = g_array_new (FALSE, TRUE, sizeof (XqBoardExplanation));
  p = xq_swiss_problem_new (data, round, NULL);
  n = p != NULL ? xq_swiss_problem_get_n_players (p) : 0;
  mate = g_new (int, n + 1);
  for (guint v = 0; v <= n; v++)
    mate[v] = -1;
  for (guint v = 0; v < n; v++)
    g_hash_table_insert (vertex, (gpointer) &xq_swiss_problem_get_player (p, v)->entry, GINT_TO_POINTER ((int) v + 1));
  c.data = data;
  c.p = p;
  c.round = round;
  c.vertex = vertex;
  c.mate = mate;
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame *g = &g_array_index (data->games, XqGame, i);
      int           a, b;
      if (g->round != round || g->kind != XQ_GAME_REGULAR || g->game != 1)
        continue;
      a = vertex_of (&c, g->red);
      b = g->black != 0 ? vertex_of (&c, g->black) : (g->bye == XQ_BYE_PAIRING ? (int) n : -1);
      if (a >= 0 && b >= 0)
        {
          mate[a] = b;
          if (b < (int) n)
            mate[b] = a;
        }
    }
  for (int i = 0; i < XQ_N_LANGS; i++)
    self->summary[i] = p != NULL ? summary (&c, (XqLang) i) : g_strdup ("");
  for (guint i = 0; i < data->games->len; i++)
    {
      const XqGame      *g = &g_array_index (data->games, XqGame, i);
      XqBoardExplanation x = { 0 };
      int                vr, vb;

      if (g->round != round || g->kind != XQ_GAME_REGULAR || g->game != 1)
        continue;
      x.board = g->board;
      x.red = g->red;
      x.black = g->black;
      vr = vertex_of (&c, g->red);
      vb = g->black != 0 ? vertex_of (&c, g->black) : -1;
      x.red_points = vr >= 0 ? xq_swiss_problem_get_player (p, (guint) vr)->score : 0;
      x.black_points = vb >= 0 ? xq_swiss_problem_get_player (p, (guint) vb)->score : 0;
      if (vr >= 0 && vb >= 0 && x.red_points != x.black_points)
        x.floated = g_strdup (x.red_points > x.black_points ? "red-down" : "black-down");
      if (p == NULL)
        for (int l = 0; l < XQ_N_LANGS; l++)
          x.text[l] = g_strdup ("");
      else
        explain_board (&c, g, &x);
      g_array_append_val (self->boards, x);
    }
  return g_steal_pointer (&self);
}
