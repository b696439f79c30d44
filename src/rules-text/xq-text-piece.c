/* xq-text-piece.c: pieces, squares and moves named as the board and the record show them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-piece"

#include "config.h"

#include "xq-text-piece.h"

#include "xq-catalog.h"

static const char *const english_kinds[XQ_N_KINDS] = {
  NULL,
  "general",
  "advisor",
  "elephant",
  "horse",
  "rook",
  "cannon",
  "pawn",
};

static const char *const chinese_numerals[10] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
static const char *const english_ordinals[10] = { "", "first", "second", "third", "fourth", "fifth",
                                                  "sixth", "seventh", "eighth", "ninth" };

const char *
xq_text_kind_name (XqLang  lang,
                   XqColor color,
                   XqKind  kind)
{
  g_return_val_if_fail (kind > XQ_NO_KIND && kind < XQ_N_KINDS, "?");

  if (lang == XQ_LANG_EN)
    return english_kinds[kind];
  return xq_notation_piece_name (color, kind,
                                 lang == XQ_LANG_ZH_TW ? XQ_NOTATION_STYLE_TRADITIONAL : XQ_NOTATION_STYLE_DEFAULT);
}

const char *
xq_text_general_name (XqLang  lang,
                      XqColor color)
{
  return xq_text_kind_name (lang, color, XQ_KING);
}

/* A file number as the side writes it: 三 for Red, 3 for Black. */
static void
append_file (GString *s,
             XqColor  color,
             int      file)
{
  if (color == XQ_RED)
    g_string_append (s, chinese_numerals[CLAMP (file, 1, 9)]);
  else
    g_string_append_printf (s, "%d", file);
}

static const char *
chinese_place (XqLang  lang,
               XqPlace place)
{
  switch (place)
    {
    case XQ_PLACE_FRONT:
      return "前";
    case XQ_PLACE_REAR:
      return lang == XQ_LANG_ZH_TW ? "後" : "后";
    case XQ_PLACE_MIDDLE:
    default:
      return "中";
    }
}

static const char *
english_place (XqPlace place)
{
  switch (place)
    {
    case XQ_PLACE_FRONT:
      return "front";
    case XQ_PLACE_REAR:
      return "rear";
    case XQ_PLACE_MIDDLE:
    default:
      return "middle";
    }
}

static void
append_chinese (GString             *s,
                XqLang               lang,
                const XqDesignation *d)
{
  const char *kind = xq_text_kind_name (lang, d->color, d->kind);

  if (d->kind == XQ_KING)
    {
      /* one a side: 红帅, 黑将 */
      g_string_append (s, d->color == XQ_RED ? (lang == XQ_LANG_ZH_TW ? "紅" : "红") : "黑");
      g_string_append (s, kind);
      return;
    }
  g_string_append (s, d->color == XQ_RED ? (lang == XQ_LANG_ZH_TW ? "紅方" : "红方") : "黑方");
  switch (d->place)
    {
    case XQ_PLACE_FILE:
      append_file (s, d->color, d->file);
      g_string_append (s, "路");
      break;
    case XQ_PLACE_ORDINAL:
      g_string_append (s, chinese_numerals[CLAMP (d->ordinal, 1, 9)]);
      break;
    case XQ_PLACE_FRONT:
    case XQ_PLACE_MIDDLE:
    case XQ_PLACE_REAR:
    default:
      if (d->file_named)
        {
          append_file (s, d->color, d->file);
          g_string_append (s, "路");
        }
      g_string_append (s, chinese_place (lang, d->place));
      break;
    }
  g_string_append (s, kind);
}

static void
append_english (GString             *s,
                const XqDesignation *d)
{
  const char *kind = english_kinds[d->kind];

  g_string_append (s, d->color == XQ_RED ? "Red’s " : "Black’s ");
  if (d->kind == XQ_KING)
    g_string_append (s, kind);
  else if (d->place == XQ_PLACE_FILE)
    g_string_append_printf (s, "%s on file %d", kind, d->file);
  else if (d->place == XQ_PLACE_ORDINAL)
    g_string_append_printf (s, "%s %s from the front", english_ordinals[CLAMP (d->ordinal, 1, 9)], kind);
  else if (d->file_named)
    g_string_append_printf (s, "%s %s on file %d", english_place (d->place), kind, d->file);
  else
    g_string_append_printf (s, "%s %s", english_place (d->place), kind);
}

