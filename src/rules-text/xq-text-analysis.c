/* xq-text-analysis.c: sentences explaining a move's natures, citing each profile's clauses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-analysis"

#include "config.h"

#include "xq-text-analysis.h"

#include "xq-catalog.h"
#include "xq-text-cite.h"
#include "xq-text-piece.h"
#include "xq-text.h"

const char *
xq_text_nature_term (XqLang   lang,
                     XqNature nature)
{
  gboolean tw = lang == XQ_LANG_ZH_TW;

  switch (nature)
    {
    case XQ_NATURE_CHECK:
      return tw ? "將" : "将";
    case XQ_NATURE_MATE_THREAT:
      return tw ? "殺" : "杀";
    case XQ_NATURE_CHASE:
      return "捉";
    case XQ_NATURE_DISCOVERED_CAPTURE:
      return "抽";
    case XQ_NATURE_EXCHANGE:
      return tw ? "兌" : "兑";
    case XQ_NATURE_SACRIFICE:
      return tw ? "獻" : "献";
    case XQ_NATURE_BLOCK:
      return tw ? "攔" : "拦";
    case XQ_NATURE_FOLLOW:
      return "跟";
    case XQ_NATURE_IDLE:
    default:
      return tw ? "閒" : "闲";
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

XqProtection
xq_text_protection_shown (const XqCaptureEval *eval)
{
  if (eval->status == XQ_PROTECTION_UNDER_PROTECTED && eval->reason == XQ_ROOT_CHEAPER_ATTACKER)
    return XQ_PROTECTION_PROTECTED;
  return eval->status;
}

const char *
xq_text_protection_term (XqLang       lang,
                         XqProtection protection)
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
      return lang == XQ_LANG_ZH_TW ? "無根" : "无根";
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

/* Is @sq strictly between @a and @b on one file or rank? */
static gboolean
between (XqSquare a,
         XqSquare b,
         XqSquare sq)
{
  int af = xq_square_file (a), ar = xq_square_rank (a);
  int bf = xq_square_file (b), br = xq_square_rank (b);
  int f = xq_square_file (sq), r = xq_square_rank (sq);

  if (af == bf && f == af)
    return r > MIN (ar, br) && r < MAX (ar, br);
  if (ar == br && r == ar)
    return f > MIN (af, bf) && f < MAX (af, bf);
  return FALSE;
}

/* Does @sq block the leg of a horse on @horse that would attack @target? */
static gboolean
is_horse_leg (XqSquare horse,
              XqSquare target,
              XqSquare sq)
{
  int df = xq_square_file (target) - xq_square_file (horse);
  int dr = xq_square_rank (target) - xq_square_rank (horse);

  if (ABS (df) == 2 && ABS (dr) == 1)
    return sq == xq_square_make (xq_square_file (horse) + df / 2, xq_square_rank (horse));
  if (ABS (dr) == 2 && ABS (df) == 1)
    return sq == xq_square_make (xq_square_file (horse), xq_square_rank (horse) + dr / 2);
  return FALSE;
}

/* A defender whose recapture would leave its general attacked by @by: pinned when it stands in the
 * way of @by already; otherwise the recapture itself gives a cannon its screen, or opens another
 * line. Names it as one clause. */
static char *
exposed_reason (const XqTextStyle    *style,
                const XqPosition     *after,
                const XqCaptureEval  *eval,
                const XqDefenderNote *note)
{
  XqPosition       taken = *after;
  XqUndo           undo;
  XqColor          side = xq_piece_color (after->board[note->defender]);
  g_autofree char *defender = xq_text_piece (style, after, note->defender);
  g_autofree char *by = NULL;
  XqSquare         king;
  XqKind           kind;

  if (note->by == XQ_SQUARE_NONE || !xq_piece_is_valid (after->board[note->by]))
    return g_strdup_printf (XQ_T (style->lang, "%s cannot take back without exposing its general"), defender);
  by = xq_text_piece (style, after, note->by);
  xq_position_make (&taken, eval->capture, &undo);
  king = taken.king[side];
  kind = xq_piece_kind (taken.board[note->by]);
  if ((kind != XQ_HORSE && between (note->by, king, note->defender)) ||
      (kind == XQ_HORSE && is_horse_leg (note->by, king, note->defender)))
    /* Translators: a clause inside a sentence: the defender, the piece that pins it */
    return g_strdup_printf (XQ_T (style->lang, "%1$s cannot take back, being pinned by %2$s"), defender, by);
  if (kind == XQ_CANNON && between (note->by, king, eval->square))
    /* Translators: a clause: the defender, the cannon, the defender's general (帅/将) */
    return g_strdup_printf (XQ_T (style->lang, "if %1$s took back it would become the screen of %2$s and its %3$s would be in check"),
                            defender, by, xq_text_general_name (style->lang, side));
  /* Translators: a clause: the defender, the attacking piece, the defender's general (帅/将) */
  return g_strdup_printf (XQ_T (style->lang, "if %1$s took back, %2$s would attack its %3$s"), defender, by,
                          xq_text_general_name (style->lang, side));
}

