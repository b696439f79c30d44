-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 7: the club's season (issue 30). Every column added has a default that keeps
-- what an existing event meant; no row of an earlier table is changed but for the links below.
--  * members: the club's register of players (name, club, rating, federation id and code, title,
--    sex, birth date, contact), with what FIDE's K depends on (a K from a rating list, games rated
--    so far, the highest rating). players.member_id links an event's player to a member.
--  * entries.rating, team_members.rating: the rating a player has in one event, fixed when the
--    event's first round (or the entry's first round) is paired; NULL: the player's rating, as
--    before. A rating list updated later leaves the events under way as they are.
--  * events: the rating method ('none', 'fide', 'club' with its own K, after each round or once),
--    when the event was closed (its rating changes entered in the register), the fields of a
--    rating report (city, federation, dates, arbiters, time control; rounds.date) and how shared
--    places split the prizes ('ranking', 'points', 'hort').
--  * rating_history: each member's rating before and after each closed event.
--  * prizes, prize_categories: prizes by place, overall and by category.
-- Triggers: a round paired fixes the ratings of the event's entries; a closed event takes no
-- new round and no changed result.
-- The register starts with the players the file already has: one member for each name, club and
-- federation id, rated as the latest event rated them; events under way keep their ratings.
-- The store copies the file to "<path>.v6-<time>.bak" before this runs.

CREATE TABLE members (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL CHECK (length (name) > 0),
  club          TEXT NOT NULL DEFAULT '',
  rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 9999),
  federation_id TEXT NOT NULL DEFAULT '',
  federation    TEXT NOT NULL DEFAULT '' CHECK (length (federation) <= 3),
  title         TEXT NOT NULL DEFAULT '' CHECK (length (title) <= 3),
  sex           TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'w')),
  birth         TEXT NOT NULL DEFAULT '' CHECK (birth = '' OR birth GLOB '[12][0-9][0-9][0-9]'
                                              OR birth GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  contact       TEXT NOT NULL DEFAULT '',
  listed_k      INTEGER NOT NULL DEFAULT 0 CHECK (listed_k BETWEEN 0 AND 100),
  rated_games   INTEGER NOT NULL DEFAULT -1 CHECK (rated_games >= -1),
  highest       INTEGER NOT NULL DEFAULT 0 CHECK (highest BETWEEN 0 AND 9999),
  updated       TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE INDEX members_name ON members (name);

ALTER TABLE players ADD COLUMN member_id INTEGER REFERENCES members (id) ON DELETE SET NULL;
ALTER TABLE entries ADD COLUMN rating INTEGER CHECK (rating BETWEEN 0 AND 9999);
ALTER TABLE team_members ADD COLUMN rating INTEGER CHECK (rating BETWEEN 0 AND 9999);

ALTER TABLE events ADD COLUMN rating_method TEXT NOT NULL DEFAULT 'none'
  CHECK (rating_method IN ('none', 'fide', 'club'));
ALTER TABLE events ADD COLUMN rating_k INTEGER NOT NULL DEFAULT 20 CHECK (rating_k BETWEEN 1 AND 100);
ALTER TABLE events ADD COLUMN rating_per_round INTEGER NOT NULL DEFAULT 0 CHECK (rating_per_round IN (0, 1));
ALTER TABLE events ADD COLUMN closed TEXT;
ALTER TABLE events ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN federation TEXT NOT NULL DEFAULT '' CHECK (length (federation) <= 3);
ALTER TABLE events ADD COLUMN start_date TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN end_date TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN chief_arbiter TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN deputy_arbiters TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN time_control TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN prize_split TEXT NOT NULL DEFAULT 'ranking'
  CHECK (prize_split IN ('ranking', 'points', 'hort'));
ALTER TABLE rounds ADD COLUMN date TEXT NOT NULL DEFAULT '';

CREATE TABLE rating_history (
  id          INTEGER PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  event_id    INTEGER REFERENCES events (id) ON DELETE SET NULL,
  event_name  TEXT NOT NULL,
  closed      TEXT NOT NULL,
  method      TEXT NOT NULL CHECK (method IN ('fide', 'club')),
  old_rating  INTEGER NOT NULL CHECK (old_rating BETWEEN 0 AND 9999),
  new_rating  INTEGER NOT NULL CHECK (new_rating BETWEEN 0 AND 9999),
  k           INTEGER NOT NULL,
  games       INTEGER NOT NULL,
  score       INTEGER NOT NULL, -- half points of the rated games
  performance INTEGER NOT NULL
) STRICT;

CREATE INDEX rating_history_member ON rating_history (member_id);

CREATE TABLE prize_categories (
  event_id     INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name         TEXT NOT NULL CHECK (length (name) > 0),
  position     INTEGER NOT NULL CHECK (position >= 1),
  sex          TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'm', 'w')),
  born_from    INTEGER NOT NULL DEFAULT 0,
  born_to      INTEGER NOT NULL DEFAULT 0,
  rating_below INTEGER NOT NULL DEFAULT 0,
  club         TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, name)
) WITHOUT ROWID, STRICT;

