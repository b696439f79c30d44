/* xq-board-item.c: one game of a round, as the pairing table shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-board-item"

#include "config.h"

#include "xq-board-item.h"

struct _XqBoardItem
{
  GObject  parent_instance;

  gint64   game_id;
  guint    round;
  guint    board;
  guint    game;
  int      kind;
  guint    red_number;
  char    *red_name;
  char    *red_score;
  guint    black_number;
  char    *black_name;
  char    *black_score;
  int      result;
  char    *result_text;
  guint    red_violations;
  guint    black_violations;
  gboolean bye;
  gboolean annulled;
  gboolean editable;
  int      group;
};

G_DEFINE_FINAL_TYPE (XqBoardItem, xq_board_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME_ID,
  PROP_ROUND,
  PROP_BOARD,
  PROP_GAME,
  PROP_KIND,
  PROP_RED_NUMBER,
  PROP_RED_NAME,
  PROP_RED_SCORE,
  PROP_BLACK_NUMBER,
  PROP_BLACK_NAME,
  PROP_BLACK_SCORE,
  PROP_RESULT,
  PROP_RESULT_TEXT,
  PROP_RED_VIOLATIONS,
  PROP_BLACK_VIOLATIONS,
  PROP_BYE,
  PROP_ANNULLED,
  PROP_EDITABLE,
  PROP_GROUP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_board_item_finalize (GObject *object)
{
  XqBoardItem *self = XQ_BOARD_ITEM (object);

  g_clear_pointer (&self->red_name, g_free);
  g_clear_pointer (&self->red_score, g_free);
  g_clear_pointer (&self->black_name, g_free);
  g_clear_pointer (&self->black_score, g_free);
  g_clear_pointer (&self->result_text, g_free);

  G_OBJECT_CLASS (xq_board_item_parent_class)->finalize (object);
}

static void
xq_board_item_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqBoardItem *self = XQ_BOARD_ITEM (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_int64 (value, self->game_id);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_BOARD:
      g_value_set_uint (value, self->board);
      break;
    case PROP_GAME:
      g_value_set_uint (value, self->game);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_RED_NUMBER:
      g_value_set_uint (value, self->red_number);
      break;
    case PROP_RED_NAME:
      g_value_set_string (value, self->red_name);
      break;
    case PROP_RED_SCORE:
      g_value_set_string (value, self->red_score);
      break;
    case PROP_BLACK_NUMBER:
      g_value_set_uint (value, self->black_number);
      break;
    case PROP_BLACK_NAME:
      g_value_set_string (value, self->black_name);
      break;
    case PROP_BLACK_SCORE:
      g_value_set_string (value, self->black_score);
      break;
    case PROP_RESULT:
      g_value_set_int (value, self->result);
      break;
    case PROP_RESULT_TEXT:
      g_value_set_string (value, self->result_text);
      break;
    case PROP_RED_VIOLATIONS:
      g_value_set_uint (value, self->red_violations);
      break;
    case PROP_BLACK_VIOLATIONS:
      g_value_set_uint (value, self->black_violations);
      break;
    case PROP_BYE:
      g_value_set_boolean (value, self->bye);
      break;
    case PROP_ANNULLED:
      g_value_set_boolean (value, self->annulled);
      break;
    case PROP_EDITABLE:
      g_value_set_boolean (value, self->editable);
      break;
    case PROP_GROUP:
      g_value_set_int (value, self->group);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_item_class_init (XqBoardItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_board_item_finalize;
  object_class->get_property = xq_board_item_get_property;

  /* the game id in the store */
  properties[PROP_GAME_ID] = g_param_spec_int64 ("game-id", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* round number */
  properties[PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* board number */
  properties[PROP_BOARD] = g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* game of the match on this board (knockout, team) from 1 */
  properties[PROP_GAME] = g_param_spec_uint ("game", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* XqGameKind: regular, tie-break or decider */
  properties[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Red's pairing number */
  properties[PROP_RED_NUMBER] = g_param_spec_uint ("red-number", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Red's name */
  properties[PROP_RED_NAME] = g_param_spec_string ("red-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Red's points before the round */
  properties[PROP_RED_SCORE] = g_param_spec_string ("red-score", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Black's pairing number, 0 for a bye */
  properties[PROP_BLACK_NUMBER] = g_param_spec_uint ("black-number", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Black's name; for a bye, which bye it is ("Half-point bye") */
  properties[PROP_BLACK_NAME] = g_param_spec_string ("black-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Black's points before the round */
  properties[PROP_BLACK_SCORE] = g_param_spec_string ("black-score", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* XqGameResult */
  properties[PROP_RESULT] = g_param_spec_int ("result", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the result as shown: 1–0, 0–1, ½–½, +–, –+, ––, or "" */
  properties[PROP_RESULT_TEXT] = g_param_spec_string ("result-text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* violations (违例) of Red in this game */
  properties[PROP_RED_VIOLATIONS] = g_param_spec_uint ("red-violations", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* violations of Black */
  properties[PROP_BLACK_VIOLATIONS] = g_param_spec_uint ("black-violations", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* a bye: no opponent, no result to enter */
  properties[PROP_BYE] = g_param_spec_boolean ("bye", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* annulled by a withdrawal: takes no result */
  properties[PROP_ANNULLED] = g_param_spec_boolean ("annulled", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* takes a result (neither a bye nor annulled) */
  properties[PROP_EDITABLE] = g_param_spec_boolean ("editable", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the group of a group-stage game, 0-based; −1 outside a group stage; −2 a board of a team match */
  properties[PROP_GROUP] = g_param_spec_int ("group", NULL, NULL, -2, G_MAXINT, -1, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_board_item_init (XqBoardItem *self)
{
  self->group = -1;
}

XqBoardItem *
xq_board_item_new (void)
{
  return g_object_new (XQ_TYPE_BOARD_ITEM, NULL);
}

gint64
xq_board_item_get_game_id (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->game_id;
}

guint
xq_board_item_get_round (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->round;
}

guint
xq_board_item_get_board (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->board;
}

guint
xq_board_item_get_game (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->game;
}

int
xq_board_item_get_kind (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->kind;
}

guint
xq_board_item_get_red_number (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->red_number;
}

const char *
xq_board_item_get_red_name (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), NULL);

  return self->red_name;
}

const char *
xq_board_item_get_red_score (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), NULL);

  return self->red_score;
}

guint
xq_board_item_get_black_number (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->black_number;
}

const char *
xq_board_item_get_black_name (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), NULL);

  return self->black_name;
}

const char *
xq_board_item_get_black_score (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), NULL);

  return self->black_score;
}

int
xq_board_item_get_result (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->result;
}

const char *
xq_board_item_get_result_text (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), NULL);

  return self->result_text;
}

guint
xq_board_item_get_red_violations (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->red_violations;
}

guint
xq_board_item_get_black_violations (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), 0);

  return self->black_violations;
}

gboolean
xq_board_item_get_bye (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), FALSE);

  return self->bye;
}

gboolean
xq_board_item_get_annulled (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), FALSE);

  return self->annulled;
}

gboolean
xq_board_item_get_editable (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), FALSE);

  return self->editable;
}