char *
xq_text_root_reason (const XqTextStyle   *style,
                     const XqPosition    *after,
                     const XqCaptureEval *eval)
{
  XqLang                lang = style->lang;
  const XqDefenderNote *note = NULL;
  g_autofree char      *defender = NULL;
  g_autofree char      *by = NULL;
  g_autofree char      *defenders = xq_text_pieces (style, after, eval->defenders);

  for (guint i = 0; i < eval->n_notes; i++)
    if (eval->notes[i].reason == eval->reason)
      {
        note = &eval->notes[i];
        break;
      }
  if (note && xq_piece_is_valid (after->board[note->defender]))
    defender = xq_text_piece (style, after, note->defender);
  if (note && note->by != XQ_SQUARE_NONE && xq_piece_is_valid (after->board[note->by]))
    by = xq_text_piece (style, after, note->by);
  if (defender == NULL)
    defender = g_strdup (defenders);

  switch (eval->reason)
    {
    case XQ_ROOT_PINNED:
      if (note)
        return exposed_reason (style, after, eval, note);
      return g_strdup_printf (XQ_T (lang, "%s cannot take back without exposing its general"), defender);
    case XQ_ROOT_GENERALS_FACE:
      return g_strdup_printf (XQ_T (lang, "if %s took back, the generals would face each other"), defender);
    case XQ_ROOT_KING_INTO_ATTACK:
      if (by)
        /* Translators: a clause: the general that would take back, the piece guarding the point */
        return g_strdup_printf (XQ_T (lang, "%1$s cannot take back, as %2$s guards that point"), defender, by);
      return g_strdup_printf (XQ_T (lang, "%s cannot take back onto a guarded point"), defender);
    case XQ_ROOT_LINE_OPENS:
      return g_strdup_printf (XQ_T (lang, "%s can take back once the capture opens its line"), defender);
    case XQ_ROOT_LEG_FREED:
      if (note && xq_piece_kind (after->board[note->defender]) == XQ_ELEPHANT)
        return g_strdup_printf (XQ_T (lang, "%s can take back once the capture clears its eye"), defender);
      return g_strdup_printf (XQ_T (lang, "%s can take back once the capture frees its leg"), defender);
    case XQ_ROOT_SCREEN_CHANGES:
      return g_strdup_printf (XQ_T (lang, "%s can take back once the capture gives it a screen"), defender);
    case XQ_ROOT_OUTNUMBERED: /* the sentences of chases by exchange say these themselves */
    case XQ_ROOT_CHEAPER_ATTACKER:
    case XQ_ROOT_NONE:
    default:
      if (eval->defenders)
        return g_strdup_printf (XQ_T (lang, "it is protected by %s"), defenders);
      return g_strdup (XQ_T (lang, "no piece protects it"));
    }
}

/* A sentence from @template with @cite's parenthetical as its last argument. */
#define CITED(style, cite, ...)                                     \
  ({                                                                \
    g_autofree char *cite_text_ = xq_text_cite_paren (style, cite); \
    g_strdup_printf (__VA_ARGS__, cite_text_);                      \
  })

static gboolean
crossed_river (XqPiece  piece,
               XqSquare sq)
{
  return xq_piece_color (piece) == XQ_RED ? xq_square_rank (sq) >= 5 : xq_square_rank (sq) <= 4;
}

/* The piece making the capture of @t, from the analysis's attackers (the cheapest that can). */
/* A line of moves played from @from (the side to move passing first when @pass), written in the
 * style's notation: moves apart by spaces in English, by "，" in Chinese. */
