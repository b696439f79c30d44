/* xq-tournament-ui.h: what the tournament views share: translated names of the settings, messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-tournament.h"

G_BEGIN_DECLS

/* The store's preset names, in the order a menu lists them; NULL-terminated. */
extern const char *const xq_tournament_ui_presets[];

/* Every function returns a translated static string: (transfer none). */
const char *xq_tournament_ui_system (XqSystem system);
const char *xq_tournament_ui_scoring (XqScoring scoring);
/* "Team Swiss (分台制)" and the like. */
const char *xq_tournament_ui_team_system (XqSystem system);
/* "Match won 2, drawn 1, lost 0". */
const char *xq_tournament_ui_match_points (XqScoring scoring);
const char *xq_tournament_ui_method (XqPairingMethod method);
const char *xq_tournament_ui_profile (XqProfile profile);
/* A tie-break as the editor lists it, and as a column heading. */
const char *xq_tournament_ui_tiebreak (XqTiebreak tiebreak);
const char *xq_tournament_ui_tiebreak_short (XqTiebreak tiebreak);
/* What a crosstable's cells mean, for a team or an individual event. */
const char *xq_tournament_ui_crosstable_note (gboolean teams);
/* What a preset is for ("CXA 14.1: round robin"). */
const char *xq_tournament_ui_preset (const char *preset);
/* A name in a table: "Name (withdrew)", "Name · play-off". Returns: (transfer full). */
char *xq_tournament_ui_standing_name (const char *name,
                                      gboolean    withdrawn,
                                      gboolean    playoff) G_GNUC_WARN_UNUSED_RESULT;
/* A knockout round named by its number of matches: Final, Semi-finals, …; else "Round N".
 * Returns: (transfer full). */
char *xq_tournament_ui_knockout_round (guint round,
                                       guint n_matches) G_GNUC_WARN_UNUSED_RESULT;

/* Shows @message in the toast overlay around @widget (the window's), or logs it when there is none. */
void xq_tournament_ui_toast (GtkWidget  *widget,
                             const char *message);
/* Shows an error of an operation as a toast: "@what: @error->message". */
void xq_tournament_ui_error (GtkWidget    *widget,
                             const char   *what,
                             const GError *error);

/* A column showing element @index of the string-array property @property of the rows' items
 * (tie-break values, crosstable cells), kept up to date as the item changes.
 * Returns: (transfer full). */
GtkColumnViewColumn *xq_tournament_ui_strv_column (const char *title,
                                                   const char *property,
                                                   guint       index) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
