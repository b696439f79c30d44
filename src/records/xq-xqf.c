/* xq-xqf.c: XQF game records (XQStudio 1.0–1.8, plain and encrypted)
 *
 * Layout (offsets in hex). Header: "XQ", version (10–18 for 1.0–1.8), then for 1.1 and later
 * the key bytes: mask (03), or-bytes A–D (08–0B), sum and XY/XYf/XYt (0C–0F), whose sum is 0
 * modulo 256. 10–2F: the 32 pieces' points (X * 10 + Y; red R N B A K A B N R C C P P P P P,
 * then black), 33: result, 50/D0/110/120/130/140/150/190/1A0/1D0/1E0: title, event, date,
 * site, red, black, time rule, red time, black time, annotator and author as length-prefixed
 * strings. Records from 400: the root first, then the tree in pre-order: each record's "next"
 * flag says its first child follows, its "variation" flag that after its subtree comes its next
 * sibling. 1.0 records are 8 bytes (from + 24, to + 32, flags F0 next / 0F variation, reserved,
 * comment length) and a comment. Later ones are 4 bytes (flags 80 next, 40 variation,
 * 20 comment), then a 4-byte comment length (less the comment key) and the comment when
 * flagged; from and to are also shifted by keys. From 1.1 every byte after the header is
 * stored plus a 32-byte key stream indexed by file offset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-xqf.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-record-error.h"
#include "xq-record-tree.h"
#include "xq-record-warning.h"
#include "xq-text.h"
#include "xq-xqf-private.h"

#define MIN_VERSION 10
#define MAX_VERSION 18
/* A comment longer than this is taken for damage, not text. */
#define MAX_COMMENT (16 * 1024 * 1024)

const char   xq_xqf_copyright[33] = "[(C) Copyright Mr. Dong Shiwei.]";

const char   xq_xqf_mark[16] = "Qili GB18030";

