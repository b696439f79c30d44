/* xq-csv.h: reading CSV exactly (RFC 4180), or saying where it cannot be read
 *
 * Fields are separated by commas; a field may be quoted ("…", with "" for a quote inside); records
 * end with CRLF or LF. What is refused, with the line and column: bytes that are not UTF-8, a NUL
 * byte, a CR that does not end a line (old Mac files: every line ending with CR alone), a quote
 * inside an unquoted field, text after a closing quote, a quoted field that never closes. A UTF-8
 * byte-order mark at the start is skipped; a last line without a line end is read; blank lines
 * are skipped. Line breaks inside quoted fields are kept as they are (the caller decides).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint      line;    /* 1-based line the record starts on */
  GPtrArray *fields;  /* char * */
  GArray    *columns; /* guint: 1-based column (in characters) each field starts at */
} XqCsvRecord;

/* The records of @text (@length bytes), or NULL with @error (XQ_STORE_ERROR_INVALID) naming the
 * line and column. Returns: (transfer full) (element-type XqCsvRecord) (nullable). */
GArray *xq_csv_parse (const char *text,
                      gsize       length,
                      GError    **error) G_GNUC_WARN_UNUSED_RESULT;

/* Sets @error (XQ_STORE_ERROR_INVALID) to “line @line, column @column: @what”; returns FALSE. */
gboolean xq_csv_field_error (GError    **error,
                             guint       line,
                             guint       column,
                             const char *what);

/* A whole number from @min to @max written with digits only, spaces around allowed ("" gives
 * @empty): “1,500”, “1.5”, “+3” and “1e3” are refused, never read as part of a number. */
gboolean xq_csv_read_number (const char *text,
                             int         min,
                             int         max,
                             int         empty,
                             int        *out);

G_END_DECLS
