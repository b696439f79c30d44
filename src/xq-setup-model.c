/* xq-setup-model.c: a position being set up by hand, with live validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-setup-model"

#include "config.h"

#include "xq-setup-model.h"

#include <string.h>

#include "xq-model-types.h"
#include "xq-text.h"

struct _XqSetupModel
{
  GObject           parent_instance;

  XqPosition        position;
  XqPositionProblem problem;  /* the first of @problems */
  GArray           *problems; /* XqPositionProblem: every fault of the position, or the text's */
  GArray           *marks;    /* XqMark: the pieces the faults are about */
  gboolean          valid;
  char             *message;
  char             *fen;
  XqLang            lang;
  gboolean          squares; /* the board shows ICCS coordinates: messages may give ICCS names */
};

G_DEFINE_FINAL_TYPE (XqSetupModel, xq_setup_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_SIDE,
  PROP_VALID,
  PROP_MESSAGE,
  PROP_FEN,
  PROP_SQUARES,
  PROP_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_message (XqSetupModel *self,
             char         *message)
{
  if (g_strcmp0 (self->message, message) == 0)
    {
      g_free (message);
      return;
    }
  g_free (self->message);
  self->message = message;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

/* The message for @problem, in the user's language, naming points as the board does; with ICCS
 * names only when the board shows ICCS coordinates. */
static char *
problem_text (XqSetupModel            *self,
              const XqPositionProblem *problem)
{
  XqTextStyle style;

  xq_text_style_init (&style, self->lang, XQ_PROFILE_CXA);
  style.squares = self->squares;
  return xq_text_position_problem_styled (&style, problem);
}

/* Every problem at once, one a line ("• …") when there are several. */
static char *
problems_text (XqSetupModel *self)
{
  GString *text;

  if (self->problems->len <= 1)
    return problem_text (self, &self->problem);
  text = g_string_new (NULL);
  for (guint i = 0; i < self->problems->len; i++)
    {
      g_autofree char *line = problem_text (self, &g_array_index (self->problems, XqPositionProblem, i));
      g_string_append_printf (text, "%s• %s", i > 0 ? "\n" : "", line);
    }
  return g_string_free (text, FALSE);
}

/* The pieces the problems are about, ringed on the board: the surplus piece, the piece off its
 * points, both generals facing, the general in check. */
static void
update_marks (XqSetupModel *self)
{
  g_autoptr (GArray) marks = xq_marks_new ();

  for (guint i = 0; i < self->problems->len; i++)
    {
      const XqPositionProblem *p = &g_array_index (self->problems, XqPositionProblem, i);

      if (p->code < XQ_POSITION_TOO_MANY_PIECES || !xq_square_is_valid (p->square))
        continue;
      xq_marks_add (marks, XQ_MARK_PROBLEM, XQ_SQUARE_NONE, p->square);
      if (p->code == XQ_POSITION_KINGS_FACING)
        xq_marks_add (marks, XQ_MARK_PROBLEM, XQ_SQUARE_NONE, self->position.king[XQ_RED]);
    }
  if (self->marks->len == 0 && marks->len == 0)
    return;
  if (self->marks->len == marks->len &&
      memcmp (self->marks->data, marks->data, marks->len * sizeof (XqMark)) == 0)
    return;
  g_array_unref (self->marks);
  self->marks = g_steal_pointer (&marks);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
}

/* Validates and notifies after every change of the board or the side. */
static void
changed (XqSetupModel *self)
{
  gboolean valid;
  char    *fen = xq_position_to_fen (&self->position);

  g_array_set_size (self->problems, 0);
  valid = xq_position_problems (&self->position, self->problems) == 0;
  if (valid)
    xq_position_validate (&self->position, &self->problem);
  else
    self->problem = g_array_index (self->problems, XqPositionProblem, 0);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
  if (valid != self->valid)
    {
      self->valid = valid;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
    }
  set_message (self, problems_text (self));
  update_marks (self);
  if (g_strcmp0 (fen, self->fen) != 0)
    {
      g_free (self->fen);
      self->fen = fen;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FEN]);
    }
  else
    g_free (fen);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
xq_setup_model_finalize (GObject *object)
{
  XqSetupModel *self = XQ_SETUP_MODEL (object);

  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->fen, g_free);
  g_clear_pointer (&self->problems, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);

  G_OBJECT_CLASS (xq_setup_model_parent_class)->finalize (object);
}