const XqKind xq_xqf_slot_kinds[16] = {
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

const XqXqfField xq_xqf_fields[12] = {
  { "Event", 0xd0, 63 },
  { "Site", 0x120, 15 },
  { "Date", 0x110, 15 },
  { "Red", 0x130, 15 },
  { "Black", 0x140, 15 },
  { NULL, 0, 0 }, /* the result, at 0x33 */
  { "Title", 0x50, 63 },
  { "TimeControl", 0x150, 63 },
  { "RedTime", 0x190, 15 },
  { "BlackTime", 0x1a0, 15 },
  { "Annotator", 0x1d0, 15 },
  { "Author", 0x1e0, 15 },
};

typedef struct
{
  const guint8 *d;
  gsize         n;
  int           version;
  guint8        key_xy, key_xyf, key_xyt;
  guint32       key_comment;
  guint8        stream[32];
} Xqf;

gboolean
xq_xqf_detect (const guint8 *data,
               gsize         len)
{
  return len >= 2 && data[0] == 'X' && data[1] == 'Q';
}

static void
init_keys (Xqf *x)
{
  const guint8 *d = x->d;
  guint8        mask = d[3];
  guint8        bytes[4];

  memset (x->stream, 0, sizeof x->stream);
  x->key_xy = x->key_xyf = x->key_xyt = 0;
  x->key_comment = 0;
  if (x->version <= 10)
    return;
  x->key_xy = (guint8) (xq_xqf_square54 (d[13]) * d[13]);
  x->key_xyf = (guint8) (xq_xqf_square54 (d[14]) * x->key_xy);
  x->key_xyt = (guint8) (xq_xqf_square54 (d[15]) * x->key_xyf);
  x->key_comment = ((guint32) d[12] * 256 + d[13]) % 32000 + 767;
  bytes[0] = (guint8) ((d[12] & mask) | d[8]);
  bytes[1] = (guint8) ((d[13] & mask) | d[9]);
  bytes[2] = (guint8) ((d[14] & mask) | d[10]);
  bytes[3] = (guint8) ((d[15] & mask) | d[11]);
  for (int i = 0; i < 32; i++)
    x->stream[i] = (guint8) (xq_xqf_copyright[i] & bytes[i % 4]);
}

/* Decrypts @len bytes at @offset into @out; FALSE when the file is shorter. */
static gboolean
read_bytes (const Xqf *x,
            gsize      offset,
            gsize      len,
            guint8    *out)
{
  if (offset > x->n || len > x->n - offset)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    out[i] = (guint8) (x->d[offset + i] - x->stream[(offset + i) % 32]);
  return TRUE;
}

static char *
header_string (const Xqf *x,
               gsize      offset,
               gsize      capacity)
{
  gsize len = MIN (x->d[offset], capacity);

  return g_strndup ((const char *) x->d + offset + 1, len);
}

static gboolean
read_setup (const Xqf  *x,
            XqPosition *pos,
            GError    **error)
{
  guint8 raw[32], xy[32];
  int    owner[XQ_SQUARES];

  memcpy (raw, x->d + 0x10, 32);
  if (x->version <= 10)
    memcpy (xy, raw, 32);
  else if (x->version == 11)
    for (int i = 0; i < 32; i++)
      xy[i] = (guint8) (raw[i] - x->key_xy);
  else
    for (int i = 0; i < 32; i++)
      xy[(i + x->key_xy + 1) % 32] = (guint8) (raw[i] - x->key_xy);

  for (int i = 0; i < XQ_SQUARES; i++)
    owner[i] = -1;
  xq_position_init_empty (pos);
  for (int i = 0; i < 32; i++)
    {
      XqColor  color = i < 16 ? XQ_RED : XQ_BLACK;
      XqSquare sq;
      char     name[3];

      if (xy[i] >= 90)
        continue; /* captured */
      sq = xq_square_make (xy[i] / 10, xy[i] % 10);
      if (owner[sq] >= 0)
        {
          xq_square_to_iccs (sq, name);
          return xq_record_tree_fail (error, XQ_RECORD_ERROR_BAD_POSITION, 0x10 + (gsize) i,
                                      XQ_T (xq_lang_from_locale (), "two pieces of the set-up stand on %s"), name);
        }
      owner[sq] = i;
      xq_position_put (pos, sq, xq_piece_make (color, xq_xqf_slot_kinds[i % 16]));
    }
  return TRUE;
}

static gboolean
read_record (const Xqf    *x,
             gsize         offset,
             int           number,
             XqTreeRecord *r,
             GError      **error)
{
  XqLang lang = xq_lang_from_locale ();
  guint8 b[8];
  guint8 from, to;

  memset (r, 0, sizeof *r);
  if (x->version <= 10)
    {
      if (!read_bytes (x, offset, 8, b))
        return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, offset, XQ_T (lang, "the file ends inside move record %d"), number);
      from = (guint8) (b[0] - 24);
      to = (guint8) (b[1] - 32);
      r->next = (b[2] & 0xf0) != 0;
      r->variation = (b[2] & 0x0f) != 0;
      r->comment_len = (gsize) b[4] | (gsize) b[5] << 8 | (gsize) b[6] << 16 | (gsize) b[7] << 24;
      r->comment_offset = offset + 8;
    }
  else
    {
      if (!read_bytes (x, offset, 4, b))
        return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, offset, XQ_T (lang, "the file ends inside move record %d"), number);
      from = (guint8) (b[0] - 24 - x->key_xyf);
      to = (guint8) (b[1] - 32 - x->key_xyt);
      r->next = (b[2] & 0x80) != 0;
      r->variation = (b[2] & 0x40) != 0;
      r->comment_offset = offset + 4;
      if (b[2] & 0x20)
        {
          guint32 stored;
          if (!read_bytes (x, offset + 4, 4, b + 4))
            return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, offset + 4,
                                        XQ_T (lang, "the file ends inside the comment length of move record %d"), number);
          stored = (guint32) b[4] | (guint32) b[5] << 8 | (guint32) b[6] << 16 | (guint32) b[7] << 24;
          r->comment_len = (gsize) (guint32) (stored - x->key_comment);
          r->comment_offset = offset + 8;
        }
    }
  if (r->comment_len > MAX_COMMENT || r->comment_offset > x->n || r->comment_len > x->n - r->comment_offset)
    return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, r->comment_offset - 4,
                                XQ_T (lang, "move record %d has a comment of %lu bytes, more than the file holds"),
                                number, (unsigned long) r->comment_len);
  r->end = r->comment_offset + r->comment_len;
  if (number > 0)
    {
      if (from >= 90 || to >= 90)
        r->off_board = TRUE;
      else
        r->move = xq_move_make (xq_square_make (from / 10, from % 10), xq_square_make (to / 10, to % 10));
    }
  return TRUE;
}

