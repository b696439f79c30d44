/* xq-match-item.c: one match of a knockout bracket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-match-item"

#include "config.h"

#include "xq-match-item.h"

struct _XqMatchItem
{
  GObject parent_instance;

  guint   round;
  guint   board;
  char   *first_name;
  char   *second_name;
  char   *first_score;
  char   *second_score;
  char   *games;
  char   *decided_by;
  int     winner;
  int     state;
};

G_DEFINE_FINAL_TYPE (XqMatchItem, xq_match_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ROUND,
  PROP_BOARD,
  PROP_FIRST_NAME,
  PROP_SECOND_NAME,
  PROP_FIRST_SCORE,
  PROP_SECOND_SCORE,
  PROP_GAMES,
  PROP_WINNER,
  PROP_STATE,
  PROP_DECIDED_BY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
xq_match_item_finalize (GObject *object)
{
  XqMatchItem *self = XQ_MATCH_ITEM (object);

  g_clear_pointer (&self->first_name, g_free);
  g_clear_pointer (&self->second_name, g_free);
  g_clear_pointer (&self->first_score, g_free);
  g_clear_pointer (&self->second_score, g_free);
  g_clear_pointer (&self->games, g_free);
  g_clear_pointer (&self->decided_by, g_free);

  G_OBJECT_CLASS (xq_match_item_parent_class)->finalize (object);
}

static void
xq_match_item_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqMatchItem *self = XQ_MATCH_ITEM (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_BOARD:
      g_value_set_uint (value, self->board);
      break;
    case PROP_FIRST_NAME:
      g_value_set_string (value, self->first_name);
      break;
    case PROP_SECOND_NAME:
      g_value_set_string (value, self->second_name);
      break;
    case PROP_FIRST_SCORE:
      g_value_set_string (value, self->first_score);
      break;
    case PROP_SECOND_SCORE:
      g_value_set_string (value, self->second_score);
      break;
    case PROP_GAMES:
      g_value_set_string (value, self->games);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_DECIDED_BY:
      g_value_set_string (value, self->decided_by);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_match_item_class_init (XqMatchItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_match_item_finalize;
  object_class->get_property = xq_match_item_get_property;

  /* round number */
  properties[PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* board number */
  properties[PROP_BOARD] = g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the higher seed (Red in game 1) */
  properties[PROP_FIRST_NAME] = g_param_spec_string ("first-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the lower seed, "" for a bye */
  properties[PROP_SECOND_NAME] = g_param_spec_string ("second-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the first's game points in the match */
  properties[PROP_FIRST_SCORE] = g_param_spec_string ("first-score", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the second's game points */
  properties[PROP_SECOND_SCORE] = g_param_spec_string ("second-score", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the games' results from the first's side ("1 ½ 0") */
  properties[PROP_GAMES] = g_param_spec_string ("games", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* 0 while undecided, 1 the first, 2 the second */
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* XqMatchState */
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, G_MININT, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* how a match level after its regular games was won ("won the decider"), or "" */
  properties[PROP_DECIDED_BY] = g_param_spec_string ("decided-by", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_match_item_init (XqMatchItem *self)
{
}

XqMatchItem *
xq_match_item_new (void)
{
  return g_object_new (XQ_TYPE_MATCH_ITEM, NULL);
}

guint
xq_match_item_get_round (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), 0);

  return self->round;
}

guint
xq_match_item_get_board (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), 0);

  return self->board;
}

const char *
xq_match_item_get_first_name (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->first_name;
}

const char *
xq_match_item_get_second_name (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->second_name;
}

const char *
xq_match_item_get_first_score (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->first_score;
}

const char *
xq_match_item_get_second_score (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->second_score;
}

const char *
xq_match_item_get_games (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->games;
}

int
xq_match_item_get_winner (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), 0);

  return self->winner;
}

int
xq_match_item_get_state (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), 0);

  return self->state;
}

const char *
xq_match_item_get_decided_by (XqMatchItem *self)
{
  g_return_val_if_fail (XQ_IS_MATCH_ITEM (self), NULL);

  return self->decided_by;
}

void
xq_match_item_update (XqMatchItem             *self,
                      const XqMatchItemValues *values)
{
  g_return_if_fail (XQ_IS_MATCH_ITEM (self));
  g_return_if_fail (values != NULL);

  g_object_freeze_notify (G_OBJECT (self));
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
  if (g_strcmp0 (self->first_name, values->first_name) != 0)
    {
      g_free (self->first_name);
      self->first_name = g_strdup (values->first_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_NAME]);
    }
  if (g_strcmp0 (self->second_name, values->second_name) != 0)
    {
      g_free (self->second_name);
      self->second_name = g_strdup (values->second_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECOND_NAME]);
    }
  if (g_strcmp0 (self->first_score, values->first_score) != 0)
    {
      g_free (self->first_score);
      self->first_score = g_strdup (values->first_score);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST_SCORE]);
    }
  if (g_strcmp0 (self->second_score, values->second_score) != 0)
    {
      g_free (self->second_score);
      self->second_score = g_strdup (values->second_score);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECOND_SCORE]);
    }
  if (g_strcmp0 (self->games, values->games) != 0)
    {
      g_free (self->games);
      self->games = g_strdup (values->games);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES]);
    }
  if (self->winner != values->winner)
    {
      self->winner = values->winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  if (self->state != values->state)
    {
      self->state = values->state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  if (g_strcmp0 (self->decided_by, values->decided_by) != 0)
    {
      g_free (self->decided_by);
      self->decided_by = g_strdup (values->decided_by);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECIDED_BY]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