static char *
line_text (const XqTextStyle *style,
           const XqPosition  *from,
           gboolean           pass,
           const XqMove      *line,
           guint              n)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  XqPosition            walk = *from;
  XqUndo                u;

  if (pass)
    xq_position_make_null (&walk, &u);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (moves, xq_text_move (style, &walk, line[i]));
      xq_position_make (&walk, line[i], &u);
    }
  g_ptr_array_add (moves, NULL);
  return g_strjoinv (style->lang == XQ_LANG_EN ? " " : "，", (char **) moves->pdata);
}

static XqSquare
capturer (const XqTarget *t)
{
  XqSquare from = xq_move_from (t->eval.capture);

  return xq_square_is_valid (from) ? from : (t->attackers ? xq_bb_first (t->attackers) : XQ_SQUARE_NONE);
}

/* A chased piece: how it is won, and the clause. */
static char *
chased_sentence (const XqTextStyle *style,
                 const XqPosition  *after,
                 const XqTarget    *t,
                 const char        *name,
                 const char        *by)
{
  XqLang           lang = style->lang;
  XqColor          mover = xq_color_other (xq_piece_color (t->piece));
  XqKind           target_kind = xq_piece_kind (t->piece);
  XqSquare         from = capturer (t);
  XqKind           attacker_kind = xq_square_is_valid (from) ? xq_piece_kind (after->board[from]) : XQ_NO_KIND;
  const char      *target_word = xq_text_kind_name (lang, xq_piece_color (t->piece), target_kind);
  g_autofree char *why = NULL;

  switch (t->way)
    {
      case XQ_CHASE_BY_CHECKS: {
        g_autofree char *check = xq_text_move (style, after, t->check);
        g_autofree char *line = NULL;
        if (t->line_len == 3)
          {
            line = line_text (style, after, TRUE, t->line, t->line_len);
            /* Translators: the checking move, the piece won, the winning line (moves), then the clause */
            return CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                          XQ_T (lang, "After the check %1$s, %2$s is won whatever the reply (the line: %3$s): a chase by check%4$s."),
                          check, name, line);
          }
        if (t->line_len > 3)
          {
            line = line_text (style, after, TRUE, t->line, t->line_len);
            /* Translators: the first check, the piece won, the winning line (moves), then the clause */
            return CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                          XQ_T (lang, "After the check %1$s, %2$s is won whatever the replies, through consecutive checks (the line: %3$s): a chase%4$s."),
                          check, name, line);
          }
        /* Translators: the checking move, the piece won, then the clause */
        return CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                      XQ_T (lang, "After the check %1$s, %2$s is won whatever the reply: a chase by check%3$s."), check,
                      name);
      }
    case XQ_CHASE_BY_EXCHANGE:
      if (t->eval.reason == XQ_ROOT_CHEAPER_ATTACKER && attacker_kind != XQ_NO_KIND)
        /* Translators: the chasing pieces, the chased piece, its kind (车), the attacker's kind (炮), the clause */
        return CITED (style, XQ_CITE_CHASE_BY_EXCHANGE,
                      XQ_T (lang, "%2$s is chased by %1$s: the %3$s is protected, but giving a %4$s for the %3$s still wins material%5$s."),
                      by, name, target_word, xq_text_kind_name (lang, mover, attacker_kind));
      /* Translators: the chasing pieces, the chased piece, the clause */
      return CITED (style, XQ_CITE_CHASE_BY_EXCHANGE,
                    XQ_T (lang, "%2$s is chased by %1$s: it has fewer defenders than attackers (under-protected), so the exchanges still win material%3$s."),
                    by, name);
    case XQ_CHASE_DIRECT:
    default:
      break;
    }

  switch (t->eval.status)
    {
    case XQ_PROTECTION_PROTECTED:
    case XQ_PROTECTION_HIDDEN_ROOT:
    case XQ_PROTECTION_UNDER_PROTECTED:
      /* Counted though protected: the AXF exceptions. */
      if (attacker_kind == XQ_CANNON && target_kind == XQ_ROOK)
        return CITED (style, XQ_CITE_CANNON_ON_ROOK,
                      XQ_T (lang, "%2$s is chased by %1$s: under the AXF rules a cannon attacking a rook chases it even though it is protected%3$s."),
                      by, name);
      /* Translators: the chasing pieces, the chased piece, the attacker's kind, the target's kind */
      return g_strdup_printf (XQ_T (lang, "%2$s is chased by %1$s: under the AXF rules a %3$s attacking a %4$s chases it even though it is protected."),
                              by, name, attacker_kind != XQ_NO_KIND ? xq_text_kind_name (lang, mover, attacker_kind) : "?",
                              target_word);
    case XQ_PROTECTION_FALSE_ROOT:
      why = xq_text_root_reason (style, after, &t->eval);
      /* Translators: the chasing pieces, the chased piece, why its protection is false (a clause), the clause */
      return CITED (style, XQ_CITE_CHASE, XQ_T (lang, "%2$s is chased by %1$s: %3$s, so its protection is false%4$s."), by,
                    name, why);
    case XQ_PROTECTION_UNPROTECTED:
    default:
      /* Translators: the chasing pieces, the chased piece, its kind, the clause */
      return CITED (style,
                    style->profile == XQ_PROFILE_AXF && attacker_kind == XQ_ROOK && target_kind == XQ_CANNON
                      ? XQ_CITE_ROOK_ON_CANNON
                      : XQ_CITE_CHASE,
                    XQ_T (lang, "%2$s is chased by %1$s: the %3$s is unprotected and can be taken next move%4$s."), by, name,
                    target_word);
    }
}