static void
xq_setup_model_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  XqSetupModel *self = XQ_SETUP_MODEL (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_boxed (value, &self->position);
      break;
    case PROP_SIDE:
      g_value_set_int (value, self->position.side);
      break;
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_FEN:
      g_value_set_string (value, self->fen);
      break;
    case PROP_SQUARES:
      g_value_set_boolean (value, self->squares);
      break;
    case PROP_MARKS:
      g_value_set_boxed (value, self->marks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_setup_model_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  XqSetupModel *self = XQ_SETUP_MODEL (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      xq_setup_model_set_side (self, (XqColor) g_value_get_int (value));
      break;
    case PROP_FEN:
      xq_setup_model_set_fen (self, g_value_get_string (value));
      break;
    case PROP_SQUARES:
      xq_setup_model_set_squares (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_setup_model_class_init (XqSetupModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_setup_model_finalize;
  object_class->get_property = xq_setup_model_get_property;
  object_class->set_property = xq_setup_model_set_property;

  properties[PROP_POSITION] =
    g_param_spec_boxed ("position", NULL, NULL, XQ_TYPE_POSITION, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, XQ_RED, XQ_BLACK, XQ_RED,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FEN] =
    g_param_spec_string ("fen", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* Whether the board shows ICCS coordinates, so that the message may give ICCS names (四路第2行（f1）). */
  properties[PROP_SQUARES] =
    g_param_spec_boolean ("squares", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /* The pieces the problems are about (XqMark rings), for the board */
  properties[PROP_MARKS] =
    g_param_spec_boxed ("marks", NULL, NULL, XQ_TYPE_MARKS, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_setup_model_init (XqSetupModel *self)
{
  self->lang = xq_lang_from_locale ();
  self->problems = g_array_new (FALSE, FALSE, sizeof (XqPositionProblem));
  self->marks = xq_marks_new ();
  xq_position_init_start (&self->position);
}

/**
 * xq_setup_model_new:
 * @position: (nullable): the position to start from; the start position if %NULL
 *
 * Returns: (transfer full): a new set-up model
 */
XqSetupModel *
xq_setup_model_new (const XqPosition *position)
{
  XqSetupModel *self = g_object_new (XQ_TYPE_SETUP_MODEL, NULL);

  if (position != NULL)
    self->position = *position;
  changed (self);
  return self;
}

/**
 * xq_setup_model_get_position:
 *
 * Returns: (transfer none): the position on the board, valid or not
 */
const XqPosition *
xq_setup_model_get_position (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return &self->position;
}

void
xq_setup_model_set_position (XqSetupModel     *self,
                             const XqPosition *position)
{
  g_return_if_fail (XQ_IS_SETUP_MODEL (self));
  g_return_if_fail (position != NULL);

  self->position = *position;
  changed (self);
}

XqColor
xq_setup_model_get_side (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), XQ_RED);

  return (XqColor) self->position.side;
}

void
xq_setup_model_set_side (XqSetupModel *self,
                         XqColor       side)
{
  g_return_if_fail (XQ_IS_SETUP_MODEL (self));
  g_return_if_fail (side == XQ_RED || side == XQ_BLACK);

  if (self->position.side == side)
    return;
  xq_position_set_side (&self->position, side);
  changed (self);
}

gboolean
xq_setup_model_get_valid (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), FALSE);

  return self->valid;
}

/**
 * xq_setup_model_get_message:
 *
 * Returns: (transfer none): what the engine says about the position, in the user's language
 */
const char *
xq_setup_model_get_message (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return self->message;
}

/**
 * xq_setup_model_get_fen:
 *
 * Returns: (transfer none): the FEN of the position on the board
 */
const char *
xq_setup_model_get_fen (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return self->fen;
}

/**
 * xq_setup_model_get_problem:
 *
 * Returns: (transfer none): the engine's finding for the last change (code XQ_POSITION_OK when valid)
 */
const XqPositionProblem *
xq_setup_model_get_problem (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return &self->problem;
}

/**
 * xq_setup_model_get_problems:
 *
 * Returns: (transfer none): every problem of the position (XqPositionProblem), or of the FEN text
 * that could not be read; empty when the position is valid
 */
const GArray *
xq_setup_model_get_problems (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return self->problems;
}

/**
 * xq_setup_model_get_marks:
 *
 * Returns: (transfer none): rings (XqMark) around the pieces the problems are about
 */
GArray *
xq_setup_model_get_marks (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), NULL);

  return self->marks;
}

gboolean
xq_setup_model_set_fen (XqSetupModel *self,
                        const char   *fen)
{
  XqPositionProblem problem;
  XqPosition        pos;

  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), FALSE);

  if (fen == NULL)
    fen = "";
  if (g_strcmp0 (fen, self->fen) == 0)
    return self->valid;

  if (xq_position_from_fen (&pos, fen, &problem) || problem.code >= XQ_POSITION_TOO_MANY_PIECES)
    {
      /* Readable text: the board shows it, valid or not (the message says why not). */
      self->position = pos;
      changed (self);
      return self->valid;
    }

  /* Unreadable text: keep the board, report where the text goes wrong. */
  self->problem = problem;
  g_array_set_size (self->problems, 0);
  g_array_append_val (self->problems, problem);
  if (self->valid)
    {
      self->valid = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
    }
  set_message (self, problem_text (self, &problem));
  update_marks (self);
  return FALSE;
}