static gboolean
read_record_cb (gconstpointer source,
                gsize         offset,
                int           number,
                XqTreeRecord *r,
                GError      **error)
{
  return read_record (source, offset, number, r, error);
}

static gboolean
read_tree (const Xqf  *x,
           XqGame     *game,
           XqPosition *pos,
           GArray     *comments,
           GPtrArray  *warnings,
           GError    **error)
{
  XqTreeRecord r;

  if (!read_record (x, XQ_XQF_HEADER_SIZE, 0, &r, error))
    return FALSE;
  if (r.comment_len > 0)
    {
      XqTreeComment c = { xq_game_get_root (game), r.comment_offset, r.comment_len };
      g_array_append_val (comments, c);
    }
  if (!r.next)
    return TRUE;
  return xq_record_tree_read (game, pos, r.end, read_record_cb, x, 1, comments, warnings, error);
}

static char *
convert_string (XqEncoding  encoding,
                const char *raw,
                gsize       len)
{
  gsize len_out;

  return xq_encoding_to_utf8 (encoding, raw, len, &len_out);
}

static void
set_header_tags (XqGame    *game,
                 const Xqf *x,
                 XqEncoding encoding)
{
  static const char *const results[] = { "*", "1-0", "0-1", "1/2-1/2" };

  xq_game_set_tag (game, "Game", "Chinese Chess");
  for (guint i = 0; i < G_N_ELEMENTS (xq_xqf_fields); i++)
    {
      const XqXqfField *field = &xq_xqf_fields[i];
      g_autofree char  *raw = NULL;
      g_autofree char  *value = NULL;

      if (field->tag == NULL)
        {
          guint8 result = x->d[0x33];
          xq_game_set_tag (game, "Result", result < G_N_ELEMENTS (results) ? results[result] : "*");
          continue;
        }
      raw = header_string (x, field->offset, field->capacity);
      value = convert_string (encoding, raw, strlen (raw));
      g_strstrip (value);
      if (value[0] != '\0')
        xq_game_set_tag (game, field->tag, value);
    }
}

/* Header strings and comments, for guessing their encoding. */
static XqEncoding
detect_strings (const Xqf *x,
                GArray    *comments)
{
  static const gsize  offsets[] = { 0x50, 0xd0, 0x110, 0x120, 0x130, 0x140, 0x150, 0x1d0, 0x1e0 };
  static const gsize  capacities[] = { 63, 63, 15, 15, 15, 15, 63, 15, 15 };
  g_autoptr (GString) all = g_string_new (NULL);
  XqEncoding          encoding;

  if (memcmp (x->d + XQ_XQF_MARK_OFFSET, xq_xqf_mark, sizeof xq_xqf_mark) == 0)
    return XQ_ENCODING_GB18030;
  for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
    {
      g_autofree char *s = header_string (x, offsets[i], capacities[i]);
      g_string_append (all, s);
      g_string_append_c (all, '\n');
    }
  for (guint i = 0; i < comments->len && all->len < 256 * 1024; i++)
    {
      XqTreeComment *c = &g_array_index (comments, XqTreeComment, i);
      gsize          at = all->len;
      g_string_set_size (all, at + c->len);
      read_bytes (x, c->offset, c->len, (guint8 *) all->str + at);
      g_string_append_c (all, '\n');
    }
  encoding = xq_encoding_detect (all->str, all->len, NULL);
  /* XQStudio wrote GBK (Big5 on Taiwanese systems); a byte-order mark here is an accident. */
  return encoding == XQ_ENCODING_UTF16LE || encoding == XQ_ENCODING_UTF16BE ? XQ_ENCODING_GB18030 : encoding;
}

