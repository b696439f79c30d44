/* xq-game-model.c: a game (start position and tree of moves) with a current place in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-game-model"

#include "config.h"

#include "xq-game-model.h"

#include <glib/gi18n.h>

#include "xq-lang.h"
#include "xq-model-enums.h"
#include "xq-model-types.h"
#include "xq-move-row.h"
#include "xq-records.h"

/* How many moves of a variation its row shows before "…". */
#define VARIATION_PREVIEW 6

/* An undo record: a copy of the game and the path to the current node (games are small). */
typedef struct
{
  XqGame *game;
  GArray *path;  /* guint child index per level, from the root to the current node */
  guint64 state; /* the state's number (see modified) */
} Snapshot;

struct _XqGameModel
{
  GObject     parent_instance;

  XqGame     *game; /* the records layer's tree, tags and start position */
  XqGameNode *current;

  /* The line shown: [0] the root, then the path to current, then the main continuation. */
  GPtrArray *line;      /* borrowed XqGameNode */
  GArray    *positions; /* XqPosition before the move of line[i + 1]; [i] = after i plies */
  guint      ply;       /* index of current in line */

  GPtrArray *rows;       /* XqMoveRow, the GListModel items */
  GPtrArray *row_nodes;  /* borrowed XqGameNode per row */
  GArray    *row_of_ply; /* guint row per ply, [0] unused */

  GQueue    *undo;
  GQueue    *redo;

  XqNotation notation;
  /* Each state of the game after an edit has a number; undo and redo bring a state back with
   * its number. The game is modified while its state is not the one saved (or loaded): undoing
   * every edit since the save makes it unmodified again. 0 is no state's number. */
  guint64  state;
  guint64  saved_state;
  guint64  last_state;
  gboolean modified;
  char    *title;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqGameModel, xq_game_model, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_POSITION,
  PROP_PLY,
  PROP_N_PLIES,
  PROP_LAST_MOVE,
  PROP_NOTATION,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IN_VARIATION,
  PROP_MODIFIED,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Snapshots */

static GArray *
path_of (const XqGameNode *node)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (guint));

  for (; !xq_game_node_is_root (node); node = xq_game_node_get_parent (node))
    {
      guint index = xq_game_node_get_index (node);
      g_array_prepend_val (path, index);
    }
  return path;
}

static XqGameNode *
follow_path (XqGame       *game,
             const GArray *path)
{
  XqGameNode *node = xq_game_get_root (game);

  for (guint i = 0; i < path->len; i++)
    {
      XqGameNode *child = xq_game_node_get_child (node, g_array_index (path, guint, i));
      if (child == NULL)
        break;
      node = child;
    }
  return node;
}

static void
snapshot_free (Snapshot *snap)
{
  g_clear_pointer (&snap->game, xq_game_free);
  g_array_unref (snap->path);
  g_free (snap);
}

static Snapshot *
snapshot_take (XqGameModel *self)
{
  Snapshot *snap = g_new0 (Snapshot, 1);

  snap->game = xq_game_copy (self->game);
  snap->path = path_of (self->current);
  snap->state = self->state;
  return snap;
}

/* Line and rows */

static void
replay (XqPosition *pos,
        XqMove      move)
{
  XqUndo undo;

  xq_position_make (pos, move, &undo);
}

static char *
format_move (const XqPosition *before,
             XqMove            move,
             XqNotation        notation)
{
  char buf[XQ_NOTATION_MAX_SIZE];

  /* Chinese moves in traditional characters for a zh_TW reader (俥八退二), as the texts write them */
  xq_notation_write (before, move, notation,
                     xq_lang_from_locale () == XQ_LANG_ZH_TW ? XQ_NOTATION_STYLE_TRADITIONAL : XQ_NOTATION_STYLE_DEFAULT,
                     buf);
  return g_strdup (buf);
}

/* "12." before a Red move, "12…" before a Black move that starts a row, "" otherwise. */
static char *
move_number (const XqPosition *before,
             gboolean          opens_row)
{
  if (before->side == XQ_RED)
    return g_strdup_printf ("%u.", before->fullmove);
  if (opens_row)
    return g_strdup_printf ("%u…", before->fullmove);
  return g_strdup ("");
}

