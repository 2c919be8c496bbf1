-- The server's records: users and their balances, sessions, orders with their cash-outs, reserves. Money is
-- numeric(20,2) (the decimal strings the API speaks); times are simulated epoch ms. What no query filters on and no
-- money depends on (an order's legs, a user's settings, a reserve's display names) is the row's `detail` jsonb.
CREATE TABLE users (
  uid text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  coins numeric(20, 2) NOT NULL CHECK (coins >= 0),
  detail jsonb NOT NULL
);

CREATE TABLE balances (
  uid text NOT NULL REFERENCES users (uid),
  coin_code text NOT NULL,
  balance numeric(20, 2) NOT NULL CHECK (balance >= 0),
  is_default integer NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (uid, coin_code)
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  uid text NOT NULL REFERENCES users (uid),
  kicked boolean NOT NULL DEFAULT false,
  at bigint NOT NULL
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  uid text NOT NULL REFERENCES users (uid),
  client_ref text,
  currency_id text NOT NULL,
  st integer NOT NULL,
  unit_stake numeric(20, 2) NOT NULL,
  bet_amount numeric(20, 2) NOT NULL,
  mwa numeric(20, 2) NOT NULL,
  remaining_principal numeric(20, 2) NOT NULL,
  sa numeric(20, 2),
  sat numeric(20, 2),
  result integer,
  created_time bigint NOT NULL,
  settled_time bigint,
  cancelled_time bigint,
  detail jsonb NOT NULL
);
CREATE UNIQUE INDEX orders_client_ref ON orders (uid, client_ref) WHERE client_ref IS NOT NULL;
CREATE INDEX orders_uid_created ON orders (uid, created_time DESC);

CREATE TABLE cash_outs (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  cop numeric(20, 2) NOT NULL,
  cot numeric(20, 2) NOT NULL,
  ct bigint NOT NULL,
  st integer NOT NULL,
  client_ref text
);
CREATE INDEX cash_outs_order ON cash_outs (order_id);

CREATE TABLE reserves (
  reserve_id text PRIMARY KEY,
  uid text NOT NULL REFERENCES users (uid),
  client_ref text,
  currency_id text NOT NULL,
  status integer NOT NULL,
  unit_stake numeric(20, 2) NOT NULL,
  order_id text,
  created_time bigint NOT NULL,
  detail jsonb NOT NULL
);

-- The sequence of order, cash-out and reserve ids, the simulation's place, the store.json import mark.
CREATE TABLE meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- The live-room parts (chat lines, envelopes, lotteries, the gift ranking, chat bans, guesses, duplicate guards):
-- one row per room or per entry. json, not jsonb: the text is kept as written, so an object's key order (the order
-- ties in a gift ranking are listed in) comes back as it was.
CREATE TABLE parts (
  part text NOT NULL,
  key text NOT NULL,
  value json NOT NULL,
  PRIMARY KEY (part, key)
);
