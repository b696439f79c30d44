/* xq-move-book.c: the game's moves as a record book prints them, one row per round
 *
 * A GListModel of XqBookRow over XqGameModel's rows (one per move of the line shown, one per
 * variation): Red's and Black's moves of a round share a row, as Chinese score sheets and
 * XQStudio print them ("1. 炮二平五  马8进7"); a variation follows the round it branches from on
 * a row of its own, indented, and so does a comment after its move. A round cut by a variation or
 * a comment goes on after it with Red's place left empty ("2. …  马2进3"). The row holding the
 * current move knows it (XqBookRow:current). Where the record of a game read only in part breaks
 * off, a row after the move (or before the first, when no move could be read) says why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-move-book"

#include "config.h"

#include "xq-move-book.h"

#include "xq-book-row.h"
#include "xq-game-model.h"
#include "xq-move-row.h"

struct _XqMoveBook
{
  GObject      parent_instance;

  XqGameModel *game;
  GPtrArray   *rows;        /* XqBookRow */
  GArray      *book_of_row; /* guint book row per game model row */
  guint        current;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqMoveBook, xq_move_book, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* "12." and "12…" both number round 12 */
static char *
round_number (const char *number)
{
  g_autofree char *copy = g_strdup (number);
  char            *end = copy;

  while (g_ascii_isdigit (*end))
    end++;
  *end = '\0';
  return g_strdup_printf ("%s.", copy);
}

static void
follow_current (XqMoveBook *self)
{
  guint row = xq_game_model_get_current_row (self->game);
  guint book = row != G_MAXUINT && row < self->book_of_row->len ? g_array_index (self->book_of_row, guint, row)
                                                                : G_MAXUINT;

  if (self->current != G_MAXUINT && self->current < self->rows->len)
    xq_book_row_set_current (g_ptr_array_index (self->rows, self->current), -1);
  self->current = book;
  if (book != G_MAXUINT)
    {
      XqBookRow *item = g_ptr_array_index (self->rows, book);
      xq_book_row_set_current (item, xq_book_row_get_model_row (item, 1) == row ? 1 : 0);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

/* A row of text after the last row: a comment, or where the record breaks off */
static void
add_note (XqMoveBook   *self,
          XqBookRowKind kind,
          const char   *text)
{
  XqBookRow *note = xq_book_row_new (kind, "");

  xq_book_row_set_move (note, 0, text, G_MAXUINT);
  g_ptr_array_add (self->rows, note);
}

static void
rebuild (XqMoveBook *self)
{
  GListModel *moves = G_LIST_MODEL (self->game);
  guint       old_n = self->rows->len, n = g_list_model_get_n_items (moves);
  XqBookRow  *round = NULL; /* the round a Black move may still join */

  self->current = G_MAXUINT;
  g_ptr_array_set_size (self->rows, 0);
  g_array_set_size (self->book_of_row, n);
  {
    const XqGame *game = xq_game_model_get_game (self->game);
    const char   *cut = game != NULL ? xq_game_node_get_cut (xq_game_get_root (game)) : NULL;

    /* The comment before the first move opens the record */
    if (game != NULL && xq_game_node_get_comment (xq_game_get_root (game)) != NULL)
      add_note (self, XQ_BOOK_ROW_COMMENT, xq_game_node_get_comment (xq_game_get_root (game)));
    if (cut != NULL)
      add_note (self, XQ_BOOK_ROW_CUT, cut);
  }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (XqMoveRow) move = g_list_model_get_item (moves, i);
      const char           *comment = xq_move_row_get_comment (move);

      if (xq_move_row_get_is_variation (move))
        {
          XqBookRow       *variation = xq_book_row_new (XQ_BOOK_ROW_VARIATION, "");
          g_autofree char *text = g_strdup_printf ("(%s)", xq_move_row_get_text (move));

          xq_book_row_set_move (variation, 0, text, i);
          g_array_index (self->book_of_row, guint, i) = self->rows->len;
          g_ptr_array_add (self->rows, variation);
          round = NULL;
          continue;
        }
      if (xq_move_row_get_is_red (move) || round == NULL)
        {
          g_autofree char *number = round_number (xq_move_row_get_number (move));

          round = xq_book_row_new (XQ_BOOK_ROW_ROUND, number);
          if (!xq_move_row_get_is_red (move))
            xq_book_row_set_move (round, 0, "…", G_MAXUINT);
          g_ptr_array_add (self->rows, round);
        }
      xq_book_row_set_move (round, xq_move_row_get_is_red (move) ? 0 : 1, xq_move_row_get_text (move), i);
      g_array_index (self->book_of_row, guint, i) = self->rows->len - 1;
      if (!xq_move_row_get_is_red (move))
        round = NULL;
      if (comment != NULL)
        {
          add_note (self, XQ_BOOK_ROW_COMMENT, comment);
          round = NULL;
        }
      if (xq_move_row_get_cut (move) != NULL)
        {
          add_note (self, XQ_BOOK_ROW_CUT, xq_move_row_get_cut (move));
          round = NULL;
        }
    }
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, self->rows->len);
  follow_current (self);
}

/* GListModel */

static GType
list_get_item_type (GListModel *model)
{
  return XQ_TYPE_BOOK_ROW;
}

static guint
list_get_n_items (GListModel *model)
{
  return XQ_MOVE_BOOK (model)->rows->len;
}

static gpointer
list_get_item (GListModel *model,
               guint       position)
{
  XqMoveBook *self = XQ_MOVE_BOOK (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = list_get_item_type;
  iface->get_n_items = list_get_n_items;
  iface->get_item = list_get_item;
}

/* GObject */

static void
xq_move_book_dispose (GObject *object)
{
  XqMoveBook *self = XQ_MOVE_BOOK (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->book_of_row, g_array_unref);

  G_OBJECT_CLASS (xq_move_book_parent_class)->dispose (object);
}

static void
xq_move_book_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  XqMoveBook *self = XQ_MOVE_BOOK (object);

  switch (prop_id)
    {
    case PROP_CURRENT:
      g_value_set_uint (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_book_class_init (XqMoveBookClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_move_book_dispose;
  object_class->get_property = xq_move_book_get_property;

  properties[PROP_CURRENT] =
    g_param_spec_uint ("current", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_move_book_init (XqMoveBook *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->book_of_row = g_array_new (FALSE, TRUE, sizeof (guint));
  self->current = G_MAXUINT;
}

XqMoveBook *
xq_move_book_new (XqGameModel *game)
{
  XqMoveBook *self;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (game), NULL);

  self = g_object_new (XQ_TYPE_MOVE_BOOK, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_swapped (game, "items-changed", G_CALLBACK (rebuild), self);
  g_signal_connect_swapped (game, "notify::ply", G_CALLBACK (follow_current), self);
  rebuild (self);
  return self;
}

guint
xq_move_book_get_current (XqMoveBook *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_BOOK (self), G_MAXUINT);

  return self->current;
}
