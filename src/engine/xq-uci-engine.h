/* xq-uci-engine.h: a UCI (or UCCI) chess engine in a child process, analysing positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-engine-option.h"
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

/* Lines an engine may be asked for at once (MultiPV). */
#define XQ_ENGINE_MAX_LINES 16

/* What the engine said about the position so far: one line of play (MultiPV gives several,
 * best first). Scores are from Red's side (the engine's own, from the side to move, turned round
 * when Black is to move). */
typedef struct
{
  guint    multipv; /* 1 for the best line, 2 for the next, … */
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

/* The options the engine announced (XqEngineOption), once started.
 * Returns: (transfer none) */
GPtrArray *xq_uci_engine_get_options (XqUciEngine *self);
/* Returns: (transfer none) (nullable): the option called @name (any case), if announced. */
const XqEngineOption *xq_uci_engine_find_option (XqUciEngine *self,
                                                 const char  *name);
/* Returns: (transfer none) (nullable): the engine's repetition-rule option (Pikafish's
 * "Repetition Rule"), if it has one. */
const XqEngineOption *xq_uci_engine_get_rule_option (XqUciEngine *self);
/* Sets an option the engine announced ("setoption name N value V"; UCCI "setoption N V"): sent
 * at once when the engine waits, else before its next search. FALSE (and nothing sent) when the
 * engine has no such option. */
gboolean xq_uci_engine_set_option (XqUciEngine *self,
                                   const char  *name,
                                   const char  *value);
/* The hash table in MB and the search threads, under whichever name the engine gives them (UCI
 * "Hash"/"Threads", UCCI "hashsize"/"threads"); 0 leaves the engine's default. */
void xq_uci_engine_set_hash (XqUciEngine *self,
                             guint        megabytes);
void xq_uci_engine_set_threads (XqUciEngine *self,
                                guint        threads);
/* Lines of play to find at once (MultiPV), for the searches to come; 1 for engines without the
 * option. Returns the number the engine will give. */
guint xq_uci_engine_set_lines (XqUciEngine *self,
                               guint        lines);

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
/* The same, searching only @moves (UCI "searchmoves"; n_moves 0: every move). */
void xq_uci_engine_analyse_among (XqUciEngine      *self,
                                  const XqPosition *pos,
                                  guint             depth,
                                  guint             movetime_ms,
                                  const XqMove     *moves,
                                  guint             n_moves);
/* Stops the search (its "done" is not emitted). */
void xq_uci_engine_stop (XqUciEngine *self);
/* Ends the process. */
void xq_uci_engine_quit (XqUciEngine *self);
/* Ends the process and waits (briefly: it is killed) until it is gone, reaped and all. */
void xq_uci_engine_quit_and_wait (XqUciEngine *self);

/* The latest info of the search running or last done: its best line. */
const XqEngineInfo *xq_uci_engine_get_info (XqUciEngine *self);
/* All its lines, best first (*@n of them; lines not yet reported are left out).
 * Returns: (transfer none) (array length=n) */
const XqEngineInfo *xq_uci_engine_get_lines (XqUciEngine *self,
                                             guint       *n);

/* Reads an engine's move ("h2e2"; "h3e3" when @ranks_from_one, as Fairy-Stockfish writes them). */
XqMove xq_uci_parse_move (const char *text,
                          gboolean    ranks_from_one);
/* Writes @move for the engine into @buf (at least 7 bytes). */
void xq_uci_write_move (XqMove   move,
                        gboolean ranks_from_one,
                        char    *buf);
/* Which line an "info …" line is about: its "multipv" number, 1 when it has none. */
guint xq_uci_info_line_number (const char *line);
/* Parses one "info …" line about @pos into @info (only the fields present change). Returns FALSE
 * for info lines without a score (currmove, string, …). */
gboolean xq_uci_parse_info (const char       *line,
                            const XqPosition *pos,
                            gboolean          ranks_from_one,
                            XqEngineInfo     *info);

G_END_DECLS
