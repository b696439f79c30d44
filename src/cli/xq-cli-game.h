/* xq-cli-game.h: helpers of the qili-cli subcommands that read game files (review, analyse)
 *
 * Apart from xq-cli.h: the records layer's XqGame is not the store's, which the tournament
 * commands see.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-cli.h"
#include "xq-records.h"

G_BEGIN_DECLS

/* Adds the members of a ruling as qili-cli review prints it (after file, game and ply):
 * "result", "reason", "must_change", "clause" (English, as judge gives it), "red_pattern",
 * "black_pattern", "repetitions", "cycle". @moves: the game, @f one of its findings. */
void xq_cli_add_finding (JsonBuilder      *b,
                         const XqPosition *start,
                         const XqMove     *moves,
                         XqProfile         profile,
                         const XqFinding  *f);
/* Game @index (0-based) of @file, as review and analyse --review read it: each part not read is a
 * warning line naming @shown (the file as the user wrote it), and so is a MoveLimit tag that
 * cannot be applied; *@skipped counts them. @opts gets the game's judge options under @profile.
 * NULL when nothing of the game could be read, or only its tags. */
XqGame *xq_cli_load_game (XqRecordFile   *file,
                          const char     *shown,
                          guint           index,
                          XqProfile       profile,
                          XqJudgeOptions *opts,
                          guint          *skipped) G_GNUC_WARN_UNUSED_RESULT;
G_END_DECLS