static char *
variation_text (XqGameModel      *self,
                const XqPosition *before,
                XqGameNode       *first)
{
  GString    *text = g_string_new (NULL);
  XqPosition  pos = *before;
  XqGameNode *node = first;

  for (guint n = 0; node != NULL && n < VARIATION_PREVIEW; n++)
    {
      g_autofree char *move = format_move (&pos, xq_game_node_get_move (node), self->notation);
      g_autofree char *number = move_number (&pos, n == 0);

      if (n > 0)
        g_string_append_c (text, ' ');
      if (number[0] != '\0')
        g_string_append_printf (text, "%s ", number);
      g_string_append (text, move);
      replay (&pos, xq_game_node_get_move (node));
      node = xq_game_node_get_next (node);
    }
  if (node != NULL)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

static guint
glyph_of (const XqGameNode *node)
{
  guint         n;
  const guint8 *nags = xq_game_node_get_nags (node, &n);

  for (guint i = 0; i < n; i++)
    if (nags[i] >= 1 && nags[i] <= 6)
      return nags[i];
  return 0;
}

static void
rebuild_rows (XqGameModel *self)
{
  guint    old_n = self->rows->len;
  gboolean after_variation = TRUE;

  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->row_nodes, 0);
  g_array_set_size (self->row_of_ply, self->line->len);

  for (guint ply = 1; ply < self->line->len; ply++)
    {
      XqGameNode       *node = g_ptr_array_index (self->line, ply);
      const XqPosition *before = &g_array_index (self->positions, XqPosition, ply - 1);
      g_autofree char  *move = format_move (before, xq_game_node_get_move (node), self->notation);
      g_autofree char  *text = g_strconcat (move, xq_game_model_glyph_text (glyph_of (node)), NULL);
      g_autofree char  *number = move_number (before, after_variation);

      g_array_index (self->row_of_ply, guint, ply) = self->rows->len;
      g_ptr_array_add (self->rows, xq_move_row_new (ply, before->side == XQ_RED, FALSE, number, text));
      xq_move_row_set_comment (g_ptr_array_index (self->rows, self->rows->len - 1), xq_game_node_get_comment (node));
      xq_move_row_set_cut (g_ptr_array_index (self->rows, self->rows->len - 1), xq_game_node_get_cut (node));
      g_ptr_array_add (self->row_nodes, node);
      /* After a comment the next move opens a row with its number, as after a variation */
      after_variation = xq_game_node_get_comment (node) != NULL || xq_game_node_get_cut (node) != NULL;

      for (XqGameNode *sibling = xq_game_node_get_child (xq_game_node_get_parent (node), 0); sibling != NULL;
           sibling = xq_game_node_get_next_sibling (sibling))
        {
          g_autofree char *vtext = NULL;

          if (sibling == node)
            continue;
          vtext = variation_text (self, before, sibling);
          g_ptr_array_add (self->rows, xq_move_row_new (ply, before->side == XQ_RED, TRUE, "", vtext));
          g_ptr_array_add (self->row_nodes, sibling);
          after_variation = TRUE;
        }
    }

  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, self->rows->len);
}