int
xq_board_item_get_group (XqBoardItem *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_ITEM (self), -1);

  return self->group;
}

void
xq_board_item_update (XqBoardItem             *self,
                      const XqBoardItemValues *values)
{
  g_return_if_fail (XQ_IS_BOARD_ITEM (self));
  g_return_if_fail (values != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->game_id != values->game_id)
    {
      self->game_id = values->game_id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_ID]);
    }
  if (self->round != values->round)
    {
      self->round = values->round;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
    }
  if (self->board != values->board)
    {
      self->board = values->board;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
    }
  if (self->game != values->game)
    {
      self->game = values->game;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  if (self->kind != values->kind)
    {
      self->kind = values->kind;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
    }
  if (self->red_number != values->red_number)
    {
      self->red_number = values->red_number;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED_NUMBER]);
    }
  if (g_strcmp0 (self->red_name, values->red_name) != 0)
    {
      g_free (self->red_name);
      self->red_name = g_strdup (values->red_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED_NAME]);
    }
  if (g_strcmp0 (self->red_score, values->red_score) != 0)
    {
      g_free (self->red_score);
      self->red_score = g_strdup (values->red_score);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED_SCORE]);
    }
  if (self->black_number != values->black_number)
    {
      self->black_number = values->black_number;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_NUMBER]);
    }
  if (g_strcmp0 (self->black_name, values->black_name) != 0)
    {
      g_free (self->black_name);
      self->black_name = g_strdup (values->black_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_NAME]);
    }
  if (g_strcmp0 (self->black_score, values->black_score) != 0)
    {
      g_free (self->black_score);
      self->black_score = g_strdup (values->black_score);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_SCORE]);
    }
  if (self->result != values->result)
    {
      self->result = values->result;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
    }
  if (g_strcmp0 (self->result_text, values->result_text) != 0)
    {
      g_free (self->result_text);
      self->result_text = g_strdup (values->result_text);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT_TEXT]);
    }
  if (self->red_violations != values->red_violations)
    {
      self->red_violations = values->red_violations;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RED_VIOLATIONS]);
    }
  if (self->black_violations != values->black_violations)
    {
      self->black_violations = values->black_violations;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_VIOLATIONS]);
    }
  if (self->bye != values->bye)
    {
      self->bye = values->bye;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BYE]);
    }
  if (self->annulled != values->annulled)
    {
      self->annulled = values->annulled;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNULLED]);
    }
  if (self->editable != values->editable)
    {
      self->editable = values->editable;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
    }
  if (self->group != values->group)
    {
      self->group = values->group;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUP]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
