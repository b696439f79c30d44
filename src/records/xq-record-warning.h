/* xq-record-warning.h: a part of a game file that could not be read, and where it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-game.h"
#include "xq-record-error.h"

G_BEGIN_DECLS

/* The readers are lenient: a damaged game, record or tag does not lose the rest of the file.
 * Every part they skip or cut short is one warning: which game, where in the file (line and
 * column in a text format, byte offset in a binary one) and what was wrong. */
typedef struct
{
  guint         game;    /* 1-based number of the game in the file */
  int           line;    /* 1-based; 0 in binary formats */
  int           column;  /* 1-based character column; 0 when not known */
  gint64        offset;  /* byte offset in binary formats; -1 in text formats */
  XqRecordError code;    /* the kind of damage */
  char         *message; /* what was wrong and what was not read, without the place */
} XqRecordWarning;

/* Returns: (transfer full) */
XqRecordWarning *xq_record_warning_new (guint         game,
                                        int           line,
                                        int           column,
                                        gint64        offset,
                                        XqRecordError code,
                                        const char   *message) G_GNUC_WARN_UNUSED_RESULT;
/* Returns: (transfer full) */
XqRecordWarning *xq_record_warning_copy (const XqRecordWarning *self) G_GNUC_WARN_UNUSED_RESULT;
void             xq_record_warning_free (XqRecordWarning *self);

/* "game G, line L, column C: what" or "game G, byte offset B (0xB): what" (the form of
 * qili-cli's warnings: the place in English, the message as read).
 * Returns: (transfer full) */
char *xq_record_warning_to_string (const XqRecordWarning *self) G_GNUC_WARN_UNUSED_RESULT;

/* "WHAT; THEN": what was wrong, then what was not read (a final '.' of @what dropped).
 * Returns: (transfer full) */
char *xq_record_then (const char *what,
                      const char *then) G_GNUC_WARN_UNUSED_RESULT;

/* A new array that frees its warnings.
 * Returns: (transfer full) (element-type XqRecordWarning) */
GPtrArray *xq_record_warnings_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* How the reader of a file of several games hands out each game, in order: @game (transfer
 * full) is NULL when nothing of it could be read, @error (transfer full) then saying why;
 * @warnings (transfer full, element-type XqRecordWarning) are its parts not read; @line is the
 * line where it starts. */
typedef void (*XqRecordGameFunc) (XqGame    *game,
                                  GPtrArray *warnings,
                                  GError    *error,
                                  int        line,
                                  gpointer   user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqRecordWarning, xq_record_warning_free)

G_END_DECLS
