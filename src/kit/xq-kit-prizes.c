/* xq-kit-prizes.c: the prize list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-kit"

#include "config.h"

#include "xq-kit-prizes.h"

#include <gio/gio.h>

#include "xq-catalog.h"

XqKitTable *
xq_kit_prizes_table (XqKitEvent *event,
                     GError    **error)
{
  /* The event file keeps no prizes yet. */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, XQ_T (xq_kit_event_get_lang (event), "No prizes are set for this event"));
  return NULL;
}
