/* xq-example-item.c: one example of the teaching library, in one language, for lists and panes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-example-item"

#include "config.h"

#include "xq-example-item.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-game-review.h"
#include "xq-quiz.h"

struct _XqExampleItem
{
  GObject          parent_instance;

  const XqExample *example;
  XqLang           lang;
  char            *arbiter_ruling;
  char            *haystack; /* case-folded text that a search looks in */
  /* The texts as a reader is shown them (xq_example_public_text), made when first asked for */
  char *clause;
  char *source;
  char *explanation;
};

G_DEFINE_FINAL_TYPE (XqExampleItem, xq_example_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_TOPIC_TITLE,
  PROP_RULES,
  PROP_CLAUSE,
  PROP_SOURCE,
  PROP_EXPLANATION,
  PROP_OVERRIDDEN,
  PROP_ARBITER_RULING,
  PROP_ARBITER_NOTE,
  PROP_N_QUESTIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
arbiter_ruling_text (const XqExpectedVerdict *verdict)
{
  if (verdict == NULL)
    return NULL;
  if (!verdict->must_change_set)
    return g_strdup (_ ("The arbiter rules a draw"));
  return g_strdup (verdict->must_change == XQ_RED ? _ ("The arbiter rules that Red must change")
                                                  : _ ("The arbiter rules that Black must change"));
}

static char *
make_haystack (XqExampleItem *self)
{
  const XqExample *e = self->example;
  g_autofree char *text = NULL;

  text = g_strjoin ("\n", xq_example_get_id (e), xq_example_get_title (e, self->lang),
                    xq_example_get_title (e, XQ_LANG_EN), xq_topic_title (self->lang, xq_example_get_topic (e)),
                    xq_topic_title (XQ_LANG_EN, xq_example_get_topic (e)), xq_example_get_clause (e, self->lang),
                    xq_example_get_clause (e, XQ_LANG_EN),
                    xq_example_get_source (e, self->lang), xq_example_get_source (e, XQ_LANG_EN),
                    xq_example_get_explanation (e, self->lang), NULL);
  return g_utf8_casefold (text, -1);
}

static void
xq_example_item_finalize (GObject *object)
{
  XqExampleItem *self = XQ_EXAMPLE_ITEM (object);

  g_clear_pointer (&self->arbiter_ruling, g_free);
  g_clear_pointer (&self->haystack, g_free);
  g_clear_pointer (&self->clause, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->explanation, g_free);

  G_OBJECT_CLASS (xq_example_item_parent_class)->finalize (object);
}

static void
xq_example_item_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqExampleItem *self = XQ_EXAMPLE_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, xq_example_item_get_id (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, xq_example_item_get_title (self));
      break;
    case PROP_TOPIC_TITLE:
      g_value_set_string (value, xq_example_item_get_topic_title (self));
      break;
    case PROP_RULES:
      g_value_set_string (value, xq_example_item_get_rules (self));
      break;
    case PROP_CLAUSE:
      g_value_set_string (value, xq_example_item_get_clause (self));
      break;
    case PROP_SOURCE:
      g_value_set_string (value, xq_example_item_get_source (self));
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, xq_example_item_get_explanation (self));
      break;
    case PROP_OVERRIDDEN:
      g_value_set_boolean (value, xq_example_item_get_overridden (self));
      break;
    case PROP_ARBITER_RULING:
      g_value_set_string (value, xq_example_item_get_arbiter_ruling (self));
      break;
    case PROP_ARBITER_NOTE:
      g_value_set_string (value, xq_example_item_get_arbiter_note (self));
      break;
    case PROP_N_QUESTIONS:
      g_value_set_uint (value, xq_example_item_get_n_questions (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_example_item_class_init (XqExampleItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = xq_example_item_finalize;
  object_class->get_property = xq_example_item_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  properties[PROP_TOPIC_TITLE] = g_param_spec_string ("topic-title", NULL, NULL, NULL, ro);
  properties[PROP_RULES] = g_param_spec_string ("rules", NULL, NULL, NULL, ro);
  properties[PROP_CLAUSE] = g_param_spec_string ("clause", NULL, NULL, NULL, ro);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, NULL, ro);
  properties[PROP_EXPLANATION] = g_param_spec_string ("explanation", NULL, NULL, NULL, ro);
  properties[PROP_OVERRIDDEN] = g_param_spec_boolean ("overridden", NULL, NULL, FALSE, ro);
  properties[PROP_ARBITER_RULING] = g_param_spec_string ("arbiter-ruling", NULL, NULL, NULL, ro);
  properties[PROP_ARBITER_NOTE] = g_param_spec_string ("arbiter-note", NULL, NULL, NULL, ro);
  properties[PROP_N_QUESTIONS] = g_param_spec_uint ("n-questions", NULL, NULL, 0, G_MAXUINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_example_item_init (XqExampleItem *self)
{
}

/**
 * xq_example_item_new:
 * @example: an example that outlives the item
 * @lang: the language of the texts
 *
 * Returns: (transfer full): a new item
 */
XqExampleItem *
xq_example_item_new (const XqExample *example,
                     XqLang           lang)
{
  XqExampleItem *self;

  g_return_val_if_fail (example != NULL, NULL);

  self = g_object_new (XQ_TYPE_EXAMPLE_ITEM, NULL);
  self->example = example;
  self->lang = lang;
  self->arbiter_ruling = arbiter_ruling_text (xq_example_get_arbiter_verdict (example));
  self->haystack = make_haystack (self);
  return self;
}

/**
 * xq_example_item_get_example:
 *
 * Returns: (transfer none): the example
 */
const XqExample *
xq_example_item_get_example (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return self->example;
}

XqLang
xq_example_item_get_lang (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), XQ_LANG_EN);

  return self->lang;
}

const char *
xq_example_item_get_id (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return xq_example_get_id (self->example);
}

XqTopic
xq_example_item_get_topic (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), XQ_TOPIC_NATURES);

  return xq_example_get_topic (self->example);
}

