/* xq-a11y.c: accessible names GTK 4.8 does not give by itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-a11y"

#include "config.h"

#include "xq-a11y.h"

static GtkWidget *
drop_down_button (GtkDropDown *drop_down)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      return child;
  return NULL;
}

static void
drop_down_selected_cb (GtkDropDown *drop_down,
                       GParamSpec  *pspec,
                       GtkWidget   *button)
{
  GObject *item = gtk_drop_down_get_selected_item (drop_down);

  if (GTK_IS_STRING_OBJECT (item))
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    gtk_string_object_get_string (GTK_STRING_OBJECT (item)), -1);
}

void
xq_a11y_name_drop_down (GtkDropDown *drop_down,
                        const char  *name)
{
  GtkWidget *button;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (name != NULL);

  button = drop_down_button (drop_down);
  if (button == NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect_object (drop_down, "notify::selected", G_CALLBACK (drop_down_selected_cb), button, 0);
  drop_down_selected_cb (drop_down, NULL, button);
}

void
xq_a11y_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (root));

      if (GTK_IS_LABEL (child))
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          gtk_label_get_text (GTK_LABEL (child)), -1);
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        }
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    xq_a11y_name_buttons (child);
}
