/* xq-application.h: the application (single instance, opens files in the running instance)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_TYPE_APPLICATION (xq_application_get_type ())

G_DECLARE_FINAL_TYPE (XqApplication, xq_application, XQ, APPLICATION, AdwApplication)

XqApplication *xq_application_new (void) G_GNUC_WARN_UNUSED_RESULT;

/* xq-application-actions.c */
void xq_application_init_actions (XqApplication *self);

G_END_DECLS
