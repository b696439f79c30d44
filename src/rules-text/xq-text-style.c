/* xq-text-style.c: how rule texts are written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-text-style"

#include "config.h"

#include "xq-text-style.h"

void
xq_text_style_init (XqTextStyle *style,
                    XqLang       lang,
                    XqProfile    profile)
{
  style->lang = lang;
  style->profile = profile;
  style->notation = lang == XQ_LANG_EN ? XQ_NOTATION_WXF : XQ_NOTATION_CHINESE;
  style->squares = FALSE;
}
