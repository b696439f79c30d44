/* xq-ccbridge.c: 象棋桥 (CCBridge) records (CBR) and libraries of them (CBL)
 *
 * Layout (offsets in decimal; facts from the public description of the format and from files
 * written by the program). CBR: "CCBridge Record\0"; UTF-16LE strings, each up to a NUL in its
 * field: title 180 (128 bytes), event 692, date 884, site 948, Red 1076, Black 1300 (64 bytes
 * each); result 2076 (0 unknown, 1 Red won, 2 Black won, 3 and 4 drawn); the board from 2120:
 * 90 bytes, row by row from Black's side (index = row * 9 + file from Red's left), pieces 0x11
 * to 0x17 Red rook, horse, elephant, advisor, general, cannon, pawn, 0x21 to 0x27 the same of
 * Black. The fields a writer did not fill hold whatever was in its memory: a field is kept
 * only when it reads as text. Moves from 2214, the root's record first, then the tree in
 * pre-order: 4 bytes each (flags, 0, from, to; points numbered as the board), flags 1 "the
 * line ends here", 2 "an alternative to this move follows after its subtree", 4 "a comment
 * follows": a 4-byte length in bytes, then UTF-16LE text.
 * CBL: "CCBridgeLibrary\0", the library's name at 64 (512 bytes, UTF-16LE), the number of
 * index slots at 60; an index of 792 bytes a slot from 576; then the records, each starting
 * a 4096-byte slot ("CCBridge Record" there). A record with an empty board and no moves is a
 * heading of the games after it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-ccbridge.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-game-node-private.h"
#include "xq-record-tree.h"
#include "xq-text.h"

#define CBL_INDEX      576
#define CBL_INDEX_SLOT 792
#define CBL_SLOT       4096
#define BOARD          2120
/* A comment longer than this is taken for damage, not text. */
#define MAX_COMMENT (4 * 1024 * 1024)

static const char cbr_magic[] = "CCBridge Record";
static const char cbl_magic[] = "CCBridgeLibrary";

typedef struct
{
  const guint8 *d;
  gsize         n;
} Source;

gboolean
xq_cbr_detect (const guint8 *data,
               gsize         len)
{
  return len >= sizeof cbr_magic && memcmp (data, cbr_magic, sizeof cbr_magic) == 0;
}

gboolean
xq_cbl_detect (const guint8 *data,
               gsize         len)
{
  return len >= sizeof cbl_magic && memcmp (data, cbl_magic, sizeof cbl_magic) == 0;
}

static guint32
read_u32 (const guint8 *p)
{
  return (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16 | (guint32) p[3] << 24;
}

/* UTF-16LE @data[0..len) up to a NUL, as UTF-8. */
static char *
utf16_text (const guint8 *data,
            gsize         len)
{
  gsize n = 0;

  while (n + 1 < len && (data[n] != 0 || data[n + 1] != 0))
    n += 2;
  return xq_encoding_to_utf8 (XQ_ENCODING_UTF16LE, (const char *) data, n, NULL);
}

/* A header field, or NULL when it does not read as text (an unfilled field). */
static char *
field (const guint8 *record,
       gsize         offset,
       gsize         capacity)
{
  g_autofree char *text = utf16_text (record + offset, capacity);

  for (const char *q = text; *q; q = g_utf8_next_char (q))
    {
      gunichar c = g_utf8_get_char (q);
      if (!g_unichar_isprint (c) || c == 0xfffd || (c >= 0xe000 && c <= 0xf8ff))
        return NULL;
    }
  g_strstrip (text);
  return text[0] != '\0' ? g_steal_pointer (&text) : NULL;
}

static gboolean
read_record (gconstpointer source,
             gsize         offset,
             int           number,
             XqTreeRecord *r,
             GError      **error)
{
  const Source *s = source;
  XqLang        lang = xq_lang_from_locale ();
  const guint8 *b;

  memset (r, 0, sizeof *r);
  if (offset > s->n || s->n - offset < 4)
    return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, offset,
                                XQ_T (lang, "the file ends inside move record %d"), number);
  b = s->d + offset;
  r->next = (b[0] & 0x01) == 0;
  r->variation = (b[0] & 0x02) != 0;
  r->comment_offset = offset + 4;
  if (b[0] & 0x04)
    {
      if (s->n - offset < 8)
        return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, offset + 4,
                                    XQ_T (lang, "the file ends inside the comment length of move record %d"), number);
      r->comment_len = read_u32 (b + 4);
      r->comment_offset = offset + 8;
    }
  if (r->comment_len > MAX_COMMENT || r->comment_len > s->n - r->comment_offset)
    return xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, r->comment_offset - 4,
                                XQ_T (lang, "move record %d has a comment of %lu bytes, more than the file holds"), number,
                                (unsigned long) r->comment_len);
  r->end = r->comment_offset + r->comment_len;
  if (number > 0)
    {
      if (b[2] >= 90 || b[3] >= 90)
        r->off_board = TRUE;
      else
        r->move = xq_move_make (xq_square_make (b[2] % 9, 9 - b[2] / 9), xq_square_make (b[3] % 9, 9 - b[3] / 9));
    }
  return TRUE;
}

