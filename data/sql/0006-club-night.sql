-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 6: the club night (issue 29). Every column added has a default that keeps what
-- an existing event meant: its rounds stay as paired, its byes score as before.
--  * events.swiss_pairing: the Swiss pairing rules, 'qili' (top-down by score groups, seed 000
--    第二轮起由积分多的依序往下编) or 'dutch' (FIDE C.04.3).
--  * events.round_one: round 1 of a Swiss by rating, or by the numbers drawn by lot (seed 000:
--    拈阄后以1对2、3对4); entries.lot holds the drawn number.
--  * events.late_entry: what a late entrant gets for each round played before they joined:
--    'none' (nothing, 0 points), 'half' (a half-point bye) or 'zero' (a zero-point bye);
--    entries.joined_round is the first round an entry is paired in.
--  * events.half_byes, zero_byes: how many half-point and zero-point byes (absences announced
--    before a round is paired) one player may request; bye_closed_rounds: the last rounds in
--    which no half-point bye is granted.
--  * events.team_bye: the board points (局分) of a team bye: every board won, drawn, or none.
--  * games.bye: a board without an opponent is the pairing's bye (''), a half-point bye ('half')
--    or a zero-point bye ('zero'), requested or for a round before a late entry.
--  * bye_requests: byes requested for a round not yet paired.
--  * club_rounds: the rounds in which players of the same club (or unit) are kept apart.
--  * forbidden_pairs: two entries never to be paired together.
--  * event_journal: every change made by hand (boards swapped, paired, un-paired; late entries,
--    byes, forbidden pairs), who made it and when, for the page and the event report.
-- The store copies the file to "<path>.v5-<time>.bak" before this runs.

ALTER TABLE events ADD COLUMN swiss_pairing TEXT NOT NULL DEFAULT 'qili'
  CHECK (swiss_pairing IN ('qili', 'dutch'));
ALTER TABLE events ADD COLUMN round_one TEXT NOT NULL DEFAULT 'rating'
  CHECK (round_one IN ('rating', 'lot'));
ALTER TABLE events ADD COLUMN late_entry TEXT NOT NULL DEFAULT 'none'
  CHECK (late_entry IN ('none', 'half', 'zero'));
ALTER TABLE events ADD COLUMN half_byes INTEGER NOT NULL DEFAULT 1 CHECK (half_byes BETWEEN 0 AND 99);
ALTER TABLE events ADD COLUMN zero_byes INTEGER NOT NULL DEFAULT 99 CHECK (zero_byes BETWEEN 0 AND 99);
ALTER TABLE events ADD COLUMN bye_closed_rounds INTEGER NOT NULL DEFAULT 0
  CHECK (bye_closed_rounds BETWEEN 0 AND 99);
ALTER TABLE events ADD COLUMN team_bye TEXT NOT NULL DEFAULT 'none'
  CHECK (team_bye IN ('win', 'draw', 'none'));

ALTER TABLE entries ADD COLUMN joined_round INTEGER NOT NULL DEFAULT 1 CHECK (joined_round >= 1);
ALTER TABLE entries ADD COLUMN lot INTEGER CHECK (lot >= 1);

ALTER TABLE games ADD COLUMN bye TEXT NOT NULL DEFAULT ''
  CHECK (bye IN ('', 'half', 'zero') AND (bye = '' OR black IS NULL));

CREATE TABLE bye_requests (
  event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  round     INTEGER NOT NULL CHECK (round >= 1),
  kind      TEXT NOT NULL CHECK (kind IN ('half', 'zero')),
  requested TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (event_id, round, entry_id)
) WITHOUT ROWID, STRICT;

CREATE TABLE club_rounds (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  round    INTEGER NOT NULL CHECK (round >= 1),
  PRIMARY KEY (event_id, round)
) WITHOUT ROWID, STRICT;

CREATE TABLE forbidden_pairs (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  first    INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  second   INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, first, second),
  CHECK (first < second)
) WITHOUT ROWID, STRICT;

CREATE TABLE event_journal (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  at       TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%SZ', 'now')),
  who      TEXT NOT NULL DEFAULT '',
  action   TEXT NOT NULL CHECK (length (action) > 0),
  round    INTEGER CHECK (round >= 1),
  detail   TEXT NOT NULL DEFAULT '' -- JSON: the entries concerned, and any rule the change breaks
) STRICT;

CREATE INDEX event_journal_event ON event_journal (event_id);