const char *
xq_example_item_get_topic_title (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return xq_topic_title (self->lang, xq_example_get_topic (self->example));
}

const char *
xq_example_item_get_title (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return xq_example_get_title (self->example, self->lang);
}

const char *
xq_example_item_get_rules (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  switch (xq_example_get_profile (self->example))
    {
    case XQ_PROFILE_AXF:
      return _ ("AXF rules");
    case XQ_PROFILE_1957:
      return _ ("1957 rules");
    case XQ_PROFILE_CXA:
    default:
      return _ ("CXA rules");
    }
}

const char *
xq_example_item_get_clause (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  if (self->clause == NULL)
    self->clause = xq_example_public_text (self->lang, xq_example_get_clause (self->example, self->lang));
  return self->clause;
}

const char *
xq_example_item_get_source (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  if (self->source == NULL)
    self->source = xq_example_public_text (self->lang, xq_example_get_source (self->example, self->lang));
  return self->source;
}

const char *
xq_example_item_get_explanation (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  if (self->explanation == NULL)
    self->explanation = xq_example_public_text (self->lang, xq_example_get_explanation (self->example, self->lang));
  return self->explanation;
}

gboolean
xq_example_item_get_overridden (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), FALSE);

  return xq_example_get_arbiter_verdict (self->example) != NULL;
}

const char *
xq_example_item_get_arbiter_ruling (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return self->arbiter_ruling;
}

const char *
xq_example_item_get_arbiter_note (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  return xq_example_get_arbiter_note (self->example, self->lang);
}

guint
xq_example_item_get_n_moves (XqExampleItem *self)
{
  guint n;

  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), 0);

  xq_example_get_moves (self->example, &n);
  return n;
}

guint
xq_example_item_get_n_questions (XqExampleItem *self)
{
  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), 0);

  return xq_quiz_count (self->example);
}

gboolean
xq_example_item_matches (XqExampleItem *self,
                         const char    *query)
{
  g_autofree char *folded = NULL;
  g_auto (GStrv)   words = NULL;

  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), FALSE);

  if (query == NULL)
    return TRUE;
  folded = g_utf8_casefold (query, -1);
  words = g_strsplit_set (folded, " \t\n\u3000", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (self->haystack, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

/**
 * xq_example_item_dup_game:
 * @n_moves: how many of the example's moves the game has (G_MAXUINT: all)
 *
 * Returns: (transfer full): the example as a game record
 */
XqGame *
xq_example_item_dup_game (XqExampleItem *self,
                          guint          n_moves)
{
  XqGame       *game;
  XqGameNode   *node;
  const XqMove *moves;
  guint         n;
  guint         limit, from = 0;

  g_return_val_if_fail (XQ_IS_EXAMPLE_ITEM (self), NULL);

  game = xq_game_new (xq_example_get_start (self->example));
  node = xq_game_get_root (game);
  moves = xq_example_get_moves (self->example, &n);
  for (guint i = 0; i < MIN (n, n_moves) && node != NULL; i++)
    node = xq_game_add_move (game, node, moves[i], NULL);
  g_assert (node != NULL); /* the library checked every move when it read the example */
  xq_game_set_tag (game, "Event", xq_example_get_title (self->example, self->lang));
  xq_game_set_tag (game, XQ_EXAMPLE_TAG, xq_example_get_id (self->example));
  /* The arbiter's move limit (限着) the example is judged under, as a record states it (not yet
   * set when the game stops before the ply it counts from) */
  limit = xq_example_get_move_limit (self->example, &from);
  if (limit > 0 && from <= MIN (n, n_moves))
    {
      g_autofree char *moves_text = g_strdup_printf ("%u", limit);
      g_autofree char *from_text = g_strdup_printf ("%u", from);

      xq_game_set_tag (game, XQ_MOVE_LIMIT_TAG, moves_text);
      xq_game_set_tag (game, XQ_MOVE_LIMIT_FROM_TAG, from_text);
    }
  return game;
}
