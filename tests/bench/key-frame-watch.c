/* key-frame-watch.c: key-to-frame times of an X window, measured from outside the application
 *
 * Usage: key-frame-watch WINDOW [QUIET_MS]
 *
 * Watches every key press on the display (XInput 2 raw events, whoever sends them: xdotool's
 * XTest presses included) and every change drawn into WINDOW (XDamage), both stamped by the X
 * server. For each key press it prints one line "KEY_TIME MS CHANGES FIRST_MS" once the window has been
 * quiet for QUIET_MS (default 150) or the next key is pressed: MS is the time from the key press to
 * the last change of the window after it (0 changes: the key changed nothing on screen, MS -1).
 * A fourth column FIRST_MS is the time to the first change (the key's own frame); the two differ
 * when the app draws more after its first frame (a pane filled in later, or a change that the key
 * did not cause at all but that came before the window was quiet again).
 * Runs until killed; each line is flushed as it is known.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xdamage.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct
{
  Time key_time;     /* server time of the key press */
  Time first_change; /* server time of the window's first change after it */
  Time last_change;  /* server time of the window's last change after it */
  int  changes;
  int  open;
} KeyFrame;

static void
report (KeyFrame *kf)
{
  if (!kf->open)
    return;
  printf ("%lu %ld %d %ld\n", (unsigned long) kf->key_time,
          kf->changes > 0 ? (long) (kf->last_change - kf->key_time) : -1L, kf->changes,
          kf->changes > 0 ? (long) (kf->first_change - kf->key_time) : -1L);
  fflush (stdout);
  kf->open = 0;
}

static long
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

int
main (int   argc,
      char *argv[])
{
  Display      *dpy;
  Window        window;
  int           quiet_ms = argc > 2 ? atoi (argv[2]) : 150;
  int           damage_event, damage_error, xi_opcode, xi_event, xi_error;
  int           major = 2, minor = 0;
  unsigned char mask_bits[XIMaskLen (XI_LASTEVENT)] = { 0 };
  XIEventMask   mask = { XIAllMasterDevices, sizeof mask_bits, mask_bits };
  KeyFrame      kf = { 0 };
  long          last_activity = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s WINDOW [QUIET_MS]\n", argv[0]);
      return 2;
    }
  dpy = XOpenDisplay (NULL);
  if (dpy == NULL)
    {
      fprintf (stderr, "key-frame-watch: cannot open the display\n");
      return 1;
    }
  window = (Window) strtoul (argv[1], NULL, 0);
  if (!XDamageQueryExtension (dpy, &damage_event, &damage_error) ||
      !XQueryExtension (dpy, "XInputExtension", &xi_opcode, &xi_event, &xi_error) ||
      XIQueryVersion (dpy, &major, &minor) != Success)
    {
      fprintf (stderr, "key-frame-watch: the display has no XDamage or XInput 2\n");
      return 1;
    }
  XDamageCreate (dpy, window, XDamageReportRawRectangles);
  XISetMask (mask_bits, XI_RawKeyPress);
  XISelectEvents (dpy, DefaultRootWindow (dpy), &mask, 1);
  XFlush (dpy);
  fprintf (stderr, "key-frame-watch: watching window 0x%lx\n", (unsigned long) window);

  for (;;)
    {
      struct pollfd pfd = { ConnectionNumber (dpy), POLLIN, 0 };

      if (XPending (dpy) == 0)
        {
          int timeout = kf.open ? quiet_ms - (int) (now_ms () - last_activity) : -1;
          if (kf.open && timeout <= 0)
            {
              report (&kf);
              continue;
            }
          poll (&pfd, 1, timeout);
          continue;
        }
      XEvent event;
      XNextEvent (dpy, &event);
      if (event.type == damage_event + XDamageNotify)
        {
          XDamageNotifyEvent *damage = (XDamageNotifyEvent *) &event;
          if (kf.open && damage->timestamp >= kf.key_time)
            {
              if (kf.changes == 0)
                kf.first_change = damage->timestamp;
              kf.last_change = damage->timestamp;
              kf.changes++;
              last_activity = now_ms ();
            }
        }
      else if (event.type == GenericEvent && event.xcookie.extension == xi_opcode &&
               XGetEventData (dpy, &event.xcookie))
        {
          if (event.xcookie.evtype == XI_RawKeyPress)
            {
              XIRawEvent *raw = event.xcookie.data;
              report (&kf);
              kf.key_time = raw->time;
              kf.changes = 0;
              kf.open = 1;
              last_activity = now_ms ();
            }
          XFreeEventData (dpy, &event.xcookie);
        }
    }
  return 0;
}
