-- SPDX-License-Identifier: GPL-3.0-or-later
-- Another application's SQLite file (its own application_id): must be refused and left untouched.
PRAGMA application_id = 1196444237;
PRAGMA user_version = 3;
CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT);
INSERT INTO moz_places (url) VALUES ('https://example.org/');
