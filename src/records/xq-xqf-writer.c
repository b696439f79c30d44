/* xq-xqf-writer.c: games written as XQF files, for those who exchange files with XQStudio
 *
 * The layout of XQF 1.0 (the format description, shared/reference/xqf-1.0-format.txt), as
 * XQStudio writes it and xq-xqf.c reads it: a 1024-byte header (the set-up as 32 piece points,
 * the result, the game's type, strings with a length byte, in GBK), then one record per move in
 * pre-order from the root: from + 24, to + 32, a flag byte (F0: a move follows, 0F: a variation
 * follows this move's subtree), a reserved byte (FF for the root), the comment's length (32
 * bits, little-endian) and the comment. Versions 1.1–1.8 (for the reader's tests) shift the
 * points and the comment length by keys and add a key stream to every byte after the header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-game-node-private.h"
#include "xq-record-warning.h"
#include "xq-xqf-private.h"
#include "xq-xqf.h"

typedef struct
{
  GByteArray *out;
  int         version;
  guint8      key_xyf, key_xyt;
  guint32     key_comment;
  GPtrArray  *losses;  /* (nullable) */
  GPtrArray  *written; /* tag, value as written (cut to its field), … */
  gboolean    beyond_gbk, joined, marks;
} Writer;

static guint8
point (XqSquare sq)
{
  return (guint8) (xq_square_file (sq) * 10 + xq_square_rank (sq));
}

static void
lose (Writer *w,
      char   *what)
{
  if (w->losses != NULL)
    g_ptr_array_add (w->losses, what);
  else
    g_free (what);
}

/* @utf8 in GBK, as XQStudio reads it; a character GBK lacks is written in GB18030 (which Qili
 * reads back, XQStudio not), and said once. */
static char *
encode (Writer     *w,
        const char *utf8,
        gssize      len,
        gsize      *out_len)
{
  char *out = g_convert (utf8, len, "GBK", "UTF-8", NULL, out_len, NULL);

  if (out != NULL)
    return out;
  if (!w->beyond_gbk)
    lose (w, g_strdup (XQ_T (xq_lang_from_locale (),
                             "some characters are not in GBK: they are written in GB18030, which XQStudio does not show")));
  w->beyond_gbk = TRUE;
  out = g_convert (utf8, len, "GB18030", "UTF-8", NULL, out_len, NULL);
  g_assert (out != NULL);
  return out;
}

/* Tag @name's value into the header field at @offset, as much of it as the field holds (whole
 * characters); what it cannot hold is said. */
static void
put_string (Writer     *w,
            guint8     *header,
            gsize       offset,
            gsize       capacity,
            const char *name,
            const char *value)
{
  gsize       used = 0;
  const char *p;

  for (p = value; *p != '\0'; p = g_utf8_next_char (p))
    {
      gsize            n = 0;
      g_autofree char *bytes = encode (w, p, g_utf8_next_char (p) - p, &n);
      if (used + n > capacity)
        break;
      memcpy (header + offset + 1 + used, bytes, n);
      used += n;
    }
  header[offset] = (guint8) used;
  g_ptr_array_add (w->written, g_strdup (name));
  g_ptr_array_add (w->written, g_strndup (value, (gsize) (p - value)));
  if (*p != '\0')
    lose (w, g_strdup_printf (XQ_T (xq_lang_from_locale (), "XQF holds the tag %s in %u bytes: “%s” is not written"),
                              name, (guint) capacity, p));
}

static void
put_u32 (GByteArray *out,
         guint32     v)
{
  guint8 b[4] = { (guint8) v, (guint8) (v >> 8), (guint8) (v >> 16), (guint8) (v >> 24) };

  g_byte_array_append (out, b, 4);
}

/* What XQF keeps of the comments of @node: the one before the move (which XQF has not) joins the
 * one after it. */
static char *
comment_of (Writer           *w,
            const XqGameNode *node)
{
  if (node->n_nags > 0)
    w->marks = TRUE;
  if (node->comment_before == NULL)
    return g_strdup (node->comment);
  w->joined = TRUE;
  if (node->comment == NULL)
    return g_strdup (node->comment_before);
  return g_strconcat (node->comment_before, "\n", node->comment, NULL);
}

static void
write_record (Writer           *w,
              const XqGameNode *node)
{
  g_autofree char *comment = comment_of (w, node);
  g_autofree char *bytes = NULL;
  gsize            len = 0;
  gboolean         root = node->parent == NULL;
  guint8           from = root ? 0 : point (xq_move_from (node->move));
  guint8           to = root ? 0 : point (xq_move_to (node->move));
  guint8           b[4];

  if (comment != NULL)
    bytes = encode (w, comment, -1, &len);
  if (w->version <= 10)
    {
      b[0] = (guint8) (from + 24);
      b[1] = (guint8) (to + 32);
      b[2] = (guint8) ((node->first_child != NULL ? 0xf0 : 0) | (!root && node->next_sibling != NULL ? 0x0f : 0));
      b[3] = root ? 0xff : 0;
      g_byte_array_append (w->out, b, 4);
      put_u32 (w->out, (guint32) len);
    }
  else
    {
      b[0] = (guint8) (from + 24 + w->key_xyf);
      b[1] = (guint8) (to + 32 + w->key_xyt);
      b[2] = (guint8) ((node->first_child != NULL ? 0x80 : 0) | (!root && node->next_sibling != NULL ? 0x40 : 0) |
                       (len > 0 ? 0x20 : 0));
      b[3] = 0;
      g_byte_array_append (w->out, b, 4);
      if (len > 0)
        put_u32 (w->out, (guint32) len + w->key_comment);
    }
  if (len > 0)
    g_byte_array_append (w->out, (const guint8 *) bytes, (guint) len);
}

