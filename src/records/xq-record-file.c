/* xq-record-file.c: an opened game file (PGN, XQF, CBR, CBL, CBF, DhtmlXQ, FEN, WXF or a position list),
 * listing its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-file.h"

#include <string.h>

#include "xq-catalog.h"
#include "xq-cbf.h"
#include "xq-ccbridge.h"
#include "xq-dhtmlxq.h"
#include "xq-encoding.h"
#include "xq-fen-file.h"
#include "xq-position-list.h"
#include "xq-record-error.h"
#include "xq-record-tree.h"
#include "xq-wxf.h"
#include "xq-xqf.h"

/* A game read when the file was opened (every format but PGN). */
typedef struct
{
  XqGame    *game;     /* NULL when nothing of it could be read */
  GPtrArray *warnings; /* of XqRecordWarning: what of it was skipped, or why it is NULL */
  GError    *error;    /* why it is NULL */
  int        line;     /* where it starts (a position list), else 1 */
} Slot;

struct _XqRecordFile
{
  XqRecordFormat format;
  XqPgnIndex    *index; /* PGN */
  GArray        *slots; /* of Slot: the other formats */
};

static void
slot_clear (gpointer data)
{
  Slot *slot = data;

  g_clear_pointer (&slot->game, xq_game_free);
  g_clear_pointer (&slot->warnings, g_ptr_array_unref);
  g_clear_error (&slot->error);
}

static GArray *
slots_new (void)
{
  GArray *slots = g_array_new (FALSE, TRUE, sizeof (Slot));

  g_array_set_clear_func (slots, slot_clear);
  return slots;
}

/* The whole text in UTF-8. */
static char *
text_of (const guint8 *data,
         gsize         len,
         gsize        *text_len)
{
  XqEncoding encoding;
  gsize      bom;

  if (len == 0)
    {
      *text_len = 0;
      return g_strdup ("");
    }
  encoding = xq_encoding_detect ((const char *) data, len, &bom);
  return xq_encoding_to_utf8 (encoding, (const char *) data + bom, len - bom, text_len);
}

/* The start of the text in UTF-8, enough to see a FEN's first line or CBF's root element. */
static char *
text_head (const guint8 *data,
           gsize         len,
           gsize        *head_len)
{
  return text_of (data, MIN (len, 4096), head_len);
}

