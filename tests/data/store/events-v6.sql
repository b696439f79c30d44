-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 6 event file, as Qili 6 wrote it (qili-cli, then dumped with sqlite3 .dump):
-- event 1, a 5-player Swiss of 4 rounds, 2 rounds paired (a bye), results entered (one undone and
-- entered again); event 2, a team Swiss of three teams on 2 boards, round 1 paired, one board
-- won, 王天一 of 北京 playing for 龙队 too; event 3, a round robin not started, with 王天一 of 北京
-- again (another player row, another rating), 郑惟桐 of 重庆 (not 四川) and a Latin name; event 4,
-- event 1 duplicated (its entries share event 1's player rows), not started.
-- make-fixtures.sh turns it into events-v6.db.
PRAGMA application_id = 1363758153;
PRAGMA user_version = 6;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
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
, rule_profile TEXT NOT NULL DEFAULT 'cxa'
  CHECK (rule_profile IN ('cxa', 'axf', '1957')), match_points TEXT NOT NULL DEFAULT '2-1-0'
  CHECK (match_points IN ('2-1-0', '3-1-0', '1-0.5-0')), swiss_pairing TEXT NOT NULL DEFAULT 'qili'
  CHECK (swiss_pairing IN ('qili', 'dutch')), round_one TEXT NOT NULL DEFAULT 'rating'
  CHECK (round_one IN ('rating', 'lot')), late_entry TEXT NOT NULL DEFAULT 'none'
  CHECK (late_entry IN ('none', 'half', 'zero')), half_byes INTEGER NOT NULL DEFAULT 1 CHECK (half_byes BETWEEN 0 AND 99), zero_byes INTEGER NOT NULL DEFAULT 99 CHECK (zero_byes BETWEEN 0 AND 99), bye_closed_rounds INTEGER NOT NULL DEFAULT 0
  CHECK (bye_closed_rounds BETWEEN 0 AND 99), team_bye TEXT NOT NULL DEFAULT 'none'
  CHECK (team_bye IN ('win', 'draw', 'none'))) STRICT;
INSERT INTO events VALUES(1,'周五快棋 Friday rapid','swiss',4,'2-1-0','fold','lowest',1,0,0,0,'2026-12-06T02:56:23Z','cxa','2-1-0','qili','rating','none',1,99,0,'none');
INSERT INTO events VALUES(2,'Team league','swiss',3,'2-1-0','fold','lowest',1,2,0,0,'2026-12-06T02:56:24Z','cxa','2-1-0','qili','rating','none',1,99,0,'none');
INSERT INTO events VALUES(3,'Club championship','roundrobin',0,'2-1-0','fold','lowest',1,0,0,0,'2026-12-06T02:56:24Z','cxa','2-1-0','qili','rating','none',1,99,0,'none');
INSERT INTO events VALUES(4,'周五快棋 Friday rapid (copy)','swiss',4,'2-1-0','fold','lowest',1,0,0,0,'2026-12-06T02:56:30Z','cxa','2-1-0','qili','rating','none',1,99,0,'none');
CREATE TABLE tiebreaks (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  name     TEXT NOT NULL CHECK (length (name) > 0),
  PRIMARY KEY (event_id, position)
) STRICT;
INSERT INTO tiebreaks VALUES(1,1,'buchholz');
INSERT INTO tiebreaks VALUES(1,2,'wins');
INSERT INTO tiebreaks VALUES(1,3,'fouls');
INSERT INTO tiebreaks VALUES(1,4,'black-games');
INSERT INTO tiebreaks VALUES(1,5,'earlier-rounds');
INSERT INTO tiebreaks VALUES(2,1,'game-points');
INSERT INTO tiebreaks VALUES(2,2,'direct');
INSERT INTO tiebreaks VALUES(2,3,'buchholz');
INSERT INTO tiebreaks VALUES(2,4,'board-points');
INSERT INTO tiebreaks VALUES(3,1,'sonneborn-berger');
INSERT INTO tiebreaks VALUES(3,2,'wins');
INSERT INTO tiebreaks VALUES(3,3,'direct');
INSERT INTO tiebreaks VALUES(3,4,'fouls');
INSERT INTO tiebreaks VALUES(3,5,'black-games');
INSERT INTO tiebreaks VALUES(4,1,'buchholz');
INSERT INTO tiebreaks VALUES(4,2,'wins');
INSERT INTO tiebreaks VALUES(4,3,'fouls');
INSERT INTO tiebreaks VALUES(4,4,'black-games');
INSERT INTO tiebreaks VALUES(4,5,'earlier-rounds');
CREATE TABLE players (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL CHECK (length (name) > 0),
  club          TEXT NOT NULL DEFAULT '',
  rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 9999),
  federation_id TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO players VALUES(1,'王天一','北京',2600,'');