CREATE TABLE prizes (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  category TEXT NOT NULL DEFAULT '', -- '': by place in the standings
  place    INTEGER NOT NULL CHECK (place >= 1),
  amount   INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),
  label    TEXT NOT NULL DEFAULT '', -- a prize that is not (only) money: 奖杯, a book
  PRIMARY KEY (event_id, category, place)
) WITHOUT ROWID, STRICT;

CREATE TRIGGER rounds_fix_ratings AFTER INSERT ON rounds
BEGIN
  UPDATE entries SET rating = (SELECT p.rating FROM players p WHERE p.id = entries.player_id)
   WHERE event_id = NEW.event_id AND rating IS NULL AND player_id IS NOT NULL;
  UPDATE team_members SET rating = (SELECT p.rating FROM players p WHERE p.id = team_members.player_id)
   WHERE rating IS NULL AND entry_id IN (SELECT id FROM entries WHERE event_id = NEW.event_id);
END;

CREATE TRIGGER closed_events_take_no_round BEFORE INSERT ON rounds
WHEN (SELECT closed FROM events WHERE id = NEW.event_id) IS NOT NULL
BEGIN
  SELECT RAISE (ABORT, 'the event is closed');
END;

CREATE TRIGGER closed_events_keep_results BEFORE UPDATE OF result, forfeit, red_violations, black_violations, annulled ON games
WHEN (SELECT e.closed FROM events e JOIN rounds r ON r.event_id = e.id WHERE r.id = NEW.round_id) IS NOT NULL
BEGIN
  SELECT RAISE (ABORT, 'the event is closed');
END;

-- The register from the players of the file.
INSERT INTO members (name, club, rating, federation_id, highest)
SELECT g.name, g.club, (SELECT p.rating FROM players p WHERE p.id = g.last), g.federation_id, g.highest
  FROM (SELECT name, club, federation_id, max (id) AS last, min (id) AS first, max (rating) AS highest
          FROM players GROUP BY name, club, federation_id) g
 ORDER BY g.first;

UPDATE players SET member_id = (SELECT m.id FROM members m WHERE m.name = players.name AND m.club = players.club
                                                             AND m.federation_id = players.federation_id);

-- Events under way keep the ratings they were paired with.
UPDATE entries SET rating = (SELECT p.rating FROM players p WHERE p.id = entries.player_id)
 WHERE player_id IS NOT NULL AND event_id IN (SELECT event_id FROM rounds);
UPDATE team_members SET rating = (SELECT p.rating FROM players p WHERE p.id = team_members.player_id)
 WHERE entry_id IN (SELECT e.id FROM entries e WHERE e.event_id IN (SELECT event_id FROM rounds));
