/* xq-engine-text.c: what to tell the user when an engine cannot be used
 *
 * The analysis and the game review say the same things about the same engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine-text"

#include "config.h"

#include "xq-engine-text.h"

#include <glib/gi18n.h>

#include "xq-uci-engine.h"

char *
xq_engine_problem_text (const GError *error,
                        const char   *path)
{
  g_return_val_if_fail (error != NULL && path != NULL, NULL);

  if (g_error_matches (error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_MISSING))
    return g_strdup_printf (_ ("There is no engine at %s. Install Fairy-Stockfish (the fairy-stockfish "
                               "package) or choose an engine in Preferences."),
                            path);
  if (g_error_matches (error, XQ_ENGINE_ERROR, XQ_ENGINE_ERROR_PROTOCOL))
    return g_strdup_printf (_ ("%s does not answer as a UCI or UCCI engine. Choose another engine in "
                               "Preferences."),
                            path);
  /* TRANSLATORS: the engine's path, and what went wrong (in English, from the engine) */
  return g_strdup_printf (_ ("The engine %s stopped (%s)."), path, error->message);
}

char *
xq_engine_score_text (gboolean is_mate,
                      int      score)
{
  if (is_mate && score > 0)
    return g_strdup_printf (_ ("Red mates in %d"), score);
  if (is_mate && score < 0)
    return g_strdup_printf (_ ("Black mates in %d"), -score);
  if (is_mate)
    return g_strdup (_ ("Mate"));
  /* Pawns from Red's side, with a sign */
  return g_strdup_printf ("%s%d.%02d", score < 0 ? "−" : "+", ABS (score) / 100, ABS (score) % 100);
}
