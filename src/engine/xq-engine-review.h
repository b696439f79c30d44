/* xq-engine-review.h: an engine over every position of a game, with the rules' events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-records.h"
#include "xq-uci-engine.h"

G_BEGIN_DECLS

/* Which engine, and how long it thinks about each position. */
typedef struct
{
  const char *engine_path; /* NULL: XQ_ENGINE_DEFAULT_PATH */
  guint       depth;       /* plies per position, or */
  guint       movetime_ms; /* milliseconds per position (one of the two is set) */
  guint       hash_mb;     /* 0: the engine's default */
  guint       threads;     /* 0: the engine's default */
  const char *rule;        /* the engine's rule option: NULL or "" to follow the profile,
                            * XQ_ENGINE_RULE_DEFAULT to leave it, or one of its values */
} XqEngineSettings;

/* The engine's own rule, untouched. */
#define XQ_ENGINE_RULE_DEFAULT "engine-default"

/* Sets @engine's hash, threads and rule option (for @profile) from @settings. */
void xq_engine_settings_apply (const XqEngineSettings *settings,
                               XqUciEngine            *engine,
                               XqProfile               profile);

/* What the engine thinks of one position of the game. */
typedef struct
{
  guint    ply;     /* the position after this ply (0: the start) */
  XqColor  side;    /* to move there */
  gboolean over;    /* checkmate or stalemate: not searched; the side to move has lost */
  gboolean is_mate; /* @score is moves to mate (> 0: Red mates) */
  int      score;   /* from Red's side: centipawns or moves to mate */
  guint    depth;
  XqMove   best;         /* the best move here among those the rules allow (XQ_MOVE_NONE when over) */
  guint    n_forbidden;  /* moves left out: they repeat a cycle the side to move must change */
  XqMove   forbidden[4]; /* the first of them */
} XqEngineEval;

/* Scores beyond this (centipawns) and mates count as this much: a move from +25 to +12 pawns is
 * no mistake, one from a mate to +3 is. */
#define XQ_ENGINE_SCORE_CAP 1000

/* The evaluation in centipawns for Red, capped at ±XQ_ENGINE_SCORE_CAP. */
int xq_engine_eval_value (const XqEngineEval *eval);

/* The drops in score (centipawns, for the side that moved) that make a move ?!, ? and ??. */
typedef struct
{
  guint dubious;
  guint mistake;
  guint blunder;
} XqMistakeThresholds;

#define XQ_MISTAKE_DUBIOUS_DEFAULT 80
#define XQ_MISTAKE_MISTAKE_DEFAULT 150
#define XQ_MISTAKE_BLUNDER_DEFAULT 300

void xq_mistake_thresholds_init (XqMistakeThresholds *thresholds);

/* The glyph (XQ_NAG_DUBIOUS, _MISTAKE, _BLUNDER or _NONE) of @move, played from the position
 * @before evaluates to the one @after evaluates: by how much it lost (*@loss, nullable) for the
 * side that played it. The engine's own choice and a move with no other are never marked. */
XqNag xq_engine_mark_move (const XqEngineEval        *before,
                           const XqEngineEval        *after,
                           XqMove                     move,
                           gboolean                   only_move,
                           const XqMistakeThresholds *thresholds,
                           int                       *loss);

/* After each position: @eval, and how many of @total positions are done. */
typedef void (*XqEngineReviewFunc) (const XqEngineEval *eval,
                                    guint               done,
                                    guint               total,
                                    gpointer            user_data);

/* Runs the engine over every position of @start + @moves (legal), in this thread, on a main
 * context of its own: blocks until done, failed or @cancellable is cancelled, and returns only
 * once the engine process is gone. Each position is searched among the moves the rules allow
 * there (@opts: a move that repeats a cycle its side must change is left out, and counted). The
 * evaluations go to @evals (XqEngineEval, in ply order) as they come, and to @func (nullable).
 * @engine_name (nullable) gets the engine's name. FALSE with @error when the engine cannot be
 * started or dies (@evals keeps what was done), or G_IO_ERROR_CANCELLED. */
gboolean xq_engine_review_run (const XqEngineSettings *settings,
                               const XqPosition       *start,
                               const XqMove           *moves,
                               guint                   n_moves,
                               const XqJudgeOptions   *opts,
                               GCancellable           *cancellable,
                               XqEngineReviewFunc      func,
                               gpointer                user_data,
                               GArray                 *evals,
                               char                  **engine_name,
                               GError                **error);

G_END_DECLS
