/* xq-text-point.c: what stands on a point of the board, as the notation names it
 *
 * The file numbers and the places of like pieces on one file (前, 中, 后; 一…五 for four or five
 * pawns) come from the notation (xq_notation_designate()), so a screen reader says of a piece
 * what a move of it would be written with. Red's files are Chinese numerals, Black's digits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text"

#include "config.h"

#include "xq-text-point.h"

#include "xq-catalog.h"
#include "xq-text.h"

static const char *const numerals[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };

/* The place the record gives a piece among like pieces on its file (前, 中, 后; 一…五) */
static const char *
place_word (XqLang               lang,
            const XqDesignation *d)
{
  static const char *const ordinals[] = { XQ_N ("first"), XQ_N ("second"), XQ_N ("third"), XQ_N ("fourth"),
                                          XQ_N ("fifth") };

  switch (d->place)
    {
    case XQ_PLACE_ORDINAL:
      return xq_catalog_lookup (lang, ordinals[CLAMP (d->ordinal, 1, 5) - 1]);
    case XQ_PLACE_FRONT:
      return XQ_T (lang, "front");
    case XQ_PLACE_REAR:
      return XQ_T (lang, "rear");
    case XQ_PLACE_MIDDLE:
      return XQ_T (lang, "middle");
    case XQ_PLACE_FILE:
    default:
      return NULL;
    }
}

/* Chinese names a general, advisor, elephant or pawn differently for each side (帅/将, 仕/士,
 * 相/象, 兵/卒): each has a message of its own. */
static const char *
kind_name (XqLang  lang,
           XqPiece piece)
{
  static const char *const english[XQ_N_KINDS] = {
    NULL,
    "general",
    "advisor",
    "elephant",
    "horse",
    "rook",
    "cannon",
    "pawn",
  };
  static const char *const red[XQ_N_KINDS] = {
    NULL,
    XQ_N ("general (Red's)"),
    XQ_N ("advisor (Red's)"),
    XQ_N ("elephant (Red's)"),
    XQ_N ("horse (Red's)"),
    XQ_N ("rook (Red's)"),
    XQ_N ("cannon (Red's)"),
    XQ_N ("pawn (Red's)"),
  };
  static const char *const black[XQ_N_KINDS] = {
    NULL,
    XQ_N ("general (Black's)"),
    XQ_N ("advisor (Black's)"),
    XQ_N ("elephant (Black's)"),
    XQ_N ("horse (Black's)"),
    XQ_N ("rook (Black's)"),
    XQ_N ("cannon (Black's)"),
    XQ_N ("pawn (Black's)"),
  };

  if (lang == XQ_LANG_EN)
    return english[xq_piece_kind (piece)];
  return xq_catalog_lookup (lang, (xq_piece_color (piece) == XQ_RED ? red : black)[xq_piece_kind (piece)]);
}

char *
xq_text_point_name (XqLang            lang,
                    const XqPosition *pos,
                    XqSquare          sq)
{
  XqPiece       piece;
  XqDesignation d;
  const char   *place;
  char          iccs[3];

  g_return_val_if_fail (pos != NULL, NULL);
  g_return_val_if_fail (xq_square_is_valid (sq), NULL);

  piece = xq_position_get (pos, sq);
  if (piece == XQ_NO_PIECE)
    {
      xq_square_to_iccs (sq, iccs);
      /* Translators: an empty point of the board and its ICCS name, "empty point e3" */
      return g_strdup_printf (XQ_T (lang, "empty point %s"), iccs);
    }
  xq_notation_designate (pos, sq, &d);
  place = place_word (lang, &d);

  if (lang != XQ_LANG_EN)
    {
      /* 红方三路炮, 黑方8路前马: the side, the file as its moves write it, the place, the piece */
      GString *text = g_string_new (xq_piece_color (piece) == XQ_RED ? XQ_T (lang, "Red's") : XQ_T (lang, "Black's"));

      if (xq_piece_color (piece) == XQ_RED)
        g_string_append (text, numerals[d.file]);
      else
        g_string_append_printf (text, "%d", d.file);
      g_string_append (text, XQ_T (lang, "file"));
      if (place != NULL)
        g_string_append (text, place);
      g_string_append (text, kind_name (lang, piece));
      return g_string_free (text, FALSE);
    }
  if (place != NULL)
    /* Translators: "Red's front cannon, file 3" */
    return g_strdup_printf ("%s %s %s, file %d", xq_piece_color (piece) == XQ_RED ? "Red's" : "Black's", place,
                            kind_name (lang, piece), d.file);
  return g_strdup_printf ("%s %s, file %d", xq_piece_color (piece) == XQ_RED ? "Red's" : "Black's",
                          kind_name (lang, piece), d.file);
}
