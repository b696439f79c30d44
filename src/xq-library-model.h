/* xq-library-model.h: the built-in examples of the teaching library as a list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "xq-example-item.h"

G_BEGIN_DECLS

#define XQ_TYPE_LIBRARY_MODEL (xq_library_model_get_type ())

G_DECLARE_FINAL_TYPE (XqLibraryModel, xq_library_model, XQ, LIBRARY_MODEL, GObject)

/* A GListModel of XqExampleItem: every built-in example, by topic, with texts in @lang. */
XqLibraryModel *xq_library_model_new (XqLang lang) G_GNUC_WARN_UNUSED_RESULT;
XqLang          xq_library_model_get_lang (XqLibraryModel *self);
/* Returns: (transfer none) (nullable): the item of example @id */
XqExampleItem *xq_library_model_lookup (XqLibraryModel *self,
                                        const char     *id);

/* The examples built into the program, read once and kept for the life of the process.
 * Returns: (transfer none) */
const XqLibrary *xq_library_model_get_builtin (void);

G_END_DECLS
