/* xq-profile.h: the rule books the engine can judge by
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  XQ_PROFILE_CXA = 0,  /* Chinese Xiangqi Association competition rules (1999 text, current practice) */
  XQ_PROFILE_AXF = 1,  /* Asian Xiangqi Federation / WXF rules */
  XQ_PROFILE_1957 = 2, /* the older national rules (seed 000) */
} XqProfile;

#define XQ_N_PROFILES 3

/* "cxa", "axf", "1957" */
const char *xq_profile_to_string (XqProfile profile);
gboolean    xq_profile_from_string (const char *text,
                                    XqProfile  *out_profile);

G_END_DECLS
