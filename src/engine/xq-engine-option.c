/* xq-engine-option.c: one option an engine announces
 *
 * UCI: "option name <id> type <t> [default <x>] [min <x>] [max <x>] [var <x>]*", where the id and
 * the values may contain spaces: a field runs until the next keyword. UCCI writes the same
 * without "name" ("option hashsize type spin min 0 max 1024 default 0").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine"

#include "config.h"

#include "xq-engine-option.h"

#include <stdlib.h>
#include <string.h>

static gboolean
is_keyword (const char *word)
{
  static const char *const keywords[] = { "name", "type", "default", "min", "max", "var" };

  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_str_equal (word, keywords[i]))
      return TRUE;
  return FALSE;
}

/* Joins words[*i..] up to the next keyword (exclusive) and moves *i to it. */
static char *
field (char **words,
       guint *i)
{
  GString *text = g_string_new (NULL);

  for (; words[*i] != NULL && !is_keyword (words[*i]); (*i)++)
    {
      if (*words[*i] == '\0')
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, words[*i]);
    }
  return g_string_free (text, FALSE);
}

static gboolean
parse_type (const char         *text,
            XqEngineOptionType *type)
{
  static const char *const names[] = { "check", "spin", "combo", "button", "string" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (text, names[i]) == 0)
      {
        *type = (XqEngineOptionType) i;
        return TRUE;
      }
  /* UCCI's "label" options are names only: as a string */
  if (g_ascii_strcasecmp (text, "label") == 0)
    {
      *type = XQ_ENGINE_OPTION_STRING;
      return TRUE;
    }
  return FALSE;
}

XqEngineOption *
xq_engine_option_parse (const char *line)
{
  g_auto (GStrv)             words = NULL;
  g_autoptr (GPtrArray)      vars = g_ptr_array_new_null_terminated (0, g_free, TRUE);
  g_autoptr (XqEngineOption) option = NULL;
  gboolean                   typed = FALSE;
  guint                      i = 1;

  g_return_val_if_fail (line != NULL, NULL);

  if (!g_str_has_prefix (line, "option "))
    return NULL;
  words = g_strsplit_set (line, " \t", -1);
  option = g_new0 (XqEngineOption, 1);
  option->min = G_MININT64;
  option->max = G_MAXINT64;
  if (words[i] != NULL && !g_str_equal (words[i], "name"))
    option->name = field (words, &i); /* UCCI */
  while (words[i] != NULL)
    {
      const char      *key = words[i++];
      g_autofree char *value = field (words, &i);

      if (g_str_equal (key, "name"))
        {
          g_free (option->name);
          option->name = g_steal_pointer (&value);
        }
      else if (g_str_equal (key, "type"))
        typed = parse_type (value, &option->type);
      else if (g_str_equal (key, "default"))
        {
          g_free (option->default_value);
          option->default_value = g_steal_pointer (&value);
        }
      else if (g_str_equal (key, "min"))
        option->min = g_ascii_strtoll (value, NULL, 10);
      else if (g_str_equal (key, "max"))
        option->max = g_ascii_strtoll (value, NULL, 10);
      else if (g_str_equal (key, "var"))
        g_ptr_array_add (vars, g_steal_pointer (&value));
    }
  if (option->name == NULL || *option->name == '\0' || !typed)
    return NULL;
  if (option->default_value != NULL && g_str_equal (option->default_value, "<empty>"))
    g_clear_pointer (&option->default_value, g_free);
  if (option->type == XQ_ENGINE_OPTION_COMBO)
    option->vars = (GStrv) g_ptr_array_free (g_steal_pointer (&vars), FALSE);
  return g_steal_pointer (&option);
}

void
xq_engine_option_free (XqEngineOption *self)
{
  if (self == NULL)
    return;
  g_free (self->name);
  g_free (self->default_value);
  g_strfreev (self->vars);
  g_free (self);
}

static gboolean
contains (const char *text,
          const char *word)
{
  g_autofree char *folded = g_ascii_strdown (text, -1);

  return strstr (folded, word) != NULL;
}

gboolean
xq_engine_option_is_rule (const XqEngineOption *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->type == XQ_ENGINE_OPTION_COMBO && self->vars != NULL && self->vars[0] != NULL &&
         (contains (self->name, "repetition") || contains (self->name, "rule"));
}

const char *
xq_engine_option_rule_value (const XqEngineOption *self,
                             const char           *profile_name)
{
  /* What each profile's rules are called in an engine's list of rules */
  const char        *chinese[] = { "chinese", "china", "cxa", NULL };
  const char        *asian[] = { "asian", "asia", "axf", "wxf", NULL };
  const char *const *words;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (profile_name != NULL, NULL);

  if (self->vars == NULL)
    return NULL;
  words = g_str_equal (profile_name, "axf") ? asian : chinese;
  for (guint w = 0; words[w] != NULL; w++)
    for (guint v = 0; self->vars[v] != NULL; v++)
      if (contains (self->vars[v], words[w]))
        return self->vars[v];
  return NULL;
}
