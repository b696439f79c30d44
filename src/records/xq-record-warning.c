/* xq-record-warning.c: a part of a game file that could not be read, and where it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-warning.h"

#include <string.h>

/**
 * xq_record_warning_new:
 *
 * Returns: (transfer full): a warning
 */
XqRecordWarning *
xq_record_warning_new (guint         game,
                       int           line,
                       int           column,
                       gint64        offset,
                       XqRecordError code,
                       const char   *message)
{
  XqRecordWarning *self = g_new0 (XqRecordWarning, 1);

  g_return_val_if_fail (message != NULL, NULL);
  self->game = game;
  self->line = line;
  self->column = column;
  self->offset = offset;
  self->code = code;
  self->message = g_strdup (message);
  return self;
}

/**
 * xq_record_warning_copy:
 *
 * Returns: (transfer full): a copy
 */
XqRecordWarning *
xq_record_warning_copy (const XqRecordWarning *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return xq_record_warning_new (self->game, self->line, self->column, self->offset, self->code, self->message);
}

void
xq_record_warning_free (XqRecordWarning *self)
{
  if (self == NULL)
    return;
  g_free (self->message);
  g_free (self);
}

/**
 * xq_record_warning_to_string:
 *
 * Returns: (transfer full): the place and the message on one line
 */
char *
xq_record_warning_to_string (const XqRecordWarning *self)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (self != NULL, NULL);
  g_string_append_printf (s, "game %u", self->game);
  if (self->line > 0)
    {
      g_string_append_printf (s, ", line %d", self->line);
      if (self->column > 0)
        g_string_append_printf (s, ", column %d", self->column);
    }
  else if (self->offset >= 0)
    g_string_append_printf (s, ", byte offset %" G_GINT64_FORMAT " (0x%" G_GINT64_MODIFIER "x)", self->offset,
                            self->offset);
  g_string_append_printf (s, ": %s", self->message);
  return g_string_free (s, FALSE);
}

/**
 * xq_record_warnings_new:
 *
 * Returns: (transfer full) (element-type XqRecordWarning): an empty array
 */
GPtrArray *
xq_record_warnings_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) xq_record_warning_free);
}

/**
 * xq_record_then:
 *
 * Returns: (transfer full): "@what; @then"
 */
char *
xq_record_then (const char *what,
                const char *then)
{
  gsize n = strlen (what);

  while (n > 0 && what[n - 1] == '.')
    n--;
  return g_strdup_printf ("%.*s; %s", (int) n, what, then);
}
