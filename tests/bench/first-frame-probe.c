/* first-frame-probe.c: LD_PRELOAD probe measuring a GTK 4 app's cost up to its first frame
 *
 * Interposes gtk_window_present(); on the first "after-paint" of the first window presented it
 * writes "cpu_ms rss_kib" (user + system CPU time since exec, resident set size) to the file named
 * by $FIRST_FRAME_PROBE_OUT and exits. The same probe measures any GTK 4 application, so Qili and
 * GNOME Chess are timed by one harness.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE

#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

static long
rss_kib (void)
{
  FILE *status = fopen ("/proc/self/status", "r");
  char  line[256];
  long  kib = -1;

  if (status == NULL)
    return -1;
  while (fgets (line, sizeof line, status) != NULL)
    if (sscanf (line, "VmRSS: %ld kB", &kib) == 1)
      break;
  fclose (status);
  return kib;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  struct rusage usage;
  const char   *out = getenv ("FIRST_FRAME_PROBE_OUT");
  FILE         *file = out != NULL ? fopen (out, "w") : stderr;
  double        cpu_ms;

  getrusage (RUSAGE_SELF, &usage);
  cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
           (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  if (file != NULL)
    {
      fprintf (file, "%.1f %ld\n", cpu_ms, rss_kib ());
      fflush (file);
    }
  _exit (0);
}

static void
realize_cb (GtkWidget *window,
            gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb), NULL);
}

void
gtk_window_present (GtkWindow *window)
{
  static void (*real) (GtkWindow *) = NULL;
  static gboolean watching = FALSE;

  if (real == NULL)
    real = (void (*) (GtkWindow *)) dlsym (RTLD_NEXT, "gtk_window_present");
  if (!watching)
    {
      watching = TRUE;
      if (gtk_widget_get_realized (GTK_WIDGET (window)))
        realize_cb (GTK_WIDGET (window), NULL);
      else
        g_signal_connect (window, "realize", G_CALLBACK (realize_cb), NULL);
    }
  real (window);
}
