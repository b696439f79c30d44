-- SPDX-License-Identifier: GPL-3.0-or-later
-- A version 1 file that cannot be upgraded: a game names entry 99, which does not exist (written
-- with foreign keys off). The upgrade must fail, roll back and leave the file as it was.
PRAGMA foreign_keys = OFF;
PRAGMA application_id = 1363758153;
PRAGMA user_version = 1;
-- Schema version 1: events, players, entries, groups, rounds, line-ups, games, tie-break order.
-- A result was one code: '' (not played yet), '1-0', '0-1', '1/2-1/2', '+-', '-+', '--'.

CREATE TABLE events (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL CHECK (length (name) > 0),
  system          TEXT NOT NULL CHECK (system IN ('roundrobin', 'double-roundrobin', 'swiss', 'knockout', 'groups')),
  rounds          INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  scoring         TEXT NOT NULL DEFAULT '2-1-0' CHECK (scoring IN ('2-1-0', '3-1-0', '3-1-0-black2', '1-0.5-0')),
  pairing_method  TEXT NOT NULL DEFAULT 'fold' CHECK (pairing_method IN ('fold', 'adjacent', 'first-last', 'random')),
  bye_opponent    TEXT NOT NULL DEFAULT 'lowest' CHECK (bye_opponent IN ('lowest', 'zero')),
  games_per_match INTEGER NOT NULL DEFAULT 1 CHECK (games_per_match IN (1, 2)),
  team_boards     INTEGER NOT NULL DEFAULT 0 CHECK (team_boards BETWEEN 0 AND 16),
  group_count     INTEGER NOT NULL DEFAULT 0 CHECK (group_count >= 0),
  random_seed     INTEGER NOT NULL DEFAULT 0,
  created         TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

CREATE TABLE tiebreaks (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  name     TEXT NOT NULL CHECK (length (name) > 0),
  PRIMARY KEY (event_id, position)
) STRICT;

CREATE TABLE players (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL CHECK (length (name) > 0),
  club          TEXT NOT NULL DEFAULT '',
  rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 9999),
  federation_id TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE groups (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name     TEXT NOT NULL,
  UNIQUE (event_id, name)
) STRICT;

-- A player or a team taking part in one event. number = registration order (pairing number).
CREATE TABLE entries (
  id              INTEGER PRIMARY KEY,
  event_id        INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number          INTEGER NOT NULL CHECK (number >= 1),
  player_id       INTEGER REFERENCES players (id),
  team_name       TEXT,
  group_id        INTEGER REFERENCES groups (id),
  withdrawn_round INTEGER CHECK (withdrawn_round >= 0),
  UNIQUE (event_id, number),
  UNIQUE (event_id, player_id),
  CHECK ((player_id IS NULL) <> (team_name IS NULL))
) STRICT;

-- Members of a team entry in registered order (分台制: boards follow this order).
CREATE TABLE team_members (
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL CHECK (position >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (entry_id, position),
  UNIQUE (entry_id, player_id)
) STRICT;

CREATE TABLE rounds (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number   INTEGER NOT NULL CHECK (number >= 1),
  stage    TEXT NOT NULL DEFAULT 'main' CHECK (stage IN ('main', 'group', 'knockout')),
  UNIQUE (event_id, number)
) STRICT;

-- Which member of a team plays on which board in a round.
CREATE TABLE lineups (
  round_id  INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (round_id, entry_id, board)
) STRICT;

CREATE TABLE games (
  id               INTEGER PRIMARY KEY,
  round_id         INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  board            INTEGER NOT NULL CHECK (board >= 1),
  game             INTEGER NOT NULL DEFAULT 1 CHECK (game >= 1),
  red              INTEGER NOT NULL REFERENCES entries (id),
  black            INTEGER REFERENCES entries (id),
  result           TEXT NOT NULL DEFAULT '' CHECK (result IN ('', '1-0', '0-1', '1/2-1/2', '+-', '-+', '--')),
  red_violations   INTEGER NOT NULL DEFAULT 0 CHECK (red_violations BETWEEN 0 AND 3),
  black_violations INTEGER NOT NULL DEFAULT 0 CHECK (black_violations BETWEEN 0 AND 3),
  UNIQUE (round_id, board, game)
) STRICT;

CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);
CREATE INDEX entries_event ON entries (event_id);

INSERT INTO events (id, name, system, rounds, scoring) VALUES (1, '2023 club championship 俱乐部赛', 'swiss', 5, '2-1-0');
INSERT INTO tiebreaks (event_id, position, name) VALUES (1, 1, 'buchholz'), (1, 2, 'wins');
INSERT INTO players (id, name, club, rating) VALUES
  (1, '王天一', 'Hangzhou', 2700), (2, '郑惟桐', 'Chengdu', 2680), (3, 'Lai Li-huei', 'Taipei', 2400),
  (4, 'Alice', '', 1800), (5, 'Bob', '', 1700);
INSERT INTO entries (id, event_id, number, player_id) VALUES (1, 1, 1, 1), (2, 1, 2, 2), (3, 1, 3, 3), (4, 1, 4, 4), (5, 1, 5, 5);
INSERT INTO rounds (id, event_id, number) VALUES (1, 1, 1), (2, 1, 2);
INSERT INTO games (round_id, board, red, black, result, red_violations, black_violations) VALUES
  (1, 1, 1, 4, '1-0', 0, 1),
  (1, 2, 5, 2, '+-', 0, 0),
  (1, 3, 3, NULL, '1-0', 0, 0),
  (2, 1, 5, 1, '--', 0, 0),
  (2, 2, 2, 3, '1/2-1/2', 2, 0),
  (2, 3, 4, NULL, '', 0, 0),
  (2, 4, 99, NULL, '', 0, 0);
