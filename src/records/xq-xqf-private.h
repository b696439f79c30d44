/* xq-xqf-private.h: the layout of XQF files, shared by the reader and the writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-xqf.h"

G_BEGIN_DECLS

/* What versions 1.1 and later draw their key stream from. */
extern const char xq_xqf_copyright[33];

/* Piece kinds of the 16 set-up slots of each side (Red's first, then Black's). */
extern const XqKind xq_xqf_slot_kinds[16];

/* The header's strings, in the order the reader sets them as tags: the tag, the offset of the
 * length byte, the bytes the field holds. The entry without a tag stands for the result. */
typedef struct
{
  const char *tag;
  gsize       offset;
  gsize       capacity;
} XqXqfField;

extern const XqXqfField xq_xqf_fields[12];

/* Qili marks an XQF file it writes whose text its reader could not tell from Big5 by the bytes
 * alone (text in traditional characters, say): the header's last reserved bytes, which XQStudio
 * leaves unused, then say the text is GB18030 (GBK). */
#define XQ_XQF_MARK_OFFSET 0x3f0
extern const char xq_xqf_mark[16];

/* The key schedule's square: 54 x² + 221, modulo 256. */
static inline guint8
xq_xqf_square54 (guint8 x)
{
  return (guint8) (54 * x * x + 221);
}

G_END_DECLS