/* Recomputes the line through the current node, the positions along it and the rows. */
static void
rebuild_line (XqGameModel *self)
{
  XqPosition  pos = *xq_game_get_start (self->game);
  guint       old_len = self->line->len;
  XqGameNode *node;

  g_ptr_array_set_size (self->line, 0);
  for (node = self->current; node != NULL; node = xq_game_node_get_parent (node))
    g_ptr_array_insert (self->line, 0, node);
  self->ply = self->line->len - 1;
  for (node = xq_game_node_get_next (self->current); node != NULL; node = xq_game_node_get_next (node))
    g_ptr_array_add (self->line, node);

  g_array_set_size (self->positions, 0);
  g_array_append_val (self->positions, pos);
  for (guint i = 1; i < self->line->len; i++)
    {
      replay (&pos, xq_game_node_get_move (g_ptr_array_index (self->line, i)));
      g_array_append_val (self->positions, pos);
    }

  rebuild_rows (self);

  if (old_len != self->line->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
}

static XqGameNode *
line_end (XqGameModel *self)
{
  return g_ptr_array_index (self->line, self->line->len - 1);
}

/* The line shown leaves the main line somewhere (at or after the current move, too). */
static gboolean
in_variation (XqGameModel *self)
{
  return !xq_game_node_is_main_line (line_end (self));
}

/* Notifies everything that follows the current place; call after any change of it. */
static void
notify_place (XqGameModel *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IN_VARIATION]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
notify_history (XqGameModel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
update_title (XqGameModel *self)
{
  const char *red = xq_game_get_tag (self->game, "Red");
  const char *black = xq_game_get_tag (self->game, "Black");
  const char *event = xq_game_get_tag (self->game, "Event");
  const char *name = xq_game_get_tag (self->game, "Title");
  char       *title;

  if (red != NULL && *red != '\0' && black != NULL && *black != '\0')
    /* Translators: the two players of a game, Red first */
    title = g_strdup_printf (_ ("%s vs %s"), red, black);
  else if (name != NULL && *name != '\0')
    title = g_strdup (name);
  else if (event != NULL && *event != '\0')
    title = g_strdup (event);
  else
    title = g_strdup ("");

  if (g_strcmp0 (title, self->title) == 0)
    {
      g_free (title);
      return;
    }
  g_free (self->title);
  self->title = title;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
update_modified (XqGameModel *self)
{
  gboolean modified = self->state != self->saved_state;

  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Every edit: record the old state, change, rebuild, notify. */
static void
begin_edit (XqGameModel *self)
{
  g_queue_push_head (self->undo, snapshot_take (self));
  g_queue_clear_full (self->redo, (GDestroyNotify) snapshot_free);
}

static void
end_edit (XqGameModel *self)
{
  self->state = ++self->last_state;
  rebuild_line (self);
  notify_place (self);
  notify_history (self);
  update_modified (self);
}

static void
restore (XqGameModel *self,
         Snapshot    *snap)
{
  xq_game_free (self->game);
  self->game = g_steal_pointer (&snap->game);
  self->current = follow_path (self->game, snap->path);
  self->state = snap->state;
  snapshot_free (snap);
  update_title (self);
  rebuild_line (self);
  notify_place (self);
  notify_history (self);
  update_modified (self);
}

/* GListModel */

static GType
xq_game_model_get_item_type (GListModel *model)
{
  return XQ_TYPE_MOVE_ROW;
}

static guint
xq_game_model_get_n_items (GListModel *model)
{
  return XQ_GAME_MODEL (model)->rows->len;
}

static gpointer
xq_game_model_get_item (GListModel *model,
                        guint       position)
{
  XqGameModel *self = XQ_GAME_MODEL (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = xq_game_model_get_item_type;
  iface->get_n_items = xq_game_model_get_n_items;
  iface->get_item = xq_game_model_get_item;
}

/* GObject */

static void
xq_game_model_finalize (GObject *object)
{
  XqGameModel *self = XQ_GAME_MODEL (object);

  g_queue_free_full (self->undo, (GDestroyNotify) snapshot_free);
  g_queue_free_full (self->redo, (GDestroyNotify) snapshot_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->row_nodes, g_ptr_array_unref);
  g_clear_pointer (&self->row_of_ply, g_array_unref);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->game, xq_game_free);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (xq_game_model_parent_class)->finalize (object);
}

static void
xq_game_model_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqGameModel *self = XQ_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_boxed (value, xq_game_model_get_position (self));
      break;
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_N_PLIES:
      g_value_set_uint (value, xq_game_model_get_n_plies (self));
      break;
    case PROP_LAST_MOVE:
      g_value_set_uint (value, xq_game_model_get_last_move (self));
      break;
    case PROP_NOTATION:
      g_value_set_enum (value, self->notation);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, xq_game_model_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, xq_game_model_get_can_redo (self));
      break;
    case PROP_IN_VARIATION:
      g_value_set_boolean (value, xq_game_model_get_in_variation (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_model_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqGameModel *self = XQ_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_PLY:
      xq_game_model_set_ply (self, g_value_get_uint (value));
      break;
    case PROP_NOTATION:
      xq_game_model_set_notation (self, g_value_get_enum (value));
      break;
    case PROP_MODIFIED:
      xq_game_model_set_modified (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_model_class_init (XqGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_game_model_finalize;
  object_class->get_property = xq_game_model_get_property;
  object_class->set_property = xq_game_model_set_property;

  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, XQ_TYPE_POSITION, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLIES] =
    g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LAST_MOVE] =
    g_param_spec_uint ("last-move", NULL, NULL, 0, G_MAXUINT16, XQ_MOVE_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION] =
    g_param_spec_enum ("notation", NULL, NULL, XQ_TYPE_NOTATION, XQ_NOTATION_CHINESE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IN_VARIATION] =
    g_param_spec_boolean ("in-variation", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, "", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_game_model_init (XqGameModel *self)
{
  self->game = xq_game_new (NULL);
  self->current = xq_game_get_root (self->game);
  self->line = g_ptr_array_new ();
  self->positions = g_array_new (FALSE, FALSE, sizeof (XqPosition));
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->row_nodes = g_ptr_array_new ();
  self->row_of_ply = g_array_new (FALSE, TRUE, sizeof (guint));
  self->undo = g_queue_new ();
  self->redo = g_queue_new ();
  self->notation = XQ_NOTATION_CHINESE;
  self->title = g_strdup ("");
  rebuild_line (self);
}

/* Public API */

/**
 * xq_game_model_new:
 *
 * Returns: (transfer full): a game from the start position, with no moves
 */
XqGameModel *
xq_game_model_new (void)
{
  return g_object_new (XQ_TYPE_GAME_MODEL, NULL);
}

/**
 * xq_game_model_get_position:
 *
 * Returns: (transfer none): the position at the current place; valid until the model changes
 */
const XqPosition *
xq_game_model_get_position (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  return &g_array_index (self->positions, XqPosition, self->ply);
}

/**
 * xq_game_model_get_start_position:
 *
 * Returns: (transfer none): the position the game starts from
 */
const XqPosition *
xq_game_model_get_start_position (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  return xq_game_get_start (self->game);
}

guint
xq_game_model_get_ply (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), 0);

  return self->ply;
}

/* Moves along the line shown (plies past its end go to its end). */
void
xq_game_model_set_ply (XqGameModel *self,
                       guint        ply)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));

  ply = MIN (ply, self->line->len - 1);
  if (ply == self->ply)
    return;
  self->ply = ply;
  self->current = g_ptr_array_index (self->line, ply);
  notify_place (self);
}

guint
xq_game_model_get_n_plies (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), 0);

  return self->line->len - 1;
}