static gboolean
read_setup (const guint8 *record,
            gsize         base,
            XqPosition   *pos,
            GError      **error)
{
  static const XqKind kinds[7] = { XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_CANNON, XQ_PAWN };

  xq_position_init_empty (pos);
  for (int i = 0; i < 90; i++)
    {
      guint8 v = record[BOARD + i];
      guint  kind = v & 0x0f;
      guint  side = v >> 4;

      if (v == 0)
        continue;
      if ((side != 1 && side != 2) || kind < 1 || kind > 7)
        return xq_record_tree_fail (error, XQ_RECORD_ERROR_BAD_POSITION, base + BOARD + (gsize) i,
                                    XQ_T (xq_lang_from_locale (), "the set-up holds 0x%02x, which is no piece"), v);
      xq_position_put (pos, xq_square_make (i % 9, 9 - i / 9),
                       xq_piece_make (side == 1 ? XQ_RED : XQ_BLACK, kinds[kind - 1]));
    }
  return TRUE;
}

static void
set_tags (XqGame       *game,
          const guint8 *record)
{
  static const struct
  {
    const char *tag;
    gsize       offset;
    gsize       capacity;
  } fields[] = {
    { "Title", 180, 128 },
    { "Event", 692, 64 },
    { "Date", 884, 64 },
    { "Site", 948, 64 },
    { "Red", 1076, 64 },
    { "Black", 1300, 64 },
  };
  static const char *const results[] = { "*", "1-0", "0-1", "1/2-1/2", "1/2-1/2" };
  guint8                   result = record[2076];

  xq_game_set_tag (game, "Game", "Chinese Chess");
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *value = field (record, fields[i].offset, fields[i].capacity);
      if (value != NULL)
        xq_game_set_tag (game, fields[i].tag, value);
    }
  xq_game_set_tag (game, "Result", result < G_N_ELEMENTS (results) ? results[result] : "*");
}

