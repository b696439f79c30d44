/* xq-record-file.c: an opened game file (PGN, XQF or FEN), listing its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-file.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-encoding.h"
#include "xq-fen-file.h"
#include "xq-record-error.h"
#include "xq-xqf.h"

struct _XqRecordFile
{
  XqRecordFormat format;
  XqPgnIndex    *index; /* PGN */
  XqGame        *game;  /* XQF, FEN */
};

/* The start of the text in UTF-8, enough to see a FEN's first line. */
static char *
text_head (const guint8 *data,
           gsize         len,
           gsize        *head_len)
{
  XqEncoding encoding;
  gsize      bom;
  gsize      n;

  if (len == 0)
    {
      *head_len = 0;
      return g_strdup ("");
    }
  encoding = xq_encoding_detect ((const char *) data, len, &bom);
  n = MIN (len - bom, 4096);
  return xq_encoding_to_utf8 (encoding, (const char *) data + bom, n, head_len);
}

XqRecordFormat
xq_record_format_detect (const guint8 *data,
                         gsize         len)
{
  g_autofree char *head = NULL;
  gsize            head_len;

  if (xq_xqf_detect (data, len))
    return XQ_RECORD_FORMAT_XQF;
  head = text_head (data, len, &head_len);
  if (xq_fen_file_detect (head, head_len))
    return XQ_RECORD_FORMAT_FEN;
  return XQ_RECORD_FORMAT_PGN;
}

const char *
xq_record_format_to_string (XqRecordFormat format)
{
  switch (format)
    {
    case XQ_RECORD_FORMAT_XQF:
      return "xqf";
    case XQ_RECORD_FORMAT_FEN:
      return "fen";
    case XQ_RECORD_FORMAT_PGN:
    default:
      return "pgn";
    }
}

/* NUL bytes early on (and no UTF-16 byte-order mark) mean this is no text. */
static gboolean
is_binary (const guint8 *data,
           gsize         len)
{
  gsize bom;

  if (len == 0)
    return FALSE;
  if (xq_encoding_detect ((const char *) data, MIN (len, 64), &bom) == XQ_ENCODING_UTF16LE || bom == 2)
    return FALSE;
  return memchr (data, '\0', MIN (len, 4096)) != NULL;
}

/**
 * xq_record_file_new:
 * @bytes: the contents of a game file
 *
 * Returns: (transfer full) (nullable): the opened file
 */
XqRecordFile *
xq_record_file_new (GBytes  *bytes,
                    GError **error)
{
  XqLang                   lang = xq_lang_from_locale ();
  g_autoptr (XqRecordFile) self = NULL;
  const guint8            *data;
  gsize                    len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  self = g_new0 (XqRecordFile, 1);
  self->format = xq_record_format_detect (data, len);
  switch (self->format)
    {
    case XQ_RECORD_FORMAT_XQF:
      self->game = xq_xqf_read (data, len, error);
      if (self->game == NULL)
        return NULL;
      break;

      case XQ_RECORD_FORMAT_FEN: {
        gsize            bom, n;
        XqEncoding       encoding = xq_encoding_detect ((const char *) data, len, &bom);
        g_autofree char *text = xq_encoding_to_utf8 (encoding, (const char *) data + bom, len - bom, &n);
        self->game = xq_fen_file_read (text, (gssize) n, error);
        if (self->game == NULL)
          return NULL;
      }
      break;

    case XQ_RECORD_FORMAT_PGN:
    default:
      if (is_binary (data, len))
        {
          g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_UNKNOWN_FORMAT, "%s",
                       XQ_T (lang, "This is not a PGN, XQF or FEN file: it holds binary data."));
          return NULL;
        }
      self->index = xq_pgn_index_new (bytes);
      if (xq_pgn_index_get_n_games (self->index) == 0)
        {
          g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
          return NULL;
        }
      break;
    }
  return g_steal_pointer (&self);
}

/**
 * xq_record_file_new_for_path:
 * @path: a file name in the GLib file name encoding
 *
 * Returns: (transfer full) (nullable): the opened file
 */
XqRecordFile *
xq_record_file_new_for_path (const char *path,
                             GError    **error)
{
  g_autoptr (GBytes) bytes = NULL;
  char              *contents = NULL;
  gsize              len = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;
  bytes = g_bytes_new_take (contents, len);
  return xq_record_file_new (bytes, error);
}

/**
 * xq_record_file_copy:
 *
 * Returns: (transfer full): a copy
 */
XqRecordFile *
xq_record_file_copy (const XqRecordFile *self)
{
  XqRecordFile *copy;

  g_return_val_if_fail (self != NULL, NULL);
  copy = g_new0 (XqRecordFile, 1);
  copy->format = self->format;
  copy->index = self->index ? xq_pgn_index_copy (self->index) : NULL;
  copy->game = self->game ? xq_game_copy (self->game) : NULL;
  return copy;
}

void
xq_record_file_free (XqRecordFile *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->index, xq_pgn_index_free);
  g_clear_pointer (&self->game, xq_game_free);
  g_free (self);
}

XqRecordFormat
xq_record_file_get_format (const XqRecordFile *self)
{
  g_return_val_if_fail (self != NULL, XQ_RECORD_FORMAT_PGN);
  return self->format;
}

guint
xq_record_file_get_n_games (const XqRecordFile *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->index ? xq_pgn_index_get_n_games (self->index) : 1;
}

const char *
xq_record_file_get_tag (const XqRecordFile *self,
                        guint               game,
                        const char         *name)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), NULL);
  if (self->index)
    return xq_pgn_index_get_tag (self->index, game, name);
  return xq_game_get_tag (self->game, name);
}

int
xq_record_file_get_line (const XqRecordFile *self,
                         guint               game)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), 0);
  return self->index ? xq_pgn_index_get_line (self->index, game) : 1;
}

XqPgnIndex *
xq_record_file_get_index (const XqRecordFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->index;
}

/**
 * xq_record_file_load_game:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_record_file_load_game (const XqRecordFile *self,
                          guint               game,
                          GError            **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  if (self->index)
    return xq_pgn_index_load_game (self->index, game, error);
  return xq_game_copy (self->game);
}