XqMove
xq_game_model_get_last_move (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), XQ_MOVE_NONE);

  return xq_game_node_get_move (self->current);
}

XqNotation
xq_game_model_get_notation (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), XQ_NOTATION_CHINESE);

  return self->notation;
}

void
xq_game_model_set_notation (XqGameModel *self,
                            XqNotation   notation)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));

  if (self->notation == notation)
    return;
  self->notation = notation;
  rebuild_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

gboolean
xq_game_model_get_can_undo (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  return !g_queue_is_empty (self->undo);
}

gboolean
xq_game_model_get_can_redo (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  return !g_queue_is_empty (self->redo);
}

/* Whether the line shown leaves the main line somewhere. */
gboolean
xq_game_model_get_in_variation (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  return in_variation (self);
}

gboolean
xq_game_model_get_modified (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  return self->modified;
}

void
xq_game_model_set_modified (XqGameModel *self,
                            gboolean     modified)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));

  /* Saved: this state is the file's; else no state is (the game differs from its file) */
  self->saved_state = modified ? 0 : self->state;
  update_modified (self);
}

/**
 * xq_game_model_get_title:
 *
 * Returns: (transfer none): "Red vs Black" from the tags, the title (a position's name), the event, or ""
 */
const char *
xq_game_model_get_title (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  return self->title;
}

/**
 * xq_game_model_get_tag:
 * @name: a PGN tag name ("Event", "Red", …)
 *
 * Returns: (transfer none) (nullable): the tag's value
 */
const char *
xq_game_model_get_tag (XqGameModel *self,
                       const char  *name)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return xq_game_get_tag (self->game, name);
}

void
xq_game_model_set_tag (XqGameModel *self,
                       const char  *name,
                       const char  *value)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));
  g_return_if_fail (name != NULL);

  xq_game_set_tag (self->game, name, value);
  update_title (self);
}

/**
 * xq_game_model_dup_tag_names:
 *
 * Returns: (transfer full): the names of the tags set, in their order
 */
char **
xq_game_model_dup_tag_names (XqGameModel *self)
{
  guint  n;
  char **names;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  n = xq_game_get_n_tags (self->game);
  names = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    names[i] = g_strdup (xq_game_get_tag_name (self->game, i));
  return names;
}

/**
 * xq_game_model_get_position_at:
 * @ply: 0 (the start) to the number of plies of the line shown
 *
 * Returns: (transfer none): the position after @ply plies of the line shown
 */