/* The tree in pre-order, a node's subtree before its next sibling; without recursion (lines and
 * nesting can be long). */
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
      if (node->parent != NULL && node->next_sibling != NULL)
        g_ptr_array_add (stack, node->next_sibling);
      if (node->first_child != NULL)
        g_ptr_array_add (stack, node->first_child);
    }
}

/* The 32 points of the set-up: each piece in the first free slot of its kind, the pieces of a
 * side taken from its right to its left, as the format description lists the start. */
static void
put_setup (const XqPosition *start,
           guint8            xy[32])
{
  memset (xy, 0xff, 32);
  for (int side = 0; side < 2; side++)
    for (int f = 0; f < XQ_FILES; f++)
      for (int r = 0; r < XQ_RANKS; r++)
        {
          /* Red's right is file i, Black's file a */
          XqSquare sq = side == 0 ? xq_square_make (XQ_FILES - 1 - f, r) : xq_square_make (f, XQ_RANKS - 1 - r);
          XqPiece  piece = xq_position_get (start, sq);

          if (piece == XQ_NO_PIECE || (xq_piece_color (piece) == XQ_RED) != (side == 0))
            continue;
          for (int i = 0; i < 16; i++)
            if (xq_xqf_slot_kinds[i] == xq_piece_kind (piece) && xy[side * 16 + i] == 0xff)
              {
                xy[side * 16 + i] = point (sq);
                break;
              }
        }
}

static guint8
result_code (const char *result)
{
  if (g_strcmp0 (result, "1-0") == 0)
    return 1;
  if (g_strcmp0 (result, "0-1") == 0)
    return 2;
  if (g_strcmp0 (result, "1/2-1/2") == 0)
    return 3;
  return 0;
}

/* Tags the header holds; what it does not is said. */
static void
put_tags (Writer       *w,
          const XqGame *game,
          guint8       *header)
{
  XqLang lang = xq_lang_from_locale ();

  header[0x33] = result_code (xq_game_get_tag (game, "Result"));
  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    {
      const char *name = xq_game_get_tag_name (game, i);
      const char *value = xq_game_get_tag_value (game, i);
      gboolean    kept = FALSE;

      for (guint f = 0; f < G_N_ELEMENTS (xq_xqf_fields); f++)
        if (xq_xqf_fields[f].tag != NULL && g_ascii_strcasecmp (name, xq_xqf_fields[f].tag) == 0)
          {
            put_string (w, header, xq_xqf_fields[f].offset, xq_xqf_fields[f].capacity, xq_xqf_fields[f].tag, value);
            kept = TRUE;
          }
      /* The reader gives every XQF game these */
      if (g_ascii_strcasecmp (name, "Result") == 0 && (result_code (value) != 0 || g_str_equal (value, "*")))
        kept = TRUE;
      if (g_ascii_strcasecmp (name, "Game") == 0 && g_str_equal (value, "Chinese Chess"))
        kept = TRUE;
      if (!kept && value[0] != '\0')
        lose (w, g_strdup_printf (XQ_T (lang, "XQF has no place for the tag %s (“%s”): it is not written"), name, value));
    }
}

static void
init_keys (Writer *w,
           guint8 *header,
           guint32 seed,
           guint8  stream[32])
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  guint8            mask = (guint8) g_rand_int (rand), ors[4], bytes[4];
  guint8            k13 = (guint8) g_rand_int (rand), k14 = (guint8) g_rand_int (rand), k15 = (guint8) g_rand_int (rand);
  guint8            k12 = (guint8) (0x100 - ((k13 + k14 + k15) & 0xff));
  guint8            key_xy;

  for (int i = 0; i < 4; i++)
    ors[i] = (guint8) g_rand_int (rand);
  header[3] = mask;
  memcpy (header + 8, ors, 4);
  header[12] = k12;
  header[13] = k13;
  header[14] = k14;
  header[15] = k15;
  key_xy = (guint8) (xq_xqf_square54 (k13) * k13);
  w->key_xyf = (guint8) (xq_xqf_square54 (k14) * key_xy);
  w->key_xyt = (guint8) (xq_xqf_square54 (k15) * w->key_xyf);
  w->key_comment = ((guint32) k12 * 256 + k13) % 32000 + 767;
  for (int i = 0; i < 4; i++)
    bytes[i] = (guint8) ((header[12 + i] & mask) | ors[i]);
  for (int i = 0; i < 32; i++)
    stream[i] = (guint8) (xq_xqf_copyright[i] & bytes[i % 4]);
}

