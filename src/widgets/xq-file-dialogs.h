/* xq-file-dialogs.h: where file dialogs open, and the names they suggest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Kinds of files whose folders are remembered apart */
#define XQ_FILE_KIND_GAME    "game"    /* game records opened and saved */
#define XQ_FILE_KIND_IMAGE   "image"   /* the board exported */
#define XQ_FILE_KIND_REPORT  "report"  /* ruling reports */
#define XQ_FILE_KIND_PRINT   "print"   /* printed to a file */
#define XQ_FILE_KIND_TABLE   "table"   /* the desk's exports */
#define XQ_FILE_KIND_EVENTS  "events"  /* events files */
#define XQ_FILE_KIND_PLAYERS "players" /* players imported */

/* The folder a dialog for files of @kind opens in: the last one used for that kind, else the
 * Documents folder (else the home folder); never the folder Qili was started in.
 * Returns: (transfer full) */
GFile *xq_file_dialog_get_folder (const char *kind) G_GNUC_WARN_UNUSED_RESULT;
/* Remembers the folder of @file for files of @kind. */
void xq_file_dialog_remember (const char *kind,
                              GFile      *file);
/* Opens @chooser in the folder for @kind and, when saving, suggests @name (nullable; made safe
 * for a file name: no '/'). */
void xq_file_dialog_prepare (GtkFileChooser *chooser,
                             const char     *kind,
                             const char     *name);
/* Print to File in @operation's dialog suggests @name in the folder used last for printing. */
void xq_file_dialog_print_to (GtkPrintOperation *operation,
                              const char        *name);
/* After printing: remembers the folder printed to, if it was a file. */
void xq_file_dialog_printed (GtkPrintOperation *operation);
/* Runs @operation for @parent: with GTK_PRINT_OPERATION_ACTION_EXPORT to the PDF @export_to;
 * else through the print dialog, Print to File suggesting @name (a PDF) in the folder printed to
 * last, which it remembers. Returns: whether it ran without an error. */
gboolean xq_file_dialog_run_print (GtkPrintOperation      *operation,
                                   GtkWindow              *parent,
                                   GtkPrintOperationAction action,
                                   const char             *export_to,
                                   const char             *name,
                                   GError                **error);
/* @name with what a file name cannot hold ('/', '\\', control characters) replaced.
 * Returns: (transfer full) */
char *xq_file_dialog_clean_name (const char *name) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
