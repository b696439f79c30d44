/* xqf-writer.c: writes XQF files for the tests (plain 1.0 and encrypted 1.1–1.8)
 *
 * The inverse of the reader, written from the format description, so that tests can make
 * files of every version with any tree. Not part of the library: the app never writes XQF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xqf-writer.h"

#include <string.h>

static const char copyright[] = "[(C) Copyright Mr. Dong Shiwei.]";

typedef struct
{
  GByteArray *out;
  int         version;
  guint8      key_xy, key_xyf, key_xyt;
  guint32     key_comment;
} Writer;

static guint8
square54 (guint8 x)
{
  return (guint8) (54 * x * x + 221);
}

static guint8
point (XqSquare sq)
{
  return (guint8) (xq_square_file (sq) * 10 + xq_square_rank (sq));
}

static void
put_string (guint8     *header,
            gsize       offset,
            gsize       capacity,
            const char *utf8)
{
  g_autofree char *gbk = NULL;
  gsize            len = 0;

  if (utf8 == NULL)
    return;
  gbk = g_convert (utf8, -1, "GB18030", "UTF-8", NULL, &len, NULL);
  g_assert_nonnull (gbk);
  len = MIN (len, capacity);
  header[offset] = (guint8) len;
  memcpy (header + offset + 1, gbk, len);
}

static void
put_u32 (GByteArray *out,
         guint32     v)
{
  guint8 b[4] = { (guint8) v, (guint8) (v >> 8), (guint8) (v >> 16), (guint8) (v >> 24) };
  g_byte_array_append (out, b, 4);
}

static void
write_record (Writer           *w,
              const XqGameNode *node)
{
  const char      *comment = xq_game_node_get_comment (node);
  g_autofree char *gbk = NULL;
  gsize            len = 0;
  guint8           from = 0, to = 0, tag = 0, b[4];
  XqMove           move = xq_game_node_get_move (node);

  if (comment != NULL)
    {
      gbk = g_convert (comment, -1, "GB18030", "UTF-8", NULL, &len, NULL);
      g_assert_nonnull (gbk);
    }
  if (!xq_game_node_is_root (node))
    {
      from = point (xq_move_from (move));
      to = point (xq_move_to (move));
    }
  if (w->version <= 10)
    {
      if (xq_game_node_get_next (node) != NULL)
        tag |= 0xf0;
      if (xq_game_node_get_next_sibling (node) != NULL)
        tag |= 0x0f;
      b[0] = (guint8) (from + 24);
      b[1] = (guint8) (to + 32);
      b[2] = tag;
      b[3] = xq_game_node_is_root (node) ? 0xff : 0;
      g_byte_array_append (w->out, b, 4);
      put_u32 (w->out, (guint32) len);
    }
  else
    {
      if (xq_game_node_get_next (node) != NULL)
        tag |= 0x80;
      if (xq_game_node_get_next_sibling (node) != NULL)
        tag |= 0x40;
      if (len > 0)
        tag |= 0x20;
      b[0] = (guint8) (from + 24 + w->key_xyf);
      b[1] = (guint8) (to + 32 + w->key_xyt);
      b[2] = tag;
      b[3] = 0;
      g_byte_array_append (w->out, b, 4);
      if (len > 0)
        put_u32 (w->out, (guint32) len + w->key_comment);
    }
  if (len > 0)
    g_byte_array_append (w->out, (const guint8 *) gbk, (guint) len);
}

/* Pre-order, a node's subtree before its next sibling; iterative (lines can be long). */
static void
write_tree (Writer           *w,
            const XqGameNode *root)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0)
    {
      const XqGameNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      write_record (w, node);
      if (!xq_game_node_is_root (node) && xq_game_node_get_next_sibling (node) != NULL)
        g_ptr_array_add (stack, xq_game_node_get_next_sibling (node));
      if (xq_game_node_get_next (node) != NULL)
        g_ptr_array_add (stack, xq_game_node_get_next (node));
    }
}

