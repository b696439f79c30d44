/* xq-profile.c: rule profile names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-profile"

#include "config.h"

#include "xq-profile.h"

const char *
xq_profile_to_string (XqProfile profile)
{
  switch (profile)
    {
    case XQ_PROFILE_AXF:
      return "axf";
    case XQ_PROFILE_1957:
      return "1957";
    case XQ_PROFILE_CXA:
    default:
      return "cxa";
    }
}

gboolean
xq_profile_from_string (const char *text,
                        XqProfile  *out_profile)
{
  if (text == NULL)
    return FALSE;
  for (int p = 0; p < XQ_N_PROFILES; p++)
    if (g_ascii_strcasecmp (text, xq_profile_to_string ((XqProfile) p)) == 0)
      {
        *out_profile = (XqProfile) p;
        return TRUE;
      }
  return FALSE;
}
