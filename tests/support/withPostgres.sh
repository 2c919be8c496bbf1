#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster (Debian's `postgresql` package:
# .ci/run installs it), made in a temp folder, on a free local port, and removed afterwards. The server's store tests
# then run on a real PostgreSQL instead of the in-memory PGlite. Postgres refuses to run as root: as root, the cluster
# belongs to the `postgres` user the package made.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "${CI:-}" = true ]; then
    echo "PostgreSQL is not installed (Debian's postgresql package): .ci/run installs it" >&2
    exit 1
  fi
  echo "PostgreSQL is not installed here (apt-get install postgresql): skipping the store tests on PostgreSQL"
  exit 0
fi

dir=$(mktemp -d /tmp/sport-pg-XXXXXX)
as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as=(runuser -u postgres --)
fi
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
# fsync stays on: the tests check what a committed transaction leaves, as a real server would keep it.
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway cluster in $dir)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
