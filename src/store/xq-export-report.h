/* xq-export-report.h: what a TRF-16 rating report says of the event and its players
 *
 * Header lines (FIDE TRF-16): 012 name, 022 city, 032 federation, 042 start and 052 end date
 * (YYYY/MM/DD), 062 players, 072 rated players, 082 teams, 092 type, 102 chief arbiter, 112 each
 * deputy arbiter (deputies separated by ";" in the event), 122 time control, 132 the date of each
 * round (YY/MM/DD from column 92, 10 columns a round). Lines the event has nothing for are left
 * out. A player's 001 line carries the register's sex (m/w, column 10), title (11–13),
 * federation (54–56) and birth date (70–79, YYYY/MM/DD; a year alone as YYYY/00/00).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-tournament.h"

G_BEGIN_DECLS

void xq_export_trf_header (GString           *out,
                           const XqEventData *data,
                           guint              players,
                           guint              rated,
                           guint              teams,
                           const char        *type);
/* Columns 1–80 of player @player's 001 line (number @number), up to where the points begin. */
void xq_export_trf_player (GString           *line,
                           const XqEventData *data,
                           guint              number,
                           gint64             player,
                           const char        *name,
                           int                rating,
                           const char        *federation_id);

G_END_DECLS
