/* xq-engine-test.h: what the tests against Debian's Fairy-Stockfish share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-records.h"

G_BEGIN_DECLS

/* A real game with a forbidden cycle, in the shared corpus: Red chases perpetually from ply 39
 * on (CXA 26.4); 52 plies. */
#define XQ_ENGINE_TEST_REAL_GAME "records/real/Yvonne761-CCPD/對局/大師對局__以棋手分類__許銀川__00000759.pgn"

/* Whether the engine is installed; the test is skipped when not. */
gboolean xq_engine_test_have_engine (void);
/* The path of XQ_ENGINE_TEST_REAL_GAME, or NULL (and the test skipped) without the corpus. */
char *xq_engine_test_real_game_path (void) G_GNUC_WARN_UNUSED_RESULT;
/* Its first game, or NULL (and the test skipped). */
XqGame *xq_engine_test_load_real_game (void) G_GNUC_WARN_UNUSED_RESULT;
/* Our child processes, in any state (zombies too): an engine left behind shows here. */
guint xq_engine_test_count_children (void);
/* For g_timeout_add_seconds(): fails the test, naming what did not come. */
gboolean xq_engine_test_timeout_cb (gpointer what);

G_END_DECLS
