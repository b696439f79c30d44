/* xq-record-error.h: the error domain of the game-record readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define XQ_RECORD_ERROR (xq_record_error_quark ())

/* Every message starts with where the problem is: "Line 12, column 5: …" for text formats,
 * "Byte offset 1064 (0x428): …" for XQF. */
typedef enum {
  XQ_RECORD_ERROR_UNKNOWN_FORMAT, /* neither PGN, XQF nor FEN */
  XQ_RECORD_ERROR_ENCODING,       /* text in none of the encodings we read */
  XQ_RECORD_ERROR_SYNTAX,         /* PGN or FEN-file structure is broken */
  XQ_RECORD_ERROR_BAD_POSITION,   /* the start position (FEN tag, XQF set-up) is not valid */
  XQ_RECORD_ERROR_ILLEGAL_MOVE,   /* a move cannot be read or is not legal where it stands */
  XQ_RECORD_ERROR_DAMAGED,        /* XQF data is cut short or inconsistent */
  XQ_RECORD_ERROR_UNSUPPORTED,    /* an XQF version we do not know */
  XQ_RECORD_ERROR_NO_GAME,        /* the file holds no game; also a game index out of range */
  XQ_RECORD_ERROR_TOO_DEEP,       /* variations nested deeper than XQ_GAME_MAX_DEPTH */
  XQ_RECORD_ERROR_CHANGED,        /* the file changed on disk since it was read (saving) */
} XqRecordError;

GQuark xq_record_error_quark (void);

G_END_DECLS
