-- A version per money row (issue 27 item 8): instances sharing one PostgreSQL each keep the records in memory, so a
-- write names the version it read (UPDATE … WHERE version = the one read). A row another instance changed in the
-- meantime refuses the write (a lost update detected, never made): the writer reads the row again and the request
-- is refused. Rows written before this migration start at 1, as a new row does.
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE reserves ADD COLUMN version integer NOT NULL DEFAULT 1;