INSERT INTO players VALUES(2,'郑惟桐','四川',2580,'');
INSERT INTO players VALUES(3,'许银川','广东',2550,'');
INSERT INTO players VALUES(4,'吕钦','广东',2520,'');
INSERT INTO players VALUES(5,'赵鑫鑫','浙江',2500,'');
INSERT INTO players VALUES(6,'孙勇征','东城',2450,'');
INSERT INTO players VALUES(7,'洪智','东城',2440,'');
INSERT INTO players VALUES(8,'蒋川','西城',2470,'');
INSERT INTO players VALUES(9,'汪洋','西城',2460,'');
INSERT INTO players VALUES(10,'谢靖','南城',2430,'');
INSERT INTO players VALUES(11,'王天一','北京',2600,'');
INSERT INTO players VALUES(12,'王天一','北京',2610,'');
INSERT INTO players VALUES(13,'郑惟桐','重庆',2580,'');
INSERT INTO players VALUES(14,'许银川','广东',2555,'');
INSERT INTO players VALUES(15,'Lai Li-huei','台北',2300,'');
CREATE TABLE groups (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name     TEXT NOT NULL,
  UNIQUE (event_id, name)
) STRICT;
CREATE TABLE entries (
  id              INTEGER PRIMARY KEY,
  event_id        INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number          INTEGER NOT NULL CHECK (number >= 1),
  player_id       INTEGER REFERENCES players (id),
  team_name       TEXT,
  group_id        INTEGER REFERENCES groups (id),
  withdrawn_round INTEGER CHECK (withdrawn_round >= 0), team_club TEXT NOT NULL DEFAULT '', joined_round INTEGER NOT NULL DEFAULT 1 CHECK (joined_round >= 1), lot INTEGER CHECK (lot >= 1),
  UNIQUE (event_id, number),
  UNIQUE (event_id, player_id),
  CHECK ((player_id IS NULL) <> (team_name IS NULL))
) STRICT;
INSERT INTO entries VALUES(1,1,1,1,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(2,1,2,2,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(3,1,3,3,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(4,1,4,4,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(5,1,5,5,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(6,2,1,NULL,'红队',NULL,NULL,'东城',1,NULL);
INSERT INTO entries VALUES(7,2,2,NULL,'黑队',NULL,NULL,'西城',1,NULL);
INSERT INTO entries VALUES(8,2,3,NULL,'龙队',NULL,NULL,'南城',1,NULL);
INSERT INTO entries VALUES(9,3,1,12,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(10,3,2,13,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(11,3,3,14,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(12,3,4,15,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(13,4,1,1,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(14,4,2,2,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(15,4,3,3,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(16,4,4,4,NULL,NULL,NULL,'',1,NULL);
INSERT INTO entries VALUES(17,4,5,5,NULL,NULL,NULL,'',1,NULL);
CREATE TABLE team_members (
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL CHECK (position >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (entry_id, position),
  UNIQUE (entry_id, player_id)
) STRICT;
INSERT INTO team_members VALUES(6,1,6);
INSERT INTO team_members VALUES(6,2,7);
INSERT INTO team_members VALUES(7,1,8);
INSERT INTO team_members VALUES(7,2,9);
INSERT INTO team_members VALUES(8,1,10);
INSERT INTO team_members VALUES(8,2,11);
CREATE TABLE rounds (
  id       INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number   INTEGER NOT NULL CHECK (number >= 1),
  stage    TEXT NOT NULL DEFAULT 'main' CHECK (stage IN ('main', 'group', 'knockout')),
  UNIQUE (event_id, number)
) STRICT;
INSERT INTO rounds VALUES(1,1,1,'main');
INSERT INTO rounds VALUES(2,1,2,'main');
INSERT INTO rounds VALUES(3,2,1,'main');
CREATE TABLE lineups (
  round_id  INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (round_id, entry_id, board)
) STRICT;
CREATE TABLE result_journal (
  id           INTEGER PRIMARY KEY,
  game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  old_result   TEXT NOT NULL,
  old_forfeit  TEXT NOT NULL,
  old_red_violations   INTEGER NOT NULL,
  old_black_violations INTEGER NOT NULL,
  new_result   TEXT NOT NULL,
  new_forfeit  TEXT NOT NULL,
  new_red_violations   INTEGER NOT NULL,
  new_black_violations INTEGER NOT NULL,
  changed      TEXT NOT NULL DEFAULT (strftime ('%Y-%m-%dT%H:%M:%fZ', 'now')),
  undone       INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1))
) STRICT;
INSERT INTO result_journal VALUES(1,1,'','',0,0,'1-0','',0,0,'2026-12-06T02:56:24.131Z',0);
INSERT INTO result_journal VALUES(2,2,'','',0,0,'1/2-1/2','',0,0,'2026-12-06T02:56:24.161Z',0);
INSERT INTO result_journal VALUES(3,4,'','',0,0,'0-1','',0,0,'2026-12-06T02:56:24.236Z',1);
INSERT INTO result_journal VALUES(4,4,'','',0,0,'1-0','',0,0,'2026-12-06T02:56:24.306Z',0);
INSERT INTO result_journal VALUES(5,7,'','',0,0,'1-0','',0,0,'2026-12-06T02:56:30.604Z',0);
CREATE TABLE IF NOT EXISTS "games" (
  id               INTEGER PRIMARY KEY,
  round_id         INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  board            INTEGER NOT NULL CHECK (board >= 1),
  game             INTEGER NOT NULL DEFAULT 1 CHECK (game >= 1),
  kind             TEXT NOT NULL DEFAULT 'regular' CHECK (kind IN ('regular', 'tiebreak', 'decider', 'playoff')),
  red              INTEGER NOT NULL REFERENCES entries (id),
  black            INTEGER REFERENCES entries (id),
  red_player       INTEGER REFERENCES players (id),
  black_player     INTEGER REFERENCES players (id),
  result           TEXT NOT NULL DEFAULT '' CHECK (result IN ('', '1-0', '0-1', '1/2-1/2', '0-0')),
  forfeit          TEXT NOT NULL DEFAULT '' CHECK (forfeit IN ('', 'red', 'black', 'both')),
  red_violations   INTEGER NOT NULL DEFAULT 0 CHECK (red_violations BETWEEN 0 AND 3),
  black_violations INTEGER NOT NULL DEFAULT 0 CHECK (black_violations BETWEEN 0 AND 3),
  annulled         INTEGER NOT NULL DEFAULT 0 CHECK (annulled IN (0, 1)), bye TEXT NOT NULL DEFAULT ''
  CHECK (bye IN ('', 'half', 'zero') AND (bye = '' OR black IS NULL)),
  UNIQUE (round_id, board, game),
  CHECK ((forfeit = '' AND result <> '0-0')
         OR (forfeit = 'black' AND result = '1-0')
         OR (forfeit = 'red' AND result = '0-1')
         OR (forfeit = 'both' AND result = '0-0')),
  CHECK (black IS NOT NULL OR (result = '' AND forfeit = '')),
  CHECK (kind <> 'playoff' OR black IS NOT NULL)
) STRICT;
INSERT INTO games VALUES(1,1,1,1,'regular',1,3,NULL,NULL,'1-0','',0,0,0,'');
INSERT INTO games VALUES(2,1,2,1,'regular',2,4,NULL,NULL,'1/2-1/2','',0,0,0,'');
INSERT INTO games VALUES(3,1,3,1,'regular',5,NULL,NULL,NULL,'','',0,0,0,'');
INSERT INTO games VALUES(4,2,1,1,'regular',4,1,NULL,NULL,'1-0','',0,0,0,'');
INSERT INTO games VALUES(5,2,2,1,'regular',5,2,NULL,NULL,'','',0,0,0,'');
INSERT INTO games VALUES(6,2,3,1,'regular',3,NULL,NULL,NULL,'','',0,0,0,'');
INSERT INTO games VALUES(7,3,1,1,'regular',8,7,10,8,'1-0','',0,0,0,'');
INSERT INTO games VALUES(8,3,1,2,'regular',7,8,9,11,'','',0,0,0,'');
INSERT INTO games VALUES(9,3,2,1,'regular',6,NULL,NULL,NULL,'','',0,0,0,'');
CREATE TABLE team_lineups (
  event_id  INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  round     INTEGER NOT NULL CHECK (round >= 1),
  entry_id  INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  board     INTEGER NOT NULL CHECK (board >= 1),
  player_id INTEGER NOT NULL REFERENCES players (id),
  PRIMARY KEY (event_id, round, entry_id, board)
) WITHOUT ROWID, STRICT;
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
CREATE INDEX entries_event ON entries (event_id);
CREATE INDEX result_journal_game ON result_journal (game_id);
CREATE INDEX games_red ON games (red);
CREATE INDEX games_black ON games (black);
CREATE INDEX event_journal_event ON event_journal (event_id);
COMMIT;
