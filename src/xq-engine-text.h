/* xq-engine-text.h: what to tell the user when an engine cannot be used
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* For @error (XQ_ENGINE_ERROR, or any) about the engine at @path: "There is no engine at …",
 * "… does not answer as a UCI or UCCI engine", else "The engine … stopped (…)", translated. */
char *xq_engine_problem_text (const GError *error,
                              const char   *path) G_GNUC_WARN_UNUSED_RESULT;

/* A score from Red's side: "+0.35", "−1.20" (pawns), "Red mates in 3", "Black mates in 2". */
char *xq_engine_score_text (gboolean is_mate,
                            int      score) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
