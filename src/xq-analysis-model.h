/* xq-analysis-model.h: engine analysis of the game's current position, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-types.h"
#include "xq-uci-engine.h"

G_BEGIN_DECLS

#define XQ_TYPE_ANALYSIS_MODEL (xq_analysis_model_get_type ())

G_DECLARE_FINAL_TYPE (XqAnalysisModel, xq_analysis_model, XQ, ANALYSIS_MODEL, GObject)

/* Lines shown at the most (MultiPV). */
#define XQ_ANALYSIS_MAX_LINES 5

/* One line of play shown: the allowed lines come first, best first; a forbidden one after them. */
typedef struct
{
  guint    rank;  /* the engine's: 1 for its first choice */
  XqMove   move;  /* the first move */
  char    *score; /* "+0.35", "Red mates in 3" */
  guint    depth;
  char    *moves;     /* the line in the game's notation */
  XqNature heaviest;  /* of the first move, under the profile */
  char    *natures;   /* "捉 chase · 兑" */
  char    *forbidden; /* NULL, or why the first move may not be played ("Forbidden: repeats the cycle (…)") */
} XqAnalysisLine;

XqAnalysisModel *xq_analysis_model_new (XqGameModel *game) G_GNUC_WARN_UNUSED_RESULT;

/* Analysing: the engine is started the first time, and thinks about every position shown. */
gboolean    xq_analysis_model_get_active (XqAnalysisModel *self);
void        xq_analysis_model_set_active (XqAnalysisModel *self,
                                          gboolean         active);
const char *xq_analysis_model_get_engine_path (XqAnalysisModel *self);
void        xq_analysis_model_set_engine_path (XqAnalysisModel *self,
                                               const char      *path);
/* "+0.35", "−1.20" (pawns, from Red's side), "Red mates in 3"; "" before the first answer. */
const char *xq_analysis_model_get_score (XqAnalysisModel *self);
guint       xq_analysis_model_get_depth (XqAnalysisModel *self);
/* The engine's best line in the game's notation. */
const char *xq_analysis_model_get_line (XqAnalysisModel *self);
/* The first move of the line (XQ_MOVE_NONE when there is none): the board draws it. */
guint xq_analysis_model_get_best_move (XqAnalysisModel *self);
/* Lines wanted (1–XQ_ANALYSIS_MAX_LINES): that many allowed lines are shown, then those the
 * engine ranked among them whose first move repeats a cycle the side to move must change. */
guint xq_analysis_model_get_n_lines (XqAnalysisModel *self);
void  xq_analysis_model_set_n_lines (XqAnalysisModel *self,
                                     guint            n_lines);
/* The rules the natures and the forbidden moves are read by (the game's MoveLimit tags too). */
XqProfile xq_analysis_model_get_profile (XqAnalysisModel *self);
void      xq_analysis_model_set_profile (XqAnalysisModel *self,
                                         XqProfile        profile);
/* The engine's hash (MB) and threads (0: its default) and rule option (xq-engine-review.h). */
void xq_analysis_model_set_engine_options (XqAnalysisModel *self,
                                           guint            hash_mb,
                                           guint            threads,
                                           const char      *rule);
/* Each search stops at this depth (0: it runs until the position changes or the analysis stops,
 * as in the app); for tests and scripts, which want the same answer on any machine. */
void xq_analysis_model_set_depth_limit (XqAnalysisModel *self,
                                        guint            depth);
/* The lines shown now (*@n of them); valid until the next "lines-changed".
 * Returns: (transfer none) (array length=n) */
const XqAnalysisLine *xq_analysis_model_get_lines (XqAnalysisModel *self,
                                                   guint           *n);
/* When the engine's first choice is forbidden: "The engine’s first choice, 车二平三, repeats a
 * cycle Red must change: the best allowed move is 炮五平八."; else "". */
const char *xq_analysis_model_get_advice (XqAnalysisModel *self);
/* The first moves of the lines shown, for the board's arrows: a(qyb), the move, its weight
 * (100 for the best line, less for the others) and whether it is forbidden.
 * Returns: (transfer none) */
GVariant *xq_analysis_model_get_hints (XqAnalysisModel *self);
/* What the engine is doing, or why it cannot ("No engine at …"). */
const char *xq_analysis_model_get_message (XqAnalysisModel *self);
/* Whether the message is a failure. */
gboolean xq_analysis_model_get_failed (XqAnalysisModel *self);

G_END_DECLS