/* @game as XQF keeps it: a comment before a move joined to the one after it, no marks. */
static XqGame *
as_xqf_keeps (const XqGame *game)
{
  XqGame               *copy = xq_game_copy (game);
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, xq_game_get_root (copy));
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      if (node->comment_before != NULL)
        {
          g_autofree char *both = node->comment != NULL ? g_strconcat (node->comment_before, "\n", node->comment, NULL)
                                                        : g_strdup (node->comment_before);
          xq_game_node_set_comment (node, both);
          xq_game_node_set_comment_before (node, NULL);
        }
      xq_game_node_clear_nags (node);
      for (XqGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
        g_ptr_array_add (stack, c);
    }
  return copy;
}

/* Does the reader give back what was written: the start, the tree, the tags' text? (A tree nested
 * deeper than XQ_GAME_MAX_VARIATION_DEPTH it refuses: then it gives nothing to compare.) */
static gboolean
reads_back (GBytes       *bytes,
            const XqGame *game,
            GPtrArray    *written)
{
  g_autoptr (XqGame) expected = as_xqf_keeps (game);
  g_autoptr (XqGame) back = NULL;
  gsize              len;
  const guint8      *data = g_bytes_get_data (bytes, &len);

  back = xq_xqf_read (data, len, NULL, NULL);
  if (back == NULL)
    return TRUE;
  if (!xq_position_same (xq_game_get_start (back), xq_game_get_start (expected)) ||
      !xq_game_node_tree_equal (xq_game_get_root (back), xq_game_get_root (expected)))
    return FALSE;
  for (guint i = 0; i + 1 < written->len; i += 2)
    {
      g_autofree char *value = g_strstrip (g_strdup (written->pdata[i + 1]));
      if (g_strcmp0 (xq_game_get_tag (back, written->pdata[i]), value[0] != '\0' ? value : NULL) != 0)
        return FALSE;
    }
  return TRUE;
}

GBytes *
xq_xqf_write_version (const XqGame *game,
                      int           version,
                      guint32       seed,
                      GPtrArray    *losses)
{
  XqLang                lang = xq_lang_from_locale ();
  Writer                w = { 0 };
  guint8                header[XQ_XQF_HEADER_SIZE] = { 0 };
  guint8                xy[32], stream[32] = { 0 };
  const XqPosition     *start;
  guint8                key_xy;
  g_autoptr (GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  GBytes               *bytes;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (version >= 10 && version <= 18, NULL);

  start = xq_game_get_start (game);
  w.out = g_byte_array_sized_new (XQ_XQF_HEADER_SIZE + 16 * xq_game_count_moves (game));
  w.version = version;
  w.losses = losses;
  w.written = written;
  header[0] = 'X';
  header[1] = 'Q';
  header[2] = (guint8) version;
  if (version > 10)
    init_keys (&w, header, seed, stream);
  key_xy = (guint8) (xq_xqf_square54 (header[13]) * header[13]);

  put_setup (start, xy);
  for (int i = 0; i < 32; i++)
    {
      if (version <= 10)
        header[0x10 + i] = xy[i];
      else if (version == 11)
        header[0x10 + i] = (guint8) (xy[i] + key_xy);
      else
        header[0x10 + i] = (guint8) (xy[(i + key_xy + 1) % 32] + key_xy);
    }
  /* Who moves when there are no moves to say it; the game's type: 全局 or 残局 */
  header[0x32] = xq_position_side (start) == XQ_BLACK ? 1 : 0;
  header[0x40] = xq_game_has_standard_start (game) ? 0 : 3;
  put_tags (&w, game, header);
  g_byte_array_append (w.out, header, sizeof header);

  write_tree (&w, xq_game_get_root (game));
  if (w.joined)
    lose (&w, g_strdup (XQ_T (lang, "comments written before a move are joined to the comment after it: XQF has only the one")));
  if (w.marks)
    lose (&w, g_strdup (XQ_T (lang, "the marks of moves (!, ?, !?) are not written: XQF has none")));
  for (guint i = XQ_XQF_HEADER_SIZE; i < w.out->len; i++)
    w.out->data[i] = (guint8) (w.out->data[i] + stream[i % 32]);
  bytes = g_byte_array_free_to_bytes (w.out);
  /* Text the reader would take for Big5: the file says it is GBK */
  if (!reads_back (bytes, game, written))
    {
      gsize   len;
      guint8 *data = g_bytes_unref_to_data (bytes, &len);
      memcpy (data + XQ_XQF_MARK_OFFSET, xq_xqf_mark, sizeof xq_xqf_mark);
      bytes = g_bytes_new_take (data, len);
    }
  return bytes;
}

GBytes *
xq_xqf_write (const XqGame *game,
              GPtrArray    *losses)
{
  g_return_val_if_fail (game != NULL, NULL);

  return xq_xqf_write_version (game, 10, 0, losses);
}
