/* xq-engine-option.h: one option an engine announces ("option name Hash type spin …")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_ENGINE_OPTION_CHECK = 0,
  XQ_ENGINE_OPTION_SPIN,
  XQ_ENGINE_OPTION_COMBO,
  XQ_ENGINE_OPTION_BUTTON,
  XQ_ENGINE_OPTION_STRING,
} XqEngineOptionType;

typedef struct
{
  char              *name;
  XqEngineOptionType type;
  char              *default_value; /* nullable */
  gint64             min, max;      /* spin */
  GStrv              vars;          /* combo: the values it takes; NULL otherwise */
} XqEngineOption;

/* Reads "option name N type T [default D] [min A] [max B] [var V]…" (UCI) or UCCI's "option N type
 * T …" (no "name" keyword). Names and values may hold spaces. Returns NULL when @line is no
 * option line. */
XqEngineOption *xq_engine_option_parse (const char *line) G_GNUC_WARN_UNUSED_RESULT;
void            xq_engine_option_free (XqEngineOption *self);

/* Whether the option is the engine's repetition rule (Pikafish's "Repetition Rule"): a combo
 * whose name speaks of repetition or rules. */
gboolean xq_engine_option_is_rule (const XqEngineOption *self);
/* The value of a rule option that stands for @profile_name ("cxa", "axf", "1957"): a var that
 * names the Chinese rules (cxa, 1957) or the Asian ones (axf), or NULL when none does.
 * Returns: (transfer none) (nullable) */
const char *xq_engine_option_rule_value (const XqEngineOption *self,
                                         const char           *profile_name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqEngineOption, xq_engine_option_free)

G_END_DECLS