const XqPosition *
xq_game_model_get_position_at (XqGameModel *self,
                               guint        ply)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (ply < self->positions->len, NULL);

  return &g_array_index (self->positions, XqPosition, ply);
}

/* The move that leads to ply @ply (1 … n-plies) of the line shown. */
XqMove
xq_game_model_get_move_at (XqGameModel *self,
                           guint        ply)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), XQ_MOVE_NONE);
  g_return_val_if_fail (ply >= 1 && ply < self->line->len, XQ_MOVE_NONE);

  return xq_game_node_get_move (g_ptr_array_index (self->line, ply));
}

/**
 * xq_game_model_format_move_at:
 *
 * Returns: (transfer full): the move leading to @ply, written in @notation
 */
char *
xq_game_model_format_move_at (XqGameModel *self,
                              guint        ply,
                              XqNotation   notation)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (ply >= 1 && ply < self->line->len, NULL);

  return format_move (&g_array_index (self->positions, XqPosition, ply - 1),
                      xq_game_model_get_move_at (self, ply), notation);
}

/**
 * xq_game_model_get_comment_at:
 *
 * Returns: (transfer none) (nullable): the comment after the move leading to @ply
 */
const char *
xq_game_model_get_comment_at (XqGameModel *self,
                              guint        ply)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (ply < self->line->len, NULL);

  return xq_game_node_get_comment (g_ptr_array_index (self->line, ply));
}

guint
xq_game_model_find_cycle (XqGameModel *self,
                          guint        ply,
                          guint       *first_ply)
{
  const XqPosition *now;
  guint             occurrences = 1;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), 0);
  g_return_val_if_fail (ply < self->positions->len, 0);

  if (first_ply != NULL)
    *first_ply = 0;
  now = &g_array_index (self->positions, XqPosition, ply);
  for (guint back = 2; back <= now->halfmove_clock && back <= ply; back += 2)
    {
      const XqPosition *then = &g_array_index (self->positions, XqPosition, ply - back);
      if (then->key == now->key && xq_position_same (then, now))
        {
          if (occurrences == 1 && first_ply != NULL)
            *first_ply = ply - back + 1;
          occurrences++;
        }
    }
  return occurrences;
}

XqBitboard
xq_game_model_get_legal_targets (XqGameModel *self,
                                 XqSquare     from)
{
  XqPosition pos;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), XQ_BB_EMPTY);
  g_return_val_if_fail (xq_square_is_valid (from), XQ_BB_EMPTY);

  pos = *xq_game_model_get_position (self);
  if (pos.board[from] == XQ_NO_PIECE || xq_piece_color (pos.board[from]) != pos.side)
    return XQ_BB_EMPTY;
  return xq_position_legal_targets (&pos, from);
}

XqMoveProblem
xq_game_model_check_move (XqGameModel *self,
                          XqMove       move)
{
  XqPosition pos;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), XQ_MOVE_NO_PIECE);

  pos = *xq_game_model_get_position (self);
  return xq_position_check_move (&pos, move);
}

gboolean
xq_game_model_go_first (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (self->ply == 0)
    return FALSE;
  xq_game_model_set_ply (self, 0);
  return TRUE;
}

gboolean
xq_game_model_go_back (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (self->ply == 0)
    return FALSE;
  xq_game_model_set_ply (self, self->ply - 1);
  return TRUE;
}

gboolean
xq_game_model_go_forward (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (self->ply + 1 >= self->line->len)
    return FALSE;
  xq_game_model_set_ply (self, self->ply + 1);
  return TRUE;
}

gboolean
xq_game_model_go_last (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (self->ply + 1 >= self->line->len)
    return FALSE;
  xq_game_model_set_ply (self, self->line->len - 1);
  return TRUE;
}

/* Goes to the move of a row; a variation row makes its variation the line shown. */
gboolean
xq_game_model_activate_row (XqGameModel *self,
                            guint        row)
{
  XqGameNode *node;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (row >= self->row_nodes->len)
    return FALSE;
  node = g_ptr_array_index (self->row_nodes, row);
  if (!xq_move_row_get_is_variation (g_ptr_array_index (self->rows, row)))
    {
      xq_game_model_set_ply (self, xq_move_row_get_ply (g_ptr_array_index (self->rows, row)));
      return TRUE;
    }
  self->current = node;
  rebuild_line (self);
  notify_place (self);
  return TRUE;
}