/**
 * xq_xqf_read:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_xqf_read (const guint8 *data,
             gsize         len,
             GPtrArray    *warnings,
             GError      **error)
{
  XqLang             lang = xq_lang_from_locale ();
  Xqf                x = { 0 };
  XqPosition         setup, pos;
  XqPositionProblem  problem;
  g_autoptr (XqGame) game = NULL;
  g_autoptr (GArray) comments = g_array_new (FALSE, FALSE, sizeof (XqTreeComment));
  g_autofree guint8 *padded = NULL;
  gsize              cut = 0;
  XqEncoding         encoding;

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!xq_xqf_detect (data, len))
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_UNKNOWN_FORMAT, 0, "%s", XQ_T (lang, "an XQF file starts with \"XQ\""));
      return NULL;
    }
  if (len < XQ_XQF_HEADER_SIZE)
    {
      /* Lenient: a header cut after the set-up (0x10–0x32) still gives the position. */
      if (warnings == NULL || len < 0x33)
        {
          xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, len,
                               XQ_T (lang, "the file ends inside the %d-byte XQF header"), XQ_XQF_HEADER_SIZE);
          return NULL;
        }
      cut = len;
      padded = g_malloc0 (XQ_XQF_HEADER_SIZE + 8);
      memcpy (padded, data, len);
      data = padded;
      len = XQ_XQF_HEADER_SIZE + 8; /* a root record without moves */
    }
  x.d = data;
  x.n = len;
  x.version = data[2];
  if (x.version < MIN_VERSION || x.version > MAX_VERSION)
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_UNSUPPORTED, 2, XQ_T (lang, "XQF version %d is not one of 1.0 to 1.8 (10 to 18)"),
                           x.version);
      return NULL;
    }
  if (x.version > 10 && ((data[12] + data[13] + data[14] + data[15]) & 0xff) != 0)
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, 12, "%s", XQ_T (lang, "the key bytes of the header do not add up"));
      return NULL;
    }
  init_keys (&x);

  if (!read_setup (&x, &setup, error))
    return NULL;

  /* The side to move is that of the first move's piece; without moves, byte 32 says. */
  {
    XqTreeRecord first;
    gboolean     black = data[0x32] == 1;
    XqTreeRecord root;
    if (read_record (&x, XQ_XQF_HEADER_SIZE, 0, &root, NULL) && root.next &&
        read_record (&x, root.end, 1, &first, NULL))
      {
        XqPiece piece = xq_position_get (&setup, xq_move_from (first.move));
        if (piece != XQ_NO_PIECE)
          black = xq_piece_color (piece) == XQ_BLACK;
      }
    xq_position_set_side (&setup, black ? XQ_BLACK : XQ_RED);
  }
  if (!xq_position_validate (&setup, &problem))
    {
      g_autofree char *why = xq_text_position_problem (lang, &problem);
      xq_record_tree_fail (error, XQ_RECORD_ERROR_BAD_POSITION, 0x10, XQ_T (lang, "the set-up position is not valid: %s"), why);
      return NULL;
    }

  game = xq_game_new (&setup);
  pos = setup;
  if (cut > 0)
    {
      g_autofree char *what = g_strdup_printf (
        XQ_T (lang, "the file ends inside the %d-byte XQF header; only the set-up position was read"), XQ_XQF_HEADER_SIZE);
      g_ptr_array_add (warnings, xq_record_warning_new (1, 0, 0, (gint64) cut, XQ_RECORD_ERROR_DAMAGED, what));
      xq_game_node_set_cut (xq_game_get_root (game), what);
    }
  else if (!read_tree (&x, game, &pos, comments, warnings, error))
    return NULL;

  encoding = detect_strings (&x, comments);
  set_header_tags (game, &x, encoding);
  for (guint i = 0; i < comments->len; i++)
    {
      XqTreeComment   *c = &g_array_index (comments, XqTreeComment, i);
      g_autofree char *raw = g_malloc (c->len + 1);
      g_autofree char *utf8 = NULL;
      g_autofree char *clean = NULL;
      gsize            n;

      read_bytes (&x, c->offset, c->len, (guint8 *) raw);
      raw[c->len] = '\0';
      /* Some writers count a terminating NUL; the text ends there. */
      utf8 = xq_encoding_to_utf8 (encoding, raw, strlen (raw), &n);
      clean = xq_encoding_clean_comment (utf8, (gssize) n);
      if (clean != NULL)
        xq_game_node_append_comment (c->node, clean);
    }
  return g_steal_pointer (&game);
}