/* An attacked piece that is not chased, and the clause that says why. In the text of a check or a
 * mate threat (@attacking) the attack is "no chase", never "idle": the move itself is an attack
 * (issue 26: no 按闲着处理 in the text of a check or a mate threat). */
static char *
excluded_sentence (const XqTextStyle *style,
                   const XqPosition  *after,
                   const XqTarget    *t,
                   const char        *name,
                   const char        *attackers,
                   gboolean           attacking)
{
  XqLang           lang = style->lang;
  XqColor          mover = xq_color_other (xq_piece_color (t->piece));
  XqColor          owner = xq_piece_color (t->piece);
  XqSquare         from = capturer (t);
  XqPiece          attacker = xq_square_is_valid (from) ? after->board[from] : XQ_NO_PIECE;
  const char      *target_word = xq_text_kind_name (lang, owner, xq_piece_kind (t->piece));
  g_autofree char *why = NULL;
  g_autofree char *defenders = xq_text_pieces (style, after, t->eval.defenders);

  switch (t->exclusion)
    {
    case XQ_EXCLUDE_NOT_NEW:
      if (attacking)
        /* Translators: in the text of a check or a mate threat; the attacking pieces, the attacked
         * piece, the clause */
        return CITED (style, XQ_CITE_NOT_NEW,
                      XQ_T (lang, "%1$s could already take %2$s before this move: the move makes no new chase of it%3$s."),
                      attackers, name);
      /* Translators: the attacking pieces, the attacked piece, the clause */
      return CITED (style, XQ_CITE_NOT_NEW,
                    XQ_T (lang, "%1$s could already take %2$s before this move: the move makes no new chase, and a chase carried on is idle%3$s."),
                    attackers, name);
    case XQ_EXCLUDE_KING_ALONE:
      if (attacking)
        return CITED (style, XQ_CITE_KING_ALONE,
                      XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s attacking on its own makes no chase%4$s."),
                      attackers, name, xq_text_general_name (lang, mover));
      /* Translators: the attacking pieces, the attacked piece, the kind (general / 帅 / 将), the clause */
      return CITED (style, XQ_CITE_KING_ALONE,
                    XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s chasing on its own counts as idle%4$s."), attackers,
                    name, xq_text_general_name (lang, mover));
    case XQ_EXCLUDE_PAWN_ALONE:
      if (style->profile == XQ_PROFILE_CXA && attacking)
        return CITED (style, XQ_CITE_PAWN_ALONE,
                      XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s attacking on its own makes no chase, unless both sides attack perpetually%4$s."),
                      attackers, name, xq_text_kind_name (lang, mover, XQ_PAWN));
      if (attacking)
        return CITED (style, XQ_CITE_PAWN_ALONE,
                      XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s attacking on its own makes no chase%4$s."),
                      attackers, name, xq_text_kind_name (lang, mover, XQ_PAWN));
      if (style->profile == XQ_PROFILE_CXA)
        /* Translators: the attacking pieces, the attacked piece, the kind (pawn / 兵 / 卒), the clause */
        return CITED (style, XQ_CITE_PAWN_ALONE,
                      XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s chasing on its own counts as idle, unless both sides attack perpetually%4$s."),
                      attackers, name, xq_text_kind_name (lang, mover, XQ_PAWN));
      return CITED (style, XQ_CITE_PAWN_ALONE,
                    XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s chasing on its own counts as idle%4$s."), attackers,
                    name, xq_text_kind_name (lang, mover, XQ_PAWN));
      case XQ_EXCLUDE_TAKER_MATED: {
        g_autofree char *take = xq_text_move (style, after, t->eval.capture);
        if (attacking)
          return CITED (style, XQ_CITE_TAKER_MATED,
                        XQ_T (lang, "Taking %2$s with %1$s would get %3$s mated at once: a chase in form only, which is no chase%4$s."),
                        take, name, xq_text_side_name (lang, mover));
        /* Translators: the capture (a move), the attacked piece, the capturing side, the clause */
        return CITED (style, XQ_CITE_TAKER_MATED,
                      XQ_T (lang, "Taking %2$s with %1$s would get %3$s mated at once: a chase in form only, counted as idle%4$s."),
                      take, name, xq_text_side_name (lang, mover));
      }
      case XQ_EXCLUDE_TAKER_LOSES: {
        g_autofree char *take = xq_text_move (style, after, t->eval.capture);
        /* Translators: the capture (a move), the attacked piece, the other side, the clause */
        return CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                      XQ_T (lang, "Taking %2$s with %1$s would be answered by checks of %3$s that win back as much: no material is won, so it is not a chase%4$s."),
                      take, name, xq_text_side_name (lang, owner));
      }
    case XQ_EXCLUDE_NO_VALUE:
      return CITED (style, XQ_CITE_NO_VALUE,
                    XQ_T (lang, "%1$s has not crossed the river and has no material value: attacking it is not a chase%2$s."),
                    name);
    case XQ_EXCLUDE_FLOATING_PAWN:
      if (xq_piece_kind (attacker) == XQ_PAWN && !crossed_river (attacker, xq_move_from (t->eval.capture)))
        /* An uncrossed pawn has no floating value to speak of: it is a pawn chasing on its own. */
        return CITED (style, XQ_CITE_PAWN_CHASE,
                      attacking ? XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s attacking on its own makes no chase%4$s.")
                                : XQ_T (lang, "%2$s is attacked only by %1$s: a %3$s chasing on its own counts as idle%4$s."),
                      attackers, name, xq_text_kind_name (lang, mover, XQ_PAWN));
      /* The exchange gives the mover's crossed pawns for pieces: a line that gives pieces for
       * crossed pawns never nets material (a piece is worth two pawns or more), so it never gets
       * here (xq-threats.c, exchange_floats()). */
      /* Translators: the attacking pieces, the attacked piece, its kind, the pawn (兵/卒), the clause */
      return CITED (style, XQ_CITE_FLOATING_PAWN,
                    XQ_T (lang, "%2$s is attacked by %1$s and protected: a crossed %4$s’s value floats, and giving it for the %3$s does not count as winning material%5$s."),
                    attackers, name, target_word, xq_text_kind_name (lang, mover, XQ_PAWN));
    case XQ_EXCLUDE_PROFILE:
      if (style->profile == XQ_PROFILE_1957)
        /* Translators: the attacking pieces, the attacked piece, its kind, the clause */
        return CITED (style, XQ_CITE_PROTECTED,
                      XQ_T (lang, "%2$s is attacked by %1$s, but the %3$s is protected, and only an unprotected piece can be chased%4$s."),
                      attackers, name, target_word);
      /* Translators: the attacking pieces, the attacked piece, its kind, the rule book, the clause */
      return CITED (style, XQ_CITE_PROTECTED,
                    XQ_T (lang, "%2$s is attacked by %1$s, but the %3$s is protected, and under %4$s attacking a protected piece is not a chase%5$s."),
                    attackers, name, target_word, xq_text_book_name (style));
    case XQ_EXCLUDE_MUTUAL:
      /* Translators: the attacking pieces, the attacked piece, the clause */
      return CITED (style, XQ_CITE_MUTUAL,
                    XQ_T (lang, "%2$s is attacked by %1$s and can take back for an even trade: an exchange offer, not a chase%3$s."),
                    attackers, name);
    case XQ_EXCLUDE_MATE_LINE:
      /* Translators: the attacking pieces, the attacked piece, the clause */
      return CITED (style, XQ_CITE_MATE_LINE,
                    XQ_T (lang, "%2$s is attacked by %1$s, but taking it is the start of the mate: it belongs to the mate threat, not to a chase%3$s."),
                    attackers, name);
    case XQ_EXCLUDE_HIDDEN_ROOT_CUT:
      /* Translators: the attacking pieces, the attacked piece, the rule book, the clause */
      return CITED (style, XQ_CITE_HIDDEN_ROOT_CUT,
                    XQ_T (lang, "%2$s is attacked by %1$s and lost only a protection that the capture itself would open (a hidden protection): under %3$s that makes no new chase%4$s."),
                    attackers, name, xq_text_book_name (style));
    case XQ_EXCLUDE_PROTECTED:
      if (t->eval.status == XQ_PROTECTION_HIDDEN_ROOT && (why = xq_text_root_reason (style, after, &t->eval)) != NULL)
        /* Translators: the attacking pieces, the attacked piece, how it is protected (a clause), the clause */
        return CITED (style, XQ_CITE_PROTECTED,
                      XQ_T (lang, "%2$s is attacked by %1$s, but %3$s: a hidden protection, which still counts, so it is not a chase%4$s."),
                      attackers, name, why);
      /* Translators: the attacking pieces, the attacked piece, its kind, its defenders, the clause */
      return CITED (style, XQ_CITE_PROTECTED,
                    XQ_T (lang, "%2$s is attacked by %1$s, but the %3$s is protected by %4$s and the exchange wins nothing, so it is not a chase%5$s."),
                    attackers, name, target_word, defenders);
    case XQ_EXCLUDE_NONE:
    default:
      /* An exclusion this layer does not know yet: the fact without a reason. */
      return g_strdup_printf (XQ_T (lang, "%2$s is attacked by %1$s; it is not counted as a chase."), attackers, name);
    }
}

