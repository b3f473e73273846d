/** A small schema of our own for the SQL engine's tests: two tables joined by a foreign key. */
export const SHOP_DUMP = `
CREATE TABLE customer (
  customer_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT
);
CREATE TABLE purchase (
  purchase_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer (customer_id),
  amount REAL NOT NULL
);
INSERT INTO customer VALUES (1, 'Ada', 'Lyon'), (2, 'Bo', 'Oslo'), (3, 'Cy', 'Lyon'), (4, 'Di', NULL);
INSERT INTO purchase VALUES (10, 1, 12.5), (11, 1, 7.5), (12, 2, 30), (13, 3, 4), (14, 3, 6), (15, 3, 1);
`;

/** Counts forever: SQLite has no statement timeout, so only the engine's wall-clock limit stops it. */
export const RUNAWAY_QUERY =
  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c";
