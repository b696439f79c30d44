/* xq-record-error.c: the error domain of the game-record readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-records"

#include "config.h"

#include "xq-record-error.h"

G_DEFINE_QUARK (xq - record - error - quark, xq_record_error)
