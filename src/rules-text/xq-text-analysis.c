/* xq-text-analysis.c: sentences explaining a move's natures, citing the clauses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-analysis"

#include "config.h"

#include "xq-text-analysis.h"

#include "xq-catalog.h"
#include "xq-text.h"

const char *
xq_text_nature_term (XqNature nature)
{
  switch (nature)
    {
    case XQ_NATURE_CHECK:
      return "将";
    case XQ_NATURE_MATE_THREAT:
      return "杀";
    case XQ_NATURE_CHASE:
      return "捉";
    case XQ_NATURE_DISCOVERED_CAPTURE:
      return "抽";
    case XQ_NATURE_EXCHANGE:
      return "兑";
    case XQ_NATURE_SACRIFICE:
      return "献";
    case XQ_NATURE_BLOCK:
      return "拦";
    case XQ_NATURE_FOLLOW:
      return "跟";
    case XQ_NATURE_IDLE:
    default:
      return "闲";
    }
}

const char *
xq_text_nature_name (XqLang   lang,
                     XqNature nature)
{
  switch (nature)
    {
    case XQ_NATURE_CHECK:
      return XQ_T (lang, "check");
    case XQ_NATURE_MATE_THREAT:
      return XQ_T (lang, "mate threat");
    case XQ_NATURE_CHASE:
      return XQ_T (lang, "chase");
    case XQ_NATURE_DISCOVERED_CAPTURE:
      return XQ_T (lang, "capture after check");
    case XQ_NATURE_EXCHANGE:
      return XQ_T (lang, "exchange offer");
    case XQ_NATURE_SACRIFICE:
      return XQ_T (lang, "sacrifice");
    case XQ_NATURE_BLOCK:
      return XQ_T (lang, "block");
    case XQ_NATURE_FOLLOW:
      return XQ_T (lang, "follow");
    case XQ_NATURE_IDLE:
    default:
      return XQ_T (lang, "idle");
    }
}

const char *
xq_text_protection_term (XqProtection protection)
{
  switch (protection)
    {
    case XQ_PROTECTION_PROTECTED:
      return "有根";
    case XQ_PROTECTION_FALSE_ROOT:
      return "假根";
    case XQ_PROTECTION_UNDER_PROTECTED:
      return "少根";
    case XQ_PROTECTION_HIDDEN_ROOT:
      return "暗根";
    case XQ_PROTECTION_UNPROTECTED:
    default:
      return "无根";
    }
}

const char *
xq_text_protection_name (XqLang       lang,
                         XqProtection protection)
{
  switch (protection)
    {
    case XQ_PROTECTION_PROTECTED:
      return XQ_T (lang, "protected");
    case XQ_PROTECTION_FALSE_ROOT:
      return XQ_T (lang, "false protection");
    case XQ_PROTECTION_UNDER_PROTECTED:
      return XQ_T (lang, "under-protected");
    case XQ_PROTECTION_HIDDEN_ROOT:
      return XQ_T (lang, "hidden protection");
    case XQ_PROTECTION_UNPROTECTED:
    default:
      return XQ_T (lang, "unprotected");
    }
}

/* "black rook (b7)" / "黑车(b7)" */
static char *
piece_at (XqLang   lang,
          XqPiece  piece,
          XqSquare sq)
{
  char buf[3];

  xq_square_to_iccs (sq, buf);
  return g_strdup_printf (XQ_T (lang, "%s on %s"), xq_text_piece_name (lang, piece), buf);
}

