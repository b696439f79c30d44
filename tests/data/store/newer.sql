-- SPDX-License-Identifier: GPL-3.0-or-later
-- A Qili event file from a future version (schema 99): must be refused and left untouched.
PRAGMA application_id = 1363758153;
PRAGMA user_version = 99;
CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT NOT NULL, future_setting TEXT) STRICT;
INSERT INTO events (name, future_setting) VALUES ('From the future', 'x');