/* The row of the current move, or G_MAXUINT at the start position. */
guint
xq_game_model_get_current_row (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), G_MAXUINT);

  if (self->ply == 0)
    return G_MAXUINT;
  return g_array_index (self->row_of_ply, guint, self->ply);
}

/**
 * xq_game_model_play_move:
 * @move: a move in the current position
 * @problem: (out) (optional): why the move is illegal
 *
 * Plays @move: follows the continuation that already has it, or adds a variation (a new main
 * line at the end of the line). Nothing is asked.
 *
 * Returns: whether the move was legal
 */
gboolean
xq_game_model_play_move (XqGameModel   *self,
                         XqMove         move,
                         XqMoveProblem *problem)
{
  XqMoveProblem why;
  XqGameNode   *child;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  why = xq_game_model_check_move (self, move);
  if (problem != NULL)
    *problem = why;
  if (why != XQ_MOVE_OK)
    return FALSE;

  child = xq_game_node_find_child (self->current, move);
  if (child != NULL)
    {
      if (self->ply + 1 < self->line->len && g_ptr_array_index (self->line, self->ply + 1) == child)
        {
          xq_game_model_set_ply (self, self->ply + 1);
          return TRUE;
        }
      self->current = child;
      rebuild_line (self);
      notify_place (self);
      return TRUE;
    }

  begin_edit (self);
  self->current = xq_game_add_move (self->game, self->current, move, NULL);
  end_edit (self);
  return TRUE;
}

void
xq_game_model_reset (XqGameModel      *self,
                     const XqPosition *start)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));

  xq_game_model_take_game (self, xq_game_new (start));
}

/**
 * xq_game_model_take_game:
 * @game: (transfer full): a game read from a file
 *
 * Shows @game from its start: nothing to undo, not modified.
 */
void
xq_game_model_take_game (XqGameModel *self,
                         XqGame      *game)
{
  g_return_if_fail (XQ_IS_GAME_MODEL (self));
  g_return_if_fail (game != NULL);

  g_queue_clear_full (self->undo, (GDestroyNotify) snapshot_free);
  g_queue_clear_full (self->redo, (GDestroyNotify) snapshot_free);
  xq_game_free (self->game);
  self->game = game;
  self->current = xq_game_get_root (self->game);
  self->state = ++self->last_state;
  update_title (self);
  rebuild_line (self);
  notify_place (self);
  notify_history (self);
  xq_game_model_set_modified (self, FALSE);
}

/* Starts a new game from @start (set-up mode); the old game can be had back with undo. */
void
xq_game_model_set_start_position (XqGameModel      *self,
                                  const XqPosition *start)
{
  XqGame *game;

  g_return_if_fail (XQ_IS_GAME_MODEL (self));
  g_return_if_fail (start != NULL);

  begin_edit (self);
  game = xq_game_new (start);
  for (guint i = 0; i < xq_game_get_n_tags (self->game); i++)
    xq_game_set_tag (game, xq_game_get_tag_name (self->game, i), xq_game_get_tag_value (self->game, i));
  xq_game_free (self->game);
  self->game = game;
  self->current = xq_game_get_root (self->game);
  end_edit (self);
}

/* Plays @moves from the current place as one edit; stops before the first illegal one. */
gboolean
xq_game_model_append_moves (XqGameModel  *self,
                            const XqMove *moves,
                            guint         n_moves)
{
  XqPosition pos;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);

  if (n_moves == 0)
    return TRUE;
  begin_edit (self);
  pos = *xq_game_model_get_position (self);
  for (guint i = 0; i < n_moves; i++)
    {
      if (!xq_position_is_legal (&pos, moves[i]))
        {
          end_edit (self);
          return FALSE;
        }
      replay (&pos, moves[i]);
      self->current = xq_game_add_move (self->game, self->current, moves[i], NULL);
    }
  end_edit (self);
  return TRUE;
}

/* Removes the current move and everything after it, and goes to the move before. */
gboolean
xq_game_model_delete_variation (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (xq_game_node_is_root (self->current))
    return FALSE;
  begin_edit (self);
  self->current = xq_game_delete_node (self->game, self->current);
  end_edit (self);
  return TRUE;
}

