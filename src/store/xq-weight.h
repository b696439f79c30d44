/* xq-weight.h: wide integers for the weights of a matching
 *
 * A pairing's criteria are stacked into one weight, each criterion's multiplier larger than
 * everything the criteria below it can add up to over a whole round; Qili's top-down Swiss has
 * one criterion per score group, which needs a few hundred bits for a big open. XqWeight is a
 * signed two's complement integer of XQ_WEIGHT_BITS bits (a value type, copied with =), with
 * the few operations the blossom algorithm and the pairing code need. Overflow is the caller's
 * to avoid: xq_weight_bits () says how wide a non-negative value is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#if defined(__x86_64__)
#include <x86intrin.h>
#define XQ_WEIGHT_CARRY_CHAIN 1
#endif

G_BEGIN_DECLS

#define XQ_WEIGHT_WORDS 4
#define XQ_WEIGHT_BITS  (64 * XQ_WEIGHT_WORDS)

typedef struct
{
  guint64 w[XQ_WEIGHT_WORDS]; /* least significant word first */
} XqWeight;

static inline XqWeight
xq_weight_int (gint64 v)
{
  XqWeight r;
  guint64  fill = v < 0 ? G_MAXUINT64 : 0;

  r.w[0] = (guint64) v;
  for (int i = 1; i < XQ_WEIGHT_WORDS; i++)
    r.w[i] = fill;
  return r;
}

static inline XqWeight
xq_weight_add (XqWeight a,
               XqWeight b)
{
  XqWeight r;
#ifdef XQ_WEIGHT_CARRY_CHAIN
  /* One add-with-carry per word: the matching's edge scan does little else. */
  unsigned char carry = 0;

  /* (Each word through a scalar: stored word by word into r, r is read back as a whole slowly.) */
  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    {
      unsigned long long t;
      carry = _addcarry_u64 (carry, a.w[i], b.w[i], &t);
      r.w[i] = t;
    }
#else
  guint64 carry = 0;

  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    {
      unsigned __int128 s = (unsigned __int128) a.w[i] + b.w[i] + carry;
      r.w[i] = (guint64) s;
      carry = (guint64) (s >> 64);
    }
#endif
  return r;
}

static inline XqWeight
xq_weight_sub (XqWeight a,
               XqWeight b)
{
  XqWeight r;
#ifdef XQ_WEIGHT_CARRY_CHAIN
  unsigned char borrow = 0;

  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    {
      unsigned long long t;
      borrow = _subborrow_u64 (borrow, a.w[i], b.w[i], &t);
      r.w[i] = t;
    }
#else
  guint64 borrow = 0;

  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    {
      guint64 d = a.w[i] - b.w[i] - borrow;
      borrow = (a.w[i] < b.w[i]) || (a.w[i] == b.w[i] && borrow);
      r.w[i] = d;
    }
#endif
  return r;
}

/* a × 2 */
static inline XqWeight
xq_weight_twice (XqWeight a)
{
  XqWeight r;

  for (int i = XQ_WEIGHT_WORDS - 1; i > 0; i--)
    r.w[i] = (a.w[i] << 1) | (a.w[i - 1] >> 63);
  r.w[0] = a.w[0] << 1;
  return r;
}

/* a / 2, rounding towards −∞ (exact for the even values the matching halves) */
static inline XqWeight
xq_weight_half (XqWeight a)
{
  XqWeight r;

  for (int i = 0; i < XQ_WEIGHT_WORDS - 1; i++)
    r.w[i] = (a.w[i] >> 1) | (a.w[i + 1] << 63);
  r.w[XQ_WEIGHT_WORDS - 1] = (guint64) ((gint64) a.w[XQ_WEIGHT_WORDS - 1] >> 1);
  return r;
}

/* a + b − 2c: the reduced cost of an edge of weight c between vertices of duals a and b */
static inline XqWeight
xq_weight_slack (XqWeight a,
                 XqWeight b,
                 XqWeight c)
{
  return xq_weight_sub (xq_weight_add (a, b), xq_weight_twice (c));
}

static inline int
xq_weight_sign (XqWeight a)
{
  if ((gint64) a.w[XQ_WEIGHT_WORDS - 1] < 0)
    return -1;
  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    if (a.w[i] != 0)
      return 1;
  return 0;
}

static inline int
xq_weight_cmp (XqWeight a,
               XqWeight b)
{
  gint64 ha = (gint64) a.w[XQ_WEIGHT_WORDS - 1], hb = (gint64) b.w[XQ_WEIGHT_WORDS - 1];

  if (ha != hb)
    return ha < hb ? -1 : 1;
  for (int i = XQ_WEIGHT_WORDS - 2; i >= 0; i--)
    if (a.w[i] != b.w[i])
      return a.w[i] < b.w[i] ? -1 : 1;
  return 0;
}

static inline gboolean
xq_weight_lt (XqWeight a,
              XqWeight b)
{
  return xq_weight_cmp (a, b) < 0;
}

static inline XqWeight
xq_weight_min (XqWeight a,
               XqWeight b)
{
  return xq_weight_cmp (a, b) <= 0 ? a : b;
}

static inline XqWeight
xq_weight_max (XqWeight a,
               XqWeight b)
{
  return xq_weight_cmp (a, b) >= 0 ? a : b;
}

/* a × m, modulo 2^XQ_WEIGHT_BITS (exact while the product fits) */
static inline XqWeight
xq_weight_mul (XqWeight a,
               guint64  m)
{
  XqWeight r;
  guint64  carry = 0;

  for (int i = 0; i < XQ_WEIGHT_WORDS; i++)
    {
      unsigned __int128 p = (unsigned __int128) a.w[i] * m + carry;
      r.w[i] = (guint64) p;
      carry = (guint64) (p >> 64);
    }
  return r;
}

/* a + b × m */
static inline XqWeight
xq_weight_add_mul (XqWeight a,
                   XqWeight b,
                   guint64  m)
{
  return m == 0 ? a : xq_weight_add (a, xq_weight_mul (b, m));
}

/* Bits needed for a non-negative value (0 for 0). */
static inline guint
xq_weight_bits (XqWeight a)
{
  for (int i = XQ_WEIGHT_WORDS - 1; i >= 0; i--)
    if (a.w[i] != 0)
      return 64 * i + 64 - __builtin_clzll (a.w[i]);
  return 0;
}

/* An approximation, for messages and tests. */
static inline double
xq_weight_to_double (XqWeight a)
{
  gboolean neg = xq_weight_sign (a) < 0;
  double   v = 0;

  if (neg)
    a = xq_weight_sub (xq_weight_int (0), a);
  for (int i = XQ_WEIGHT_WORDS - 1; i >= 0; i--)
    v = v * 18446744073709551616.0 + (double) a.w[i];
  return neg ? -v : v;
}

G_END_DECLS