XqRecordFormat
xq_record_format_detect (const guint8 *data,
                         gsize         len)
{
  g_autofree char *head = NULL;
  gsize            head_len;

  if (xq_xqf_detect (data, len))
    return XQ_RECORD_FORMAT_XQF;
  if (xq_cbr_detect (data, len))
    return XQ_RECORD_FORMAT_CBR;
  if (xq_cbl_detect (data, len))
    return XQ_RECORD_FORMAT_CBL;
  head = text_head (data, len, &head_len);
  if (xq_cbf_detect (head, head_len))
    return XQ_RECORD_FORMAT_CBF;
  if (xq_wxf_detect (head, head_len))
    return XQ_RECORD_FORMAT_WXF;
  if (xq_position_list_detect (head, head_len))
    return XQ_RECORD_FORMAT_EPD;
  if (xq_fen_file_detect (head, head_len))
    return XQ_RECORD_FORMAT_FEN;
  /* A [DhtmlXQ] block may stand anywhere in a web page. */
  if (xq_record_find_bytes (data, len, "[DhtmlXQ", 8) != NULL)
    {
      gsize            n;
      g_autofree char *text = text_of (data, len, &n);
      if (xq_dhtmlxq_detect (text, n))
        return XQ_RECORD_FORMAT_DHTMLXQ;
    }
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
    case XQ_RECORD_FORMAT_CBR:
      return "cbr";
    case XQ_RECORD_FORMAT_CBL:
      return "cbl";
    case XQ_RECORD_FORMAT_CBF:
      return "cbf";
    case XQ_RECORD_FORMAT_DHTMLXQ:
      return "dhtmlxq";
    case XQ_RECORD_FORMAT_EPD:
      return "epd";
    case XQ_RECORD_FORMAT_WXF:
      return "wxf";
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

/* Adds a slot for a game read leniently (@game NULL with @error: not read at all). */
static void
add_slot (XqRecordFile *self,
          XqGame       *game,
          GPtrArray    *warnings,
          GError       *error)
{
  Slot slot = { game, warnings, error, 1 };

  g_array_append_val (self->slots, slot);
}

static void
add_game_cb (XqGame    *game,
             GPtrArray *warnings,
             GError    *error,
             int        line,
             gpointer   data)
{
  XqRecordFile *self = data;

  add_slot (self, game, warnings, error);
  g_array_index (self->slots, Slot, self->slots->len - 1).line = line;
}

static gboolean
read_slots (XqRecordFile *self,
            const guint8 *data,
            gsize         len,
            GError      **error)
{
  XqLang lang = xq_lang_from_locale ();

  self->slots = slots_new ();
  switch (self->format)
    {
      case XQ_RECORD_FORMAT_XQF: {
        GPtrArray *warnings = xq_record_warnings_new ();
        XqGame    *game = xq_xqf_read (data, len, warnings, error);
        if (game == NULL)
          {
            g_ptr_array_unref (warnings);
            return FALSE;
          }
        add_slot (self, game, warnings, NULL);
        return TRUE;
      }
      case XQ_RECORD_FORMAT_CBR: {
        GPtrArray *warnings = xq_record_warnings_new ();
        XqGame    *game = xq_cbr_read (data, len, 0, 1, warnings, error);
        if (game == NULL)
          {
            g_ptr_array_unref (warnings);
            return FALSE;
          }
        add_slot (self, game, warnings, NULL);
        return TRUE;
      }
      case XQ_RECORD_FORMAT_CBL: {
        g_autofree char   *title = NULL;
        g_autoptr (GArray) offsets = xq_cbl_list (data, len, &title, error);
        if (offsets == NULL)
          return FALSE;
        g_autofree char *group = NULL;
        g_autofree char *group_comment = NULL;
        for (guint i = 0; i < offsets->len; i++)
          {
            GPtrArray       *warnings;
            GError          *local = NULL;
            gsize            at = g_array_index (offsets, gsize, i);
            guint            number = self->slots->len + 1;
            XqGame          *game;
            g_autofree char *heading = NULL;
            g_autofree char *heading_comment = NULL;

            /* A heading names the games after it (their Group); its comment goes to the first. */
            if (xq_cbr_read_heading (data, len, at, &heading, &heading_comment))
              {
                g_free (group);
                g_free (group_comment);
                group = g_steal_pointer (&heading);
                group_comment = g_steal_pointer (&heading_comment);
                continue;
              }
            warnings = xq_record_warnings_new ();
            game = xq_cbr_read (data, len, at, number, warnings, &local);
            if (game == NULL)
              {
                const char      *bare = strstr (local->message, "): ");
                g_autofree char *what = xq_record_then (bare != NULL ? bare + 3 : local->message,
                                                        XQ_T (lang, "the game was not read"));
                g_ptr_array_add (warnings, xq_record_warning_new (number, 0, 0, (gint64) at, local->code, what));
              }
            else
              {
                if (title != NULL && xq_game_get_tag (game, "Event") == NULL)
                  xq_game_set_tag (game, "Event", title);
                if (group != NULL)
                  xq_game_set_tag (game, "Group", group);
                if (group_comment != NULL)
                  {
                    XqGameNode      *root = xq_game_get_root (game);
                    g_autofree char *both = NULL;
                    both = xq_game_node_get_comment (root) != NULL
                             ? g_strconcat (group_comment, "\n\n", xq_game_node_get_comment (root), NULL)
                             : g_strdup (group_comment);
                    xq_game_node_set_comment (root, both);
                    g_clear_pointer (&group_comment, g_free);
                  }
              }
            add_slot (self, game, warnings, local);
          }
        if (self->slots->len == 0)
          {
            g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
            return FALSE;
          }
        return TRUE;
      }
      case XQ_RECORD_FORMAT_CBF: {
        gsize            n;
        g_autofree char *text = text_of (data, len, &n);
        GPtrArray       *warnings = xq_record_warnings_new ();
        XqGame          *game = xq_cbf_read (text, n, warnings, error);
        if (game == NULL)
          {
            g_ptr_array_unref (warnings);
            return FALSE;
          }
        add_slot (self, game, warnings, NULL);
        return TRUE;
      }
      case XQ_RECORD_FORMAT_DHTMLXQ: {
        gsize              n;
        g_autofree char   *text = text_of (data, len, &n);
        g_autoptr (GArray) starts = g_array_new (FALSE, FALSE, sizeof (gsize));
        g_autoptr (GArray) ends = g_array_new (FALSE, FALSE, sizeof (gsize));
        guint              count = xq_dhtmlxq_list (text, n, starts, ends);
        for (guint i = 0; i < count; i++)
          {
            GPtrArray *warnings = xq_record_warnings_new ();
            GError    *local = NULL;
            XqGame    *game = xq_dhtmlxq_read (text, g_array_index (starts, gsize, i), g_array_index (ends, gsize, i),
                                               i + 1, warnings, &local);
            add_slot (self, game, warnings, local);
          }
        if (count == 0)
          {
            g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
            return FALSE;
          }
        return TRUE;
      }
      case XQ_RECORD_FORMAT_FEN: {
        gsize            n;
        g_autofree char *text = text_of (data, len, &n);
        XqGame          *game = xq_fen_file_read (text, (gssize) n, error);
        if (game == NULL)
          return FALSE;
        add_slot (self, game, xq_record_warnings_new (), NULL);
        return TRUE;
      }
    case XQ_RECORD_FORMAT_EPD:
      if (xq_position_list_read (data, len, add_game_cb, self) == 0)
        {
          g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
          return FALSE;
        }
      return TRUE;
      case XQ_RECORD_FORMAT_WXF: {
        gsize            n;
        g_autofree char *text = text_of (data, len, &n);
        if (xq_wxf_read (text, n, add_game_cb, self) == 0)
          {
            g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
            return FALSE;
          }
        return TRUE;
      }
    case XQ_RECORD_FORMAT_PGN:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
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
  if (self->format != XQ_RECORD_FORMAT_PGN)
    return read_slots (self, data, len, error) ? g_steal_pointer (&self) : NULL;

  if (is_binary (data, len))
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_UNKNOWN_FORMAT, "%s",
                   XQ_T (lang, "This is not a game file Qili reads (PGN, XQF, CBR, CBL, CBF, DhtmlXQ or FEN): it holds "
                               "binary data."));
      return NULL;
    }
  self->index = xq_pgn_index_new (bytes);
  if (xq_pgn_index_get_n_games (self->index) == 0)
    {
      g_set_error (error, XQ_RECORD_ERROR, XQ_RECORD_ERROR_NO_GAME, "%s", XQ_T (lang, "The file holds no game."));
      return NULL;
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
  if (self->slots != NULL)
    {
      copy->slots = slots_new ();
      for (guint i = 0; i < self->slots->len; i++)
        {
          const Slot *slot = &g_array_index (self->slots, Slot, i);
          GPtrArray  *warnings = xq_record_warnings_new ();
          for (guint k = 0; k < slot->warnings->len; k++)
            g_ptr_array_add (warnings, xq_record_warning_copy (g_ptr_array_index (slot->warnings, k)));
          add_slot (copy, slot->game ? xq_game_copy (slot->game) : NULL, warnings,
                    slot->error ? g_error_copy (slot->error) : NULL);
          g_array_index (copy->slots, Slot, i).line = slot->line;
        }
    }
  return copy;
}

void
xq_record_file_free (XqRecordFile *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->index, xq_pgn_index_free);
  g_clear_pointer (&self->slots, g_array_unref);
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
  return self->index ? xq_pgn_index_get_n_games (self->index) : self->slots->len;
}

