/* xq-web-folder.h: "Export Web Folder" — the event's pages as static files for any web host
 *
 * The pages of xq-web-pages.h, without the live script, written into a folder (made when
 * missing). Each file is written whole or not at all (a temporary file, then a rename). A file of
 * the same name that Qili did not write (no generator mark) is never replaced: the export is
 * refused before anything is written, naming it. Other files in the folder are left alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "xq-kit-event.h"

G_BEGIN_DECLS

/* Writes the pages of @event into @folder; @n_pages (nullable) gets how many. */
gboolean xq_web_folder_write (XqKitEvent *event,
                              const char *folder,
                              guint      *n_pages,
                              GError    **error);

G_END_DECLS