/**
 * xq_cbr_read:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_cbr_read (const guint8 *data,
             gsize         len,
             gsize         offset,
             guint         game_number,
             GPtrArray    *warnings,
             GError      **error)
{
  XqLang             lang = xq_lang_from_locale ();
  Source             s = { data, len };
  const guint8      *record = data + offset;
  XqPosition         setup, pos;
  XqPositionProblem  problem;
  XqTreeRecord       root, first;
  g_autoptr (XqGame) game = NULL;
  g_autoptr (GArray) comments = g_array_new (FALSE, FALSE, sizeof (XqTreeComment));
  gsize              moves = offset + XQ_CBR_HEADER_SIZE;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (offset <= len, NULL);

  if (!xq_cbr_detect (record, len - offset))
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_UNKNOWN_FORMAT, offset, "%s",
                           XQ_T (lang, "a CBR record starts with \"CCBridge Record\""));
      return NULL;
    }
  if (len - offset < XQ_CBR_HEADER_SIZE)
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_DAMAGED, len, XQ_T (lang, "the file ends inside the %d-byte CBR header"),
                           XQ_CBR_HEADER_SIZE);
      return NULL;
    }
  if (!read_setup (record, offset, &setup, error))
    return NULL;
  if (!read_record (&s, moves, 0, &root, error))
    return NULL;
  /* The side to move is that of the first move's piece; Red when there is none. */
  xq_position_set_side (&setup, XQ_RED);
  if (root.next && read_record (&s, root.end, 1, &first, NULL) && !first.off_board)
    {
      XqPiece piece = xq_position_get (&setup, xq_move_from (first.move));
      if (piece != XQ_NO_PIECE && xq_piece_color (piece) == XQ_BLACK)
        xq_position_set_side (&setup, XQ_BLACK);
    }
  if (!xq_position_validate (&setup, &problem))
    {
      g_autofree char *why = xq_text_position_problem (lang, &problem);
      xq_record_tree_fail (error, XQ_RECORD_ERROR_BAD_POSITION, offset + BOARD,
                           XQ_T (lang, "the set-up position is not valid: %s"), why);
      return NULL;
    }

  game = xq_game_new (&setup);
  set_tags (game, record);
  if (root.comment_len > 0)
    {
      XqTreeComment c = { xq_game_get_root (game), root.comment_offset, root.comment_len };
      g_array_append_val (comments, c);
    }
  pos = setup;
  if (root.next &&
      !xq_record_tree_read (game, &pos, root.end, read_record, &s, game_number, comments, warnings, error))
    return NULL;
  for (guint i = 0; i < comments->len; i++)
    {
      XqTreeComment   *c = &g_array_index (comments, XqTreeComment, i);
      g_autofree char *utf8 = utf16_text (data + c->offset, c->len);
      g_autofree char *clean = xq_encoding_clean_comment (utf8, -1);
      if (clean != NULL)
        xq_game_node_append_comment (c->node, clean);
    }
  return g_steal_pointer (&game);
}

gboolean
xq_cbr_read_heading (const guint8 *data,
                     gsize         len,
                     gsize         offset,
                     char        **title,
                     char        **comment)
{
  Source       s = { data, len };
  XqTreeRecord root;

  g_return_val_if_fail (title != NULL && comment != NULL, FALSE);
  *title = *comment = NULL;
  if (offset > len || len - offset < XQ_CBR_HEADER_SIZE || !xq_cbr_detect (data + offset, len - offset))
    return FALSE;
  for (int i = 0; i < 90; i++)
    if (data[offset + BOARD + i] != 0)
      return FALSE;
  if (!read_record (&s, offset + XQ_CBR_HEADER_SIZE, 0, &root, NULL) || root.next)
    return FALSE;
  *title = field (data + offset, 180, 128);
  if (root.comment_len > 0)
    {
      g_autofree char *utf8 = utf16_text (data + root.comment_offset, root.comment_len);
      *comment = xq_encoding_clean_comment (utf8, -1);
    }
  return TRUE;
}

/**
 * xq_cbl_list:
 *
 * Returns: (transfer full) (nullable) (element-type gsize): the offsets of the records
 */
GArray *
xq_cbl_list (const guint8 *data,
             gsize         len,
             char        **title,
             GError      **error)
{
  XqLang  lang = xq_lang_from_locale ();
  GArray *offsets;
  gsize   first;

  g_return_val_if_fail (data != NULL, NULL);

  if (!xq_cbl_detect (data, len) || len < CBL_INDEX)
    {
      xq_record_tree_fail (error, XQ_RECORD_ERROR_UNKNOWN_FORMAT, 0, "%s",
                           XQ_T (lang, "a CBL library starts with \"CCBridgeLibrary\" and a 576-byte header"));
      return NULL;
    }
  if (title != NULL)
    *title = field (data, 64, 512);
  /* The records start after the index; a file whose slot count does not add up is searched. */
  first = CBL_INDEX + (gsize) read_u32 (data + 60) * CBL_INDEX_SLOT;
  if (first >= len || !xq_cbr_detect (data + first, len - first))
    {
      const guint8 *found = NULL;
      if (len > CBL_INDEX)
        found = xq_record_find_bytes (data + CBL_INDEX, len - CBL_INDEX, cbr_magic, sizeof cbr_magic);
      first = found != NULL ? (gsize) (found - data) : len;
    }
  offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  for (gsize at = first; at < len; at += CBL_SLOT)
    if (xq_cbr_detect (data + at, len - at))
      g_array_append_val (offsets, at);
  return offsets;
}