GBytes *
xqf_writer_write (const XqGame *game,
                  int           version,
                  guint32       seed)
{
  Writer              w = { 0 };
  guint8              header[XQ_XQF_HEADER_SIZE] = { 0 };
  guint8              xy[32], stream[32] = { 0 };
  gboolean            used[XQ_SQUARES] = { FALSE };
  const XqPosition   *start = xq_game_get_start (game);
  static const XqKind kinds[16] = {
    XQ_ROOK,
    XQ_HORSE,
    XQ_ELEPHANT,
    XQ_ADVISOR,
    XQ_KING,
    XQ_ADVISOR,
    XQ_ELEPHANT,
    XQ_HORSE,
    XQ_ROOK,
    XQ_CANNON,
    XQ_CANNON,
    XQ_PAWN,
    XQ_PAWN,
    XQ_PAWN,
    XQ_PAWN,
    XQ_PAWN,
  };
  const char *result = xq_game_get_tag (game, "Result");
  GRand      *rand = g_rand_new_with_seed (seed);

  w.out = g_byte_array_new ();
  w.version = version;
  header[0] = 'X';
  header[1] = 'Q';
  header[2] = (guint8) version;
  if (version > 10)
    {
      guint8 mask = (guint8) g_rand_int (rand), ors[4];
      guint8 k13 = (guint8) g_rand_int (rand), k14 = (guint8) g_rand_int (rand), k15 = (guint8) g_rand_int (rand);
      guint8 k12 = (guint8) (0x100 - ((k13 + k14 + k15) & 0xff));
      guint8 bytes[4];

      for (int i = 0; i < 4; i++)
        ors[i] = (guint8) g_rand_int (rand);
      header[3] = mask;
      memcpy (header + 8, ors, 4);
      header[12] = k12;
      header[13] = k13;
      header[14] = k14;
      header[15] = k15;
      w.key_xy = (guint8) (square54 (k13) * k13);
      w.key_xyf = (guint8) (square54 (k14) * w.key_xy);
      w.key_xyt = (guint8) (square54 (k15) * w.key_xyf);
      w.key_comment = ((guint32) k12 * 256 + k13) % 32000 + 767;
      for (int i = 0; i < 4; i++)
        bytes[i] = (guint8) ((header[12 + i] & mask) | ors[i]);
      for (int i = 0; i < 32; i++)
        stream[i] = (guint8) (copyright[i] & bytes[i % 4]);
    }
  g_rand_free (rand);

  /* Set-up: each piece into the first free slot of its kind. */
  memset (xy, 0xff, sizeof xy);
  for (int c = 0; c < 2; c++)
    for (int sq = 0; sq < XQ_SQUARES; sq++)
      {
        XqPiece p = xq_position_get (start, (XqSquare) sq);
        if (p == XQ_NO_PIECE || (int) xq_piece_color (p) != c || used[sq])
          continue;
        for (int i = 0; i < 16; i++)
          if (kinds[i] == xq_piece_kind (p) && xy[c * 16 + i] == 0xff)
            {
              xy[c * 16 + i] = point ((XqSquare) sq);
              used[sq] = TRUE;
              break;
            }
        g_assert_true (used[sq]);
      }
  for (int i = 0; i < 32; i++)
    {
      if (version <= 10)
        header[0x10 + i] = xy[i];
      else if (version == 11)
        header[0x10 + i] = (guint8) (xy[i] + w.key_xy);
      else
        header[0x10 + i] = (guint8) (xy[(i + w.key_xy + 1) % 32] + w.key_xy);
    }
  header[0x32] = xq_position_side (start) == XQ_BLACK ? 1 : 0;
  header[0x33] = result == NULL ? 0 : g_str_equal (result, "1-0")     ? 1
                                    : g_str_equal (result, "0-1")     ? 2
                                    : g_str_equal (result, "1/2-1/2") ? 3
                                                                      : 0;
  put_string (header, 0x50, 63, xq_game_get_tag (game, "Title"));
  put_string (header, 0xd0, 63, xq_game_get_tag (game, "Event"));
  put_string (header, 0x110, 15, xq_game_get_tag (game, "Date"));
  put_string (header, 0x120, 15, xq_game_get_tag (game, "Site"));
  put_string (header, 0x130, 15, xq_game_get_tag (game, "Red"));
  put_string (header, 0x140, 15, xq_game_get_tag (game, "Black"));
  g_byte_array_append (w.out, header, sizeof header);

  write_tree (&w, xq_game_get_root (game));
  for (guint i = XQ_XQF_HEADER_SIZE; i < w.out->len; i++)
    w.out->data[i] = (guint8) (w.out->data[i] + stream[i % 32]);
  return g_byte_array_free_to_bytes (w.out);
}