/* Makes the line through the current move the main line at every branch point. */
gboolean
xq_game_model_promote_variation (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (!in_variation (self))
    return FALSE;
  begin_edit (self);
  /* Each call promotes the nearest branch point; repeat up to the root. */
  while (xq_game_promote_variation (self->game, line_end (self)))
    ;
  end_edit (self);
  return TRUE;
}

gboolean
xq_game_model_undo (XqGameModel *self)
{
  Snapshot *snap;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  snap = g_queue_pop_head (self->undo);
  if (snap == NULL)
    return FALSE;
  g_queue_push_head (self->redo, snapshot_take (self));
  restore (self, snap);
  return TRUE;
}

gboolean
xq_game_model_redo (XqGameModel *self)
{
  Snapshot *snap;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  snap = g_queue_pop_head (self->redo);
  if (snap == NULL)
    return FALSE;
  g_queue_push_head (self->undo, snapshot_take (self));
  restore (self, snap);
  return TRUE;
}

/**
 * xq_game_model_get_game:
 *
 * Returns: (transfer none): the game record (tags, start position, every variation), to save
 */
const XqGame *
xq_game_model_get_game (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  return self->game;
}

/* Coaches' edits */

gboolean
xq_game_model_demote_variation (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  if (!xq_game_model_get_can_demote (self))
    return FALSE;
  begin_edit (self);
  xq_game_demote_variation (self->game, line_end (self));
  end_edit (self);
  return TRUE;
}

/* Some node of the line shown has a later sibling. */
gboolean
xq_game_model_get_can_demote (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  for (XqGameNode *node = line_end (self); !xq_game_node_is_root (node); node = xq_game_node_get_parent (node))
    if (xq_game_node_get_next_sibling (node) != NULL)
      return TRUE;
  return FALSE;
}

/**
 * xq_game_model_get_comment:
 *
 * Returns: (transfer none) (nullable): the comment after the current move
 */
const char *
xq_game_model_get_comment (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), NULL);

  return xq_game_node_get_comment (self->current);
}

gboolean
xq_game_model_set_comment (XqGameModel *self,
                           const char  *comment)
{
  g_autofree char *clean = NULL;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);

  clean = comment != NULL ? xq_encoding_clean_comment (comment, -1) : NULL;
  if (g_strcmp0 (clean, xq_game_node_get_comment (self->current)) == 0)
    return FALSE;
  begin_edit (self);
  xq_game_node_set_comment (self->current, clean);
  end_edit (self);
  return TRUE;
}

guint
xq_game_model_get_glyph (XqGameModel *self)
{
  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), 0);

  return xq_game_node_is_root (self->current) ? 0 : glyph_of (self->current);
}

gboolean
xq_game_model_set_glyph (XqGameModel *self,
                         guint        nag)
{
  g_autoptr (GByteArray) others = NULL;
  const guint8          *nags;
  guint                  n;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (nag <= 6, FALSE);

  if (xq_game_node_is_root (self->current) || glyph_of (self->current) == nag)
    return FALSE;
  begin_edit (self);
  nags = xq_game_node_get_nags (self->current, &n);
  others = g_byte_array_new ();
  for (guint i = 0; i < n; i++)
    if (nags[i] < 1 || nags[i] > 6)
      g_byte_array_append (others, &nags[i], 1);
  xq_game_node_clear_nags (self->current);
  xq_game_node_add_nag (self->current, (guint8) nag);
  for (guint i = 0; i < others->len; i++)
    xq_game_node_add_nag (self->current, others->data[i]);
  end_edit (self);
  return TRUE;
}

const char *
xq_game_model_glyph_text (guint nag)
{
  static const char *const glyphs[] = { "", "!", "?", "!!", "??", "!?", "?!" };

  return nag < G_N_ELEMENTS (glyphs) ? glyphs[nag] : "";
}

gboolean
xq_game_model_set_tags (XqGameModel       *self,
                        const char *const *names,
                        const char *const *values)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (XQ_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (names != NULL && values != NULL, FALSE);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = values[i] != NULL && *values[i] != '\0' ? values[i] : NULL;
      if (g_strcmp0 (xq_game_get_tag (self->game, names[i]), value) != 0)
        changed = TRUE;
    }
  if (!changed)
    return FALSE;
  begin_edit (self);
  for (guint i = 0; names[i] != NULL; i++)
    xq_game_set_tag (self->game, names[i], values[i] != NULL && *values[i] != '\0' ? values[i] : NULL);
  update_title (self);
  end_edit (self);
  return TRUE;
}