const char *
xq_record_file_get_tag (const XqRecordFile *self,
                        guint               game,
                        const char         *name)
{
  const Slot *slot;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), NULL);
  if (self->index)
    return xq_pgn_index_get_tag (self->index, game, name);
  slot = &g_array_index (self->slots, Slot, game);
  return slot->game != NULL ? xq_game_get_tag (slot->game, name) : NULL;
}

int
xq_record_file_get_line (const XqRecordFile *self,
                         guint               game)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), 0);
  return self->index ? xq_pgn_index_get_line (self->index, game) : g_array_index (self->slots, Slot, game).line;
}

XqPgnIndex *
xq_record_file_get_index (const XqRecordFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->index;
}

/* @w as an error, its place first as the readers' errors say it. */
static void
set_error_from (GError               **error,
                const XqRecordWarning *w)
{
  XqLang lang = xq_lang_from_locale ();

  if (w->line > 0)
    g_set_error (error, XQ_RECORD_ERROR, w->code, XQ_T (lang, "Line %d, column %d: %s"), w->line, w->column, w->message);
  else
    g_set_error (error, XQ_RECORD_ERROR, w->code, XQ_T (lang, "Byte offset %lu (0x%lx): %s"), (unsigned long) w->offset,
                 (unsigned long) w->offset, w->message);
}

/**
 * xq_record_file_load_game:
 *
 * Returns: (transfer full) (nullable): the game
 */
XqGame *
xq_record_file_load_game (const XqRecordFile *self,
                          guint               game,
                          GPtrArray          *warnings,
                          GError            **error)
{
  const Slot *slot;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game < xq_record_file_get_n_games (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  if (self->index)
    return xq_pgn_index_load_game (self->index, game, warnings, error);
  slot = &g_array_index (self->slots, Slot, game);
  if (warnings == NULL && slot->warnings->len > 0)
    {
      set_error_from (error, g_ptr_array_index (slot->warnings, 0));
      return NULL;
    }
  if (warnings != NULL)
    for (guint k = 0; k < slot->warnings->len; k++)
      g_ptr_array_add (warnings, xq_record_warning_copy (g_ptr_array_index (slot->warnings, k)));
  if (slot->game == NULL)
    {
      g_propagate_error (error, g_error_copy (slot->error));
      return NULL;
    }
  return xq_game_copy (slot->game);
}
