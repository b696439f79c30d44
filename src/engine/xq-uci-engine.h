/* xq-uci-engine.h: a UCI (or UCCI) chess engine in a child process, analysing positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-rules.h"

G_BEGIN_DECLS

#define XQ_ENGINE_ERROR (xq_engine_error_quark ())

typedef enum {
  XQ_ENGINE_ERROR_MISSING,  /* no program at the path, or not executable */
  XQ_ENGINE_ERROR_PROTOCOL, /* it does not speak UCI or UCCI (no uciok/ucciok in time) */
  XQ_ENGINE_ERROR_CRASHED,  /* it exited or closed its output while analysing */
} XqEngineError;

GQuark xq_engine_error_quark (void);

/* Debian's Fairy-Stockfish, which plays xiangqi with "setoption name UCI_Variant value xiangqi". */
#define XQ_ENGINE_DEFAULT_PATH "/usr/games/fairy-stockfish"

/* What the engine said about the position so far. Scores are from Red's side (the engine's own,
 * from the side to move, turned round when Black is to move). */
typedef struct
{
  guint    depth;
  gboolean is_mate; /* score is moves to mate: > 0 Red mates, < 0 Black mates */
  int      score;   /* centipawns, or moves to mate */
  XqMove   pv[64];  /* the best line, legal from the position analysed */
  guint    pv_length;
  guint64  nodes;
} XqEngineInfo;

#define XQ_TYPE_UCI_ENGINE (xq_uci_engine_get_type ())

G_DECLARE_FINAL_TYPE (XqUciEngine, xq_uci_engine, XQ, UCI_ENGINE, GObject)

XqUciEngine *xq_uci_engine_new (const char *path) G_GNUC_WARN_UNUSED_RESULT;

const char  *xq_uci_engine_get_path (XqUciEngine *self);
/* "Fairy-Stockfish 11.1 LB 64" once started (its "id name"), else the file's name. */
const char *xq_uci_engine_get_name (XqUciEngine *self);
/* Whether a search is running. */
gboolean xq_uci_engine_get_busy (XqUciEngine *self);

/* Starts the process and speaks UCI to it (UCCI if it does not answer "uci"); completes once it
 * is ready, or with an XQ_ENGINE_ERROR. */
void     xq_uci_engine_start_async (XqUciEngine        *self,
                                    GCancellable       *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer            user_data);
gboolean xq_uci_engine_start_finish (XqUciEngine  *self,
                                     GAsyncResult *result,
                                     GError      **error);

/* Analyses @pos (after the game's moves): stops any search running first. @depth > 0 or
 * @movetime_ms > 0 limit the search, else it runs until xq_uci_engine_stop(). Emits "info" as
 * the engine deepens and "done" with its best move at the end; "failed" if the engine dies. */
void xq_uci_engine_analyse (XqUciEngine      *self,
                            const XqPosition *pos,
                            guint             depth,
                            guint             movetime_ms);
/* Stops the search (its "done" is not emitted). */
void xq_uci_engine_stop (XqUciEngine *self);
/* Ends the process. */
void xq_uci_engine_quit (XqUciEngine *self);

/* The latest info of the search running or last done. */
const XqEngineInfo *xq_uci_engine_get_info (XqUciEngine *self);

/* Reads an engine's move ("h2e2"; "h3e3" when @ranks_from_one, as Fairy-Stockfish writes them). */
XqMove xq_uci_parse_move (const char *text,
                          gboolean    ranks_from_one);
/* Writes @move for the engine into @buf (at least 7 bytes). */
void xq_uci_write_move (XqMove   move,
                        gboolean ranks_from_one,
                        char    *buf);
/* Parses one "info …" line about @pos into @info (only the fields present change). Returns FALSE
 * for info lines without a score (currmove, string, …). */
gboolean xq_uci_parse_info (const char       *line,
                            const XqPosition *pos,
                            gboolean          ranks_from_one,
                            XqEngineInfo     *info);

G_END_DECLS
