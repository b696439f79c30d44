/* xq-store-error.h: the error domain of the store layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define XQ_STORE_ERROR (xq_store_error_quark ())

typedef enum {
  XQ_STORE_ERROR_IO,         /* the file cannot be read or written */
  XQ_STORE_ERROR_FOREIGN,    /* a SQLite file of another application */
  XQ_STORE_ERROR_CORRUPT,    /* not a database, or a damaged one */
  XQ_STORE_ERROR_TOO_NEW,    /* written by a newer Qili */
  XQ_STORE_ERROR_MIGRATION,  /* an upgrade failed and was rolled back */
  XQ_STORE_ERROR_CONSTRAINT, /* the change would break the event's rules */
  XQ_STORE_ERROR_NOT_FOUND,  /* no such event, player, round or board */
  XQ_STORE_ERROR_INVALID,    /* bad input */
  XQ_STORE_ERROR_NO_PAIRING, /* no pairing satisfies the absolute criteria */
  XQ_STORE_ERROR_BUSY,       /* another program holds the file */
  XQ_STORE_ERROR_READ_ONLY,  /* the file may only be read */
  XQ_STORE_ERROR_FULL,       /* the disk is full */
  XQ_STORE_ERROR_DUPLICATE,  /* a name already there, refused unless allowed */
} XqStoreError;

GQuark xq_store_error_quark (void);

G_END_DECLS
