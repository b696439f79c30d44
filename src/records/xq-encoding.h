/* xq-encoding.h: the text encodings of game records, detected and converted to UTF-8
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_ENCODING_UTF8 = 0,
  XQ_ENCODING_GB18030, /* also GBK and GB2312, which it contains */
  XQ_ENCODING_BIG5,
  XQ_ENCODING_UTF16LE, /* only with a byte-order mark */
  XQ_ENCODING_UTF16BE,
} XqEncoding;

/* Guesses the encoding of @data: a byte-order mark decides; otherwise UTF-8 when the bytes are
 * (nearly all) UTF-8, else whichever of GB18030 and Big5 reads more of the characters found in
 * game records. @bom_len (nullable) receives the length of the byte-order mark. */
XqEncoding xq_encoding_detect (const char *data,
                               gsize       len,
                               gsize      *bom_len);

/* For a short text (a name) in a legacy encoding, where xq_encoding_detect() has too little to
 * go on: UTF-8 when it is UTF-8, else whichever of GB18030 and Big5 reads it with fewer
 * characters that are no Chinese text (kana, box drawing, private use: what one encoding makes
 * of the other's bytes), then with more characters of game records; @fallback on a tie. */
XqEncoding xq_encoding_detect_short (const char *data,
                                     gsize       len,
                                     XqEncoding  fallback);

/* The iconv name ("UTF-8", "GB18030", "BIG5", …). */
const char *xq_encoding_get_name (XqEncoding encoding);

/* TRUE for encodings where every byte >= 0x80 starts a two-byte unit (GB18030's four-byte
 * characters are two such units), so that ASCII bytes after it are not syntax. */
gboolean xq_encoding_is_double_byte (XqEncoding encoding);

/* Converts @data (without BOM) to UTF-8. Byte sequences that are not valid in @encoding become
 * U+FFFD, so this never fails; a NUL byte also becomes U+FFFD. @out_len (nullable) gets the
 * length of the result. */
char *xq_encoding_to_utf8 (XqEncoding  encoding,
                           const char *data,
                           gsize       len,
                           gsize      *out_len) G_GNUC_WARN_UNUSED_RESULT;

/* Converts UTF-8 @text to @charset (an iconv name: "GBK", "GB18030", "BIG5", "UTF-16LE", …) for
 * writing. Strict: a character @charset cannot hold is an error (XQ_RECORD_ERROR_ENCODING,
 * message naming the character), and *@bad_offset (nullable) receives its byte offset in @text.
 * Returns: (transfer full) (nullable): the bytes, @out_len of them */
char *xq_encoding_from_utf8 (const char *charset,
                             const char *text,
                             gsize       len,
                             gsize      *out_len,
                             gsize      *bad_offset,
                             GError    **error) G_GNUC_WARN_UNUSED_RESULT;

/* Comment text as the readers store it: line breaks as "\n", ASCII spaces and line breaks at
 * both ends removed; NULL when nothing is left. */
char *xq_encoding_clean_comment (const char *text,
                                 gssize      len) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
