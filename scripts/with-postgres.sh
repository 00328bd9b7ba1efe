#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on loopback.
# Installs Debian's postgresql when it is missing.
set -euo pipefail
if ! ls -d /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "> installing Debian postgresql…"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PORT=${PGPORT_TEST:-55432}
PGDATA=$(mktemp -d /tmp/playfront-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDATA"
as_pg "$PGBIN/initdb" -D "$PGDATA" -A trust -U postgres >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -o "-p $PORT -k $PGDATA -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
cleanup() { as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$PGDATA"; }
trap cleanup EXIT
# A TERM or INT (a supervisor stopping its group) exits through the EXIT trap, so PostgreSQL stops too.
trap 'exit 143' TERM
trap 'exit 130' INT
"$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -c 'create database playfront' >/dev/null
echo "> PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
# PLAYFRONT_PG*: where this server lives, for scripts that restart or slow it (npm run cluster, npm run load -- --fault).
PLAYFRONT_PGDATA="$PGDATA" PLAYFRONT_PGBIN="$PGBIN" PLAYFRONT_PGPORT="$PORT" \
  DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/playfront" "$@"
