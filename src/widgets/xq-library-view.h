/* xq-library-view.h: the Library page: the rule examples by topic, searchable, and their quiz
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_LIBRARY_VIEW (xq_library_view_get_type ())

G_DECLARE_FINAL_TYPE (XqLibraryView, xq_library_view, XQ, LIBRARY_VIEW, GtkWidget)

GtkWidget *xq_library_view_new (void);

/* The example chosen in the list. Returns: (transfer none) (nullable) */
XqExampleItem *xq_library_view_get_selected (XqLibraryView *self);
/* Chooses example @id (clearing a search that hides it); FALSE when there is none. */
gboolean xq_library_view_select (XqLibraryView *self,
                                 const char    *id);
/* The quiz running, or NULL. Returns: (transfer none) (nullable) */
XqQuizModel *xq_library_view_get_quiz (XqLibraryView *self);
/* The page's board, for the window to apply the board preferences (pieces, coordinates).
 * Returns: (transfer none) */
GtkWidget *xq_library_view_get_board_view (XqLibraryView *self);
/* Prints the examples listed, six diagrams to a page (a coach's handout of a topic): through the
 * print dialog, or to the PDF @export_to with GTK_PRINT_OPERATION_ACTION_EXPORT. */
gboolean xq_library_view_print_handout (XqLibraryView          *self,
                                        GtkPrintOperationAction action,
                                        const char             *export_to,
                                        int                    *n_pages,
                                        GError                **error);

G_END_DECLS