void
xq_setup_model_put (XqSetupModel *self,
                    XqSquare      sq,
                    XqPiece       piece)
{
  g_return_if_fail (XQ_IS_SETUP_MODEL (self));
  g_return_if_fail (xq_square_is_valid (sq));
  g_return_if_fail (piece == XQ_NO_PIECE || xq_piece_is_valid (piece));

  if (self->position.board[sq] == piece)
    return;
  xq_position_put (&self->position, sq, piece);
  changed (self);
}

void
xq_setup_model_move (XqSetupModel *self,
                     XqSquare      from,
                     XqSquare      to)
{
  XqPiece piece;

  g_return_if_fail (XQ_IS_SETUP_MODEL (self));
  g_return_if_fail (xq_square_is_valid (from) && xq_square_is_valid (to));

  piece = self->position.board[from];
  if (from == to || piece == XQ_NO_PIECE)
    return;
  xq_position_remove (&self->position, from);
  xq_position_put (&self->position, to, piece);
  changed (self);
}

void
xq_setup_model_clear (XqSetupModel *self)
{
  XqColor side;

  g_return_if_fail (XQ_IS_SETUP_MODEL (self));

  side = (XqColor) self->position.side;
  xq_position_init_empty (&self->position);
  xq_position_set_side (&self->position, side);
  changed (self);
}

void
xq_setup_model_reset_to_start (XqSetupModel *self)
{
  g_return_if_fail (XQ_IS_SETUP_MODEL (self));

  xq_position_init_start (&self->position);
  changed (self);
}

gboolean
xq_setup_model_get_squares (XqSetupModel *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_MODEL (self), FALSE);

  return self->squares;
}

void
xq_setup_model_set_squares (XqSetupModel *self,
                            gboolean      squares)
{
  g_return_if_fail (XQ_IS_SETUP_MODEL (self));

  squares = !!squares;
  if (self->squares == squares)
    return;
  self->squares = squares;
  set_message (self, problems_text (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SQUARES]);
}