static void
append_iccs (GString           *s,
             const XqTextStyle *style,
             XqSquare           sq)
{
  char buf[3];

  if (!style->squares)
    return;
  xq_square_to_iccs (sq, buf);
  g_string_append_printf (s, style->lang == XQ_LANG_EN ? " (%s)" : "（%s）", buf);
}

char *
xq_text_piece (const XqTextStyle *style,
               const XqPosition  *pos,
               XqSquare           sq)
{
  GString      *s = g_string_new (NULL);
  XqDesignation d;

  g_return_val_if_fail (xq_piece_is_valid (xq_position_get (pos, sq)), g_string_free (s, FALSE));

  xq_notation_designate (pos, sq, &d);
  if (style->lang == XQ_LANG_EN)
    append_english (s, &d);
  else
    append_chinese (s, style->lang, &d);
  append_iccs (s, style, sq);
  return g_string_free (s, FALSE);
}

char *
xq_text_join (XqLang     lang,
              GPtrArray *items)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && lang != XQ_LANG_EN)
        g_string_append (s, "、");
      else if (i > 0)
        g_string_append (s, i + 1 == items->len ? " and " : ", ");
      g_string_append (s, items->pdata[i]);
    }
  return g_string_free (s, FALSE);
}

char *
xq_text_pieces (const XqTextStyle *style,
                const XqPosition  *pos,
                XqBitboard         set)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  while (set)
    {
      XqSquare sq = xq_bb_pop (&set);
      if (xq_piece_is_valid (xq_position_get (pos, sq)))
        g_ptr_array_add (names, xq_text_piece (style, pos, sq));
    }
  if (names->len == 0)
    return g_strdup ("—");
  return xq_text_join (style->lang, names);
}

/* Ranks counted from a side's own back rank, 0–4; the other half is the enemy's (对方…), except
 * that each side's pawn rank has its own name (兵林线, 卒林线). */
static const char *const chinese_lines[2][5] = {
  { "底线", "二线", "宫顶线", "", "河口" },
  { "底線", "二線", "宮頂線", "", "河口" },
};

static void
append_rank (GString           *s,
             const XqTextStyle *style,
             XqColor            color,
             XqSquare           sq)
{
  int rank = color == XQ_RED ? xq_square_rank (sq) : XQ_RANKS - 1 - xq_square_rank (sq); /* 0 = own back rank */

  if (style->lang == XQ_LANG_EN)
    g_string_append_printf (s, "rank %d", rank + 1);
  else
    {
      gboolean tw = style->lang == XQ_LANG_ZH_TW;
      gboolean own = rank <= 4;
      int      line = own ? rank : XQ_RANKS - 1 - rank;
      XqColor  half = own ? color : xq_color_other (color);

      if (line == 3)
        g_string_append (s, half == XQ_RED ? (tw ? "兵林線" : "兵林线") : (tw ? "卒林線" : "卒林线"));
      else
        {
          if (!own)
            g_string_append (s, tw ? "對方" : "对方");
          g_string_append (s, chinese_lines[tw][line]);
        }
    }
}

char *
xq_text_square (const XqTextStyle *style,
                XqColor            color,
                XqSquare           sq)
{
  GString *s = g_string_new (NULL);
  int      file = color == XQ_RED ? XQ_FILES - xq_square_file (sq) : xq_square_file (sq) + 1;

  if (style->lang == XQ_LANG_EN)
    g_string_append_printf (s, "file %d, ", file);
  else
    {
      append_file (s, color, file);
      g_string_append (s, "路");
    }
  append_rank (s, style, color, sq);
  append_iccs (s, style, sq);
  return g_string_free (s, FALSE);
}

char *
xq_text_rank (const XqTextStyle *style,
              XqColor            color,
              XqSquare           sq)
{
  GString *s = g_string_new (NULL);

  append_rank (s, style, color, sq);
  return g_string_free (s, FALSE);
}

char *
xq_text_move (const XqTextStyle *style,
              const XqPosition  *pos,
              XqMove             move)
{
  char            buf[XQ_NOTATION_MAX_SIZE];
  XqNotationStyle how = style->lang == XQ_LANG_ZH_TW ? XQ_NOTATION_STYLE_TRADITIONAL : XQ_NOTATION_STYLE_DEFAULT;

  xq_notation_write (pos, move, style->notation, how, buf);
  return g_strdup (buf);
}
