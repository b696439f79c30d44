/* xq-a11y.h: accessible names GTK 4.8 does not give by itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A GtkDropDown shows itself to screen readers as its inner toggle button, which GTK 4.8 leaves
 * unnamed: names that button @name, with the item chosen (a GtkStringObject) as its description. */
void xq_a11y_name_drop_down (GtkDropDown *drop_down,
                             const char  *name);

G_END_DECLS

G_BEGIN_DECLS

/* GTK 4.8 names a button with a text label twice over: its label property ("Show _Cycle") and
 * then the label it is labelled by ("Show Cycle"). Gives every such button under @root one clean
 * name, the text shown without its mnemonic underline; call it after the template is built. */
void xq_a11y_name_buttons (GtkWidget *root);

G_END_DECLS