/* The pieces of @set on @pos, joined: "red horse on c4, red rook on a0" */
static char *
pieces_list (XqLang            lang,
             const XqPosition *pos,
             XqBitboard        set)
{
  GString *s = g_string_new (NULL);

  while (set)
    {
      XqSquare         sq = xq_bb_pop (&set);
      g_autofree char *name = piece_at (lang, pos->board[sq], sq);
      if (s->len)
        g_string_append (s, XQ_T (lang, ", "));
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

char *
xq_text_root_reason (XqLang               lang,
                     const XqPosition    *after,
                     const XqCaptureEval *eval)
{
  const XqDefenderNote *note = NULL;
  g_autofree char      *defender = NULL;
  g_autofree char      *by = NULL;
  g_autofree char      *defenders = NULL;

  for (guint i = 0; i < eval->n_notes; i++)
    if (eval->notes[i].reason == eval->reason)
      {
        note = &eval->notes[i];
        break;
      }
  if (note)
    {
      defender = piece_at (lang, after->board[note->defender], note->defender);
      if (note->by != XQ_SQUARE_NONE)
        by = piece_at (lang, after->board[note->by], note->by);
    }
  defenders = pieces_list (lang, after, eval->defenders);

  switch (eval->reason)
    {
    case XQ_ROOT_PINNED:
      return g_strdup_printf (XQ_T (lang, "the %s cannot recapture: it is pinned to its general by the %s"),
                              defender ? defender : "?", by ? by : "?");
    case XQ_ROOT_GENERALS_FACE:
      return g_strdup_printf (XQ_T (lang, "the %s cannot recapture: the generals would face each other"),
                              defender ? defender : "?");
    case XQ_ROOT_KING_INTO_ATTACK:
      return g_strdup_printf (XQ_T (lang, "the %s cannot recapture: the point is attacked by the %s"),
                              defender ? defender : "?", by ? by : "?");
    case XQ_ROOT_OUTNUMBERED:
      return g_strdup_printf (XQ_T (lang, "more attackers than defenders (%s): the exchange still wins material"),
                              defenders);
    case XQ_ROOT_CHEAPER_ATTACKER:
      return g_strdup_printf (XQ_T (lang, "the attacker is worth less: even after the recapture by the %s the exchange wins material"),
                              defenders);
    case XQ_ROOT_LINE_OPENS:
      return g_strdup_printf (XQ_T (lang, "the %s recaptures because the capture opens its line"),
                              defender ? defender : defenders);
    case XQ_ROOT_LEG_FREED:
      return g_strdup_printf (XQ_T (lang, "the %s recaptures because the capture frees its leg or eye"),
                              defender ? defender : defenders);
    case XQ_ROOT_SCREEN_CHANGES:
      return g_strdup_printf (XQ_T (lang, "the %s recaptures because the capture changes its screens"),
                              defender ? defender : defenders);
    case XQ_ROOT_NONE:
    default:
      if (eval->defenders)
        return g_strdup_printf (XQ_T (lang, "protected by the %s"), defenders);
      return g_strdup (XQ_T (lang, "no piece protects it"));
    }
}

static char *
move_text (const XqPosition *pos,
           XqMove            move)
{
  XqPosition copy = *pos;

  return xq_notation_format (&copy, move, XQ_NOTATION_CHINESE);
}

/* "under-protected (少根)" in English, the term alone in Chinese. */
static char *
protection_label (XqLang       lang,
                  XqProtection protection)
{
  if (lang == XQ_LANG_EN)
    return g_strdup_printf ("%s (%s)", xq_text_protection_name (lang, protection), xq_text_protection_term (protection));
  return g_strdup (xq_text_protection_name (lang, protection));
}

static char *
nature_label (XqLang   lang,
              XqNature nature)
{
  if (lang == XQ_LANG_EN)
    return g_strdup_printf ("%s (%s)", xq_text_nature_name (lang, nature), xq_text_nature_term (nature));
  return g_strdup (xq_text_nature_name (lang, nature));
}

char *
xq_text_target (XqLang                lang,
                const XqPosition     *after,
                const XqMoveAnalysis *analysis,
                const XqTarget       *t)
{
  g_autofree char *name = piece_at (lang, t->piece, t->square);
  g_autofree char *why = xq_text_root_reason (lang, after, &t->eval);
  g_autofree char *status = protection_label (lang, t->eval.status);
  g_autofree char *by = pieces_list (lang, after, t->winners);

  if (t->chased)
    {
      switch (t->way)
        {
          case XQ_CHASE_BY_CHECKS: {
            g_autofree char *check = move_text (after, t->check);
            return g_strdup_printf (XQ_T (lang, "Chases the %s: after the check %s it is won whatever the reply (抽, CXA 29.1)."),
                                    name, check);
          }
        case XQ_CHASE_BY_EXCHANGE:
          return g_strdup_printf (XQ_T (lang, "Chases the %s with the %s: it is %s, %s (CXA 29.1, 29.3, 细则3)."),
                                  name, by, status, why);
        case XQ_CHASE_DIRECT:
        default:
          if (t->eval.status == XQ_PROTECTION_PROTECTED || t->eval.status == XQ_PROTECTION_HIDDEN_ROOT)
            return g_strdup_printf (XQ_T (lang, "Chases the %s with the %s: under AXF rules a lower piece attacking it counts as a chase even though it is protected."),
                                    name, by);
          return g_strdup_printf (XQ_T (lang, "Chases the %s with the %s: it can be taken next move and is %s: %s (CXA 28.3, 29.3)."),
                                  name, by, status, why);
        }
    }

  switch (t->exclusion)
    {
    case XQ_EXCLUDE_NOT_NEW:
      return g_strdup_printf (XQ_T (lang, "The %s was already under this attack before the move: no new chase arises, from chase to chase is idle (从捉到捉, CXA 29.2, 细则6)."),
                              name);
    case XQ_EXCLUDE_KING_ALONE:
      return g_strdup_printf (XQ_T (lang, "Only the general attacks the %s: the general alone chasing is idle (CXA 27.1)."),
                              name);
    case XQ_EXCLUDE_PAWN_ALONE:
      return g_strdup_printf (XQ_T (lang, "Only pawns attack the %s: a pawn alone chasing is idle unless both sides attack perpetually (CXA 27.2, 细则11)."),
                              name);
    case XQ_EXCLUDE_TAKER_MATED:
      return g_strdup_printf (XQ_T (lang, "Taking the %s would get the taker mated: not a chase (CXA 29.4, 细则7)."),
                              name);
    case XQ_EXCLUDE_NO_VALUE:
      return g_strdup_printf (XQ_T (lang, "The %s has no material value: not a chase (CXA 25.3)."), name);
    case XQ_EXCLUDE_FLOATING_PAWN:
      return g_strdup_printf (XQ_T (lang, "Attacks the %s, but a crossed pawn traded for a piece wins no material: not a chase (CXA 25.3, 细则10)."),
                              name);
    case XQ_EXCLUDE_PROFILE:
      return g_strdup_printf (XQ_T (lang, "Attacks the %s, which is %s; under this profile an attack on a protected piece is not a chase."),
                              name, status);
    case XQ_EXCLUDE_MUTUAL:
      return g_strdup_printf (XQ_T (lang, "Attacks the %s, which can take the attacker back for an even trade: an exchange offer, not a chase (CXA 28.5)."),
                              name);
    case XQ_EXCLUDE_MATE_LINE:
      return g_strdup_printf (XQ_T (lang, "Winning the %s is the start of the mate: it belongs to the mate threat, not to a chase (CXA 27.4, 28.2)."),
                              name);
    case XQ_EXCLUDE_HIDDEN_ROOT_CUT:
      return g_strdup_printf (XQ_T (lang, "Attacks the %s, which lost only a root that the capture itself would have opened (暗根): under AXF rules that is no new chase."),
                              name);
    case XQ_EXCLUDE_PROTECTED:
    case XQ_EXCLUDE_NONE:
    default:
      return g_strdup_printf (XQ_T (lang, "Attacks the %s, which is %s: %s; the exchange wins nothing, so it is not a chase (CXA 29.3)."),
                              name, status, why);
    }
}

/* What makes a chase new or not new (CXA 29.2, 细则2, 细则6): the capture that already won the piece
 * before the move, or the root the move took away. NULL when there is nothing to add. */
char *
xq_text_target_newness (XqLang                lang,
                        const XqPosition     *before,
                        const XqMoveAnalysis *analysis,
                        const XqTarget       *t)
{
  XqSquare   from = xq_move_from (analysis->move), to = xq_move_to (analysis->move);
  XqBitboard winners_before = t->winners;

  if (t->exclusion == XQ_EXCLUDE_NOT_NEW && t->prior != XQ_MOVE_NONE)
    {
      g_autofree char *prior = move_text (before, t->prior);
      return g_strdup_printf (XQ_T (lang, "Before the move, %s already won it (CXA 29.2)."), prior);
    }
  if (!t->chased || t->way == XQ_CHASE_BY_CHECKS)
    return NULL;
  /* The winners, named where they stood before the move. */
  if (xq_bb_test (winners_before, to))
    winners_before = (winners_before & ~xq_bb_square (to)) | xq_bb_square (from);
  if ((t->prior_attackers & winners_before) && t->prior_status != XQ_PROTECTION_UNPROTECTED &&
      t->prior_status != XQ_PROTECTION_FALSE_ROOT)
    {
      g_autofree char *was = protection_label (lang, t->prior_status);
      return g_strdup_printf (XQ_T (lang, "It was already attacked, but %s before the move; the move took that away, so the chase is new (CXA 29.2, 细则2)."),
                              was);
    }
  return NULL;
}

/* The explanation speaks of what the move changes: chases, pieces the moved piece attacks, and
 * attacks that look like chases but are not (with the clause that says why). Pieces without
 * material value and old attacks on protected pieces are left to the table. */
static gboolean
target_is_worth_a_sentence (const XqMoveAnalysis *a,
                            const XqTarget       *t)
{
  switch (t->exclusion)
    {
    case XQ_EXCLUDE_NONE:
      return t->chased;
    case XQ_EXCLUDE_NO_VALUE:
      return FALSE;
    case XQ_EXCLUDE_PROTECTED:
    case XQ_EXCLUDE_PROFILE:
      return xq_bb_test (t->attackers, xq_move_to (a->move));
    case XQ_EXCLUDE_NOT_NEW:
    case XQ_EXCLUDE_KING_ALONE:
    case XQ_EXCLUDE_PAWN_ALONE:
    case XQ_EXCLUDE_TAKER_MATED:
    case XQ_EXCLUDE_FLOATING_PAWN:
    case XQ_EXCLUDE_MUTUAL:
    case XQ_EXCLUDE_MATE_LINE:
    case XQ_EXCLUDE_HIDDEN_ROOT_CUT:
    default:
      return TRUE;
    }
}

GPtrArray *
xq_text_analysis_sentences (XqLang                lang,
                            const XqPosition     *before,
                            const XqMoveAnalysis *a)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  XqPosition after = *before;
  XqUndo     undo;

  xq_position_make (&after, a->move, &undo);

  if (a->natures & XQ_NATURE_CHECK)
    {
      g_autofree char *who = pieces_list (lang, &after, a->checkers);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Check (将): the %s attacks the general (CXA 28.1)."), who));
    }
  if (a->natures & XQ_NATURE_DISCOVERED_CAPTURE)
    {
      g_autofree char *won = pieces_list (lang, &after, a->discovered);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Capture after check (抽): whatever the reply, the %s is won (CXA 29.1)."), won));
    }
  if (a->natures & XQ_NATURE_MATE_THREAT)
    {
      GString   *line = g_string_new (NULL);
      XqPosition walk = after;
      XqUndo     u;

      xq_position_make_null (&walk, &u);
      for (guint i = 0; i < a->mate_len; i++)
        {
          g_autofree char *m = move_text (&walk, a->mate_line[i]);
          if (i)
            g_string_append_c (line, ' ');
          g_string_append (line, m);
          xq_position_make (&walk, a->mate_line[i], &u);
        }
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Mate threat (杀): if the opponent passed, %s would mate (CXA 28.2)."),
                                             line->str));
      g_string_free (line, TRUE);
    }
  for (guint i = 0; i < a->n_targets; i++)
    if (target_is_worth_a_sentence (a, &a->targets[i]))
      {
        char *newness = xq_text_target_newness (lang, before, a, &a->targets[i]);
        g_ptr_array_add (out, xq_text_target (lang, &after, a, &a->targets[i]));
        if (newness)
          g_ptr_array_add (out, newness);
      }
  if (a->natures & XQ_NATURE_EXCHANGE)
    {
      g_autofree char *with = pieces_list (lang, &after, a->exchanged);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Exchange offer (兑): the %s may take the moved piece and be taken back (CXA 28.5)."), with));
    }
  if (a->natures & XQ_NATURE_SACRIFICE)
    {
      g_autofree char *what = pieces_list (lang, &after, a->offered);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Sacrifice (献): the unprotected %s can be taken without harm to the taker (CXA 28.6)."), what));
    }
  if ((a->natures & XQ_NATURE_CHASE) && (a->natures & (XQ_NATURE_EXCHANGE | XQ_NATURE_SACRIFICE)))
    g_ptr_array_add (out, g_strdup (XQ_T (lang, "A chase that also offers material is still a chase (细则5, 细则12).")));
  if (a->natures & XQ_NATURE_BLOCK)
    {
      g_autofree char *whom = pieces_list (lang, &after, a->blocked);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Block (拦): it stands in the way of the %s without attacking (CXA 28.7)."), whom));
    }
  if (a->natures & XQ_NATURE_FOLLOW)
    {
      g_autofree char *whom = pieces_list (lang, &after, a->followed);
      g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "Follow (跟): it keeps the protected %s under attack without a threat (CXA 28.8)."), whom));
    }
  if (a->natures & XQ_NATURE_IDLE)
    g_ptr_array_add (out, g_strdup (XQ_T (lang, "Idle (闲): neither check, mate threat nor chase (CXA 28.9).")));
  else
    {
      int n = !!(a->natures & XQ_NATURE_CHECK) + !!(a->natures & XQ_NATURE_MATE_THREAT) + !!(a->natures & XQ_NATURE_CHASE);
      if (n > 1)
        {
          g_autofree char *label = nature_label (lang, a->heaviest);
          g_ptr_array_add (out, g_strdup_printf (XQ_T (lang, "With several effects the heaviest counts: %s (CXA 27.4)."), label));
        }
    }
  return out;
}

char *
xq_text_analysis (XqLang                lang,
                  const XqPosition     *before,
                  const XqMoveAnalysis *analysis)
{
  g_autoptr (GPtrArray) sentences = xq_text_analysis_sentences (lang, before, analysis);
  GString              *s = g_string_new (NULL);

  for (guint i = 0; i < sentences->len; i++)
    {
      if (i && lang == XQ_LANG_EN)
        g_string_append_c (s, ' ');
      g_string_append (s, sentences->pdata[i]);
    }
  return g_string_free (s, FALSE);
}
