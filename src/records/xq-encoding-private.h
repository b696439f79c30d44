/* xq-encoding-private.h: conversion with an iconv descriptor opened once (the PGN index)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-encoding.h"

G_BEGIN_DECLS

/* As xq_encoding_to_utf8() for a legacy or UTF-16 @encoding, with @cd from
 * g_iconv_open ("UTF-8", xq_encoding_get_name (encoding)). */
char *xq_encoding_to_utf8_with (GIConv      cd,
                                XqEncoding  encoding,
                                const char *data,
                                gsize       len,
                                gsize      *out_len) G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