char *
xq_text_target (const XqTextStyle    *style,
                const XqPosition     *after,
                const XqMoveAnalysis *analysis,
                const XqTarget       *t)
{
  g_autofree char *name = xq_text_piece (style, after, t->square);
  g_autofree char *by = xq_text_pieces (style, after, t->winners ? t->winners : t->attackers);
  g_autofree char *attackers = t->attackers ? xq_text_pieces (style, after, t->attackers) : NULL;
  gboolean         attacking = analysis != NULL && (analysis->heaviest == XQ_NATURE_CHECK ||
                                            analysis->heaviest == XQ_NATURE_MATE_THREAT);

  /* No piece left to name (won after a check): the side is the subject */
  if (attackers == NULL)
    attackers = g_strdup (xq_text_side_name (style->lang, xq_color_other (xq_piece_color (t->piece))));
  if (t->chased)
    return chased_sentence (style, after, t, name, by);
  return excluded_sentence (style, after, t, name, attackers, attacking);
}

/* What makes a chase new or not new (29.2, 细则2, 细则6): the capture that already won the piece
 * before the move (a sentence that replaces the target's own), or the protection the move took
 * away (a sentence after it). NULL when there is nothing to add. */
char *
xq_text_target_newness (const XqTextStyle    *style,
                        const XqPosition     *before,
                        const XqMoveAnalysis *analysis,
                        const XqTarget       *t)
{
  XqLang     lang = style->lang;
  XqSquare   from = xq_move_from (analysis->move), to = xq_move_to (analysis->move);
  XqBitboard winners_before = t->winners;

  if (t->exclusion == XQ_EXCLUDE_NOT_NEW && t->prior != XQ_MOVE_NONE)
    {
      g_autofree char *prior = xq_text_move (style, before, t->prior);
      g_autofree char *name = xq_text_piece (style, before, t->square);
      const char      *side = xq_text_side_name (lang, analysis->mover);
      gboolean         attacking = analysis->heaviest == XQ_NATURE_CHECK || analysis->heaviest == XQ_NATURE_MATE_THREAT;
      /* the earlier way to win it was a check (抽), not a capture */
      gboolean by_check = xq_position_get (before, xq_move_to (t->prior)) == XQ_NO_PIECE;

      if (by_check && attacking)
        return CITED (style, XQ_CITE_NOT_NEW,
                      XQ_T (lang, "Before this move %1$s could already win %3$s by the check %2$s: the move makes no new chase of it%4$s."),
                      side, prior, name);
      if (by_check)
        /* Translators: the side, the check that won the piece before the move, the piece, the clause */
        return CITED (style, XQ_CITE_NOT_NEW,
                      XQ_T (lang, "Before this move %1$s could already win %3$s by the check %2$s: the move makes no new chase, and a chase carried on is idle%4$s."),
                      side, prior, name);
      if (attacking)
        return CITED (style, XQ_CITE_NOT_NEW,
                      XQ_T (lang, "Before this move %1$s could already take %3$s with %2$s: the move makes no new chase of it%4$s."),
                      side, prior, name);
      /* Translators: the side, the capture that was possible before the move, the attacked piece, the clause */
      return CITED (style, XQ_CITE_NOT_NEW,
                    XQ_T (lang, "Before this move %1$s could already take %3$s with %2$s: the move makes no new chase, and a chase carried on is idle%4$s."),
                    side, prior, name);
    }
  if (!t->chased || t->way == XQ_CHASE_BY_CHECKS)
    return NULL;
  /* The winners, named where they stood before the move. */
  if (xq_bb_test (winners_before, to))
    winners_before = (winners_before & ~xq_bb_square (to)) | xq_bb_square (from);
  if ((t->prior_attackers & winners_before) && t->prior_status != XQ_PROTECTION_UNPROTECTED &&
      t->prior_status != XQ_PROTECTION_FALSE_ROOT)
    {
      const char *was = lang == XQ_LANG_EN ? xq_text_protection_name (lang, t->prior_status)
                                           : xq_text_protection_term (lang, t->prior_status);
      /* Translators: how it was protected before the move (有根, 暗根, …), the clause */
      return CITED (style, XQ_CITE_NEWLY_UNPROTECTED,
                    XQ_T (lang, "It was already attacked but was %1$s before this move; the move took that protection away, so the chase is new%2$s."),
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
    case XQ_EXCLUDE_TAKER_LOSES:
    default:
      return TRUE;
    }
}

GPtrArray *
xq_text_analysis_sentences (const XqTextStyle    *style,
                            const XqPosition     *before,
                            const XqMoveAnalysis *a)
{
  XqLang     lang = style->lang;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  XqPosition after = *before;
  XqUndo     undo;
  XqColor    mover = (XqColor) before->side;

  xq_position_make (&after, a->move, &undo);

  if (a->natures & XQ_NATURE_CHECK)
    {
      g_autofree char *who = xq_text_pieces (style, &after, a->checkers);
      if (xq_bb_count (a->checkers) > 1)
        g_ptr_array_add (out, CITED (style, XQ_CITE_CHECK, XQ_T (lang, "%1$s give double check%2$s."), who));
      else
        g_ptr_array_add (out, CITED (style, XQ_CITE_CHECK, XQ_T (lang, "%1$s gives check%2$s."), who));
    }
  if (a->natures & XQ_NATURE_DISCOVERED_CAPTURE)
    {
      g_autofree char *won = xq_text_pieces (style, &after, a->discovered);
      g_autofree char *line = line_text (style, &after, FALSE, a->discovered_line, a->discovered_len);
      if (a->discovered_len > 0)
        /* Translators: the checking side, the pieces it wins, the winning line (the replies, the
         * checks, the capture), the clause */
        g_ptr_array_add (out, CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                                     XQ_T (lang, "%1$s checks and, whatever the reply, wins %2$s after it (the line: %3$s)%4$s."),
                                     xq_text_side_name (lang, mover), won, line));
      else
        /* Translators: the checking side, the pieces it wins, the clause */
        g_ptr_array_add (out, CITED (style, XQ_CITE_CHASE_BY_CHECKS,
                                     XQ_T (lang, "%1$s checks and, whatever the reply, wins %2$s after it%3$s."),
                                     xq_text_side_name (lang, mover), won));
    }
  if (a->natures & XQ_NATURE_MATE_THREAT)
    {
      g_autofree char *line = line_text (style, &after, TRUE, a->mate_line, a->mate_len);
      /* Translators: the mover, the opponent, the mating line (moves), the clause */
      g_ptr_array_add (out, CITED (style, XQ_CITE_MATE_THREAT,
                                   XQ_T (lang, "%1$s threatens mate: if %2$s passed, %3$s would mate%4$s."),
                                   xq_text_side_name (lang, mover), xq_text_side_name (lang, xq_color_other (mover)), line));
    }
  for (guint i = 0; i < a->n_targets; i++)
    if (target_is_worth_a_sentence (a, &a->targets[i]))
      {
        char *newness = xq_text_target_newness (style, before, a, &a->targets[i]);

        /* Not new: the sentence naming the earlier capture says it all. */
        if (newness == NULL || a->targets[i].exclusion != XQ_EXCLUDE_NOT_NEW)
          g_ptr_array_add (out, xq_text_target (style, &after, a, &a->targets[i]));
        if (newness)
          g_ptr_array_add (out, newness);
      }
  if (a->natures & XQ_NATURE_EXCHANGE)
    {
      g_autofree char *moved = xq_text_piece (style, &after, xq_move_to (a->move));
      g_autofree char *with = xq_text_pieces (style, &after, a->exchanged);
      /* Translators: the moved piece, the pieces it may be traded for, the clause */
      g_ptr_array_add (out, CITED (style, XQ_CITE_EXCHANGE, XQ_T (lang, "%1$s offers an exchange with %2$s%3$s."), moved,
                                   with));
    }
  if (a->natures & XQ_NATURE_SACRIFICE)
    {
      g_autofree char *what = xq_text_pieces (style, &after, a->offered);
      g_ptr_array_add (out, CITED (style, XQ_CITE_SACRIFICE,
                                   XQ_T (lang, "%1$s is offered: taking it neither mates nor loses material for the taker, a sacrifice%2$s."),
                                   what));
    }
  if ((a->natures & XQ_NATURE_CHASE) && (a->natures & (XQ_NATURE_EXCHANGE | XQ_NATURE_SACRIFICE)))
    g_ptr_array_add (out, CITED (style, XQ_CITE_CHASE_WITH_OFFER,
                                 XQ_T (lang, "A chase that also offers material is still a chase%1$s.")));
  if (a->natures & XQ_NATURE_BLOCK)
    {
      g_autofree char *moved = xq_text_piece (style, &after, xq_move_to (a->move));
      g_autofree char *whom = xq_text_pieces (style, &after, a->blocked);
      /* Translators: the moved piece, the pieces it blocks, the clause */
      g_ptr_array_add (out, CITED (style, XQ_CITE_BLOCK,
                                   XQ_T (lang, "%1$s stands in the way of %2$s without attacking: a block%3$s."), moved,
                                   whom));
    }
  if (a->natures & XQ_NATURE_FOLLOW)
    {
      g_autofree char *moved = xq_text_piece (style, &after, xq_move_to (a->move));
      g_autofree char *whom = xq_text_pieces (style, &after, a->followed);
      /* Translators: the moved piece, the protected pieces it keeps under attack, the clause */
      g_ptr_array_add (out, CITED (style, XQ_CITE_FOLLOW,
                                   XQ_T (lang, "%1$s keeps %2$s, which is protected, under attack without a threat: a follow%3$s."),
                                   moved, whom));
    }
  if (a->natures & XQ_NATURE_IDLE)
    g_ptr_array_add (out, CITED (style, XQ_CITE_IDLE,
                                 XQ_T (lang, "The move is neither a check, a mate threat nor a chase: an idle move%1$s.")));
  else
    {
      int n = !!(a->natures & XQ_NATURE_CHECK) + !!(a->natures & XQ_NATURE_MATE_THREAT) + !!(a->natures & XQ_NATURE_CHASE);
      if (n > 1)
        /* Translators: the heaviest nature's name (check, mate threat, chase), the clause */
        g_ptr_array_add (out, CITED (style, XQ_CITE_HEAVIEST,
                                     XQ_T (lang, "With several effects the heaviest counts: the move is a %1$s%2$s."),
                                     xq_text_nature_name (lang, a->heaviest)));
    }
  return out;
}

char *
xq_text_analysis (const XqTextStyle    *style,
                  const XqPosition     *before,
                  const XqMoveAnalysis *analysis)
{
  g_autoptr (GPtrArray) sentences = xq_text_analysis_sentences (style, before, analysis);
  GString              *s = g_string_new (NULL);

  for (guint i = 0; i < sentences->len; i++)
    {
      if (i && style->lang == XQ_LANG_EN)
        g_string_append_c (s, ' ');
      g_string_append (s, sentences->pdata[i]);
    }
  return g_string_free (s, FALSE);
}
