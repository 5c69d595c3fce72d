#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the auth-server tests and benchmark.
# Installs Debian's `postgresql` package if missing (needs root). Prints only the export line:
#   eval "$(bash packages/auth-server/scripts/start-test-postgres.sh)"
# Env: TEST_PG_PORT (default 55432). Stop it with: pg_ctl -D <dir printed on stderr> stop
set -euo pipefail
PORT="${TEST_PG_PORT:-55432}"
log() { echo "[start-test-postgres] $*" >&2; }

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  log "installing Debian's postgresql package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi
[ -x "$BIN/pg_ctl" ] || { log "pg_ctl not found after install"; exit 1; }

STATE="/tmp/auth-test-postgres-$PORT"
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Reuse a cluster this script started earlier on the same port.
if [ -f "$STATE/url" ] && "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "reusing the cluster in $STATE"
  echo "export TEST_DATABASE_URL=$(cat "$STATE/url")"
  exit 0
fi
if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "port $PORT is taken by a server this script did not start; set TEST_PG_PORT"
  exit 1
fi

rm -rf "$STATE"
mkdir -p "$STATE"
PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)"
printf '%s\n' "$PASSWORD" > "$STATE/pwfile"
if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$STATE"; fi
chmod 700 "$STATE"

as_pg "$BIN/initdb" -D "$STATE/data" -U postgres --pwfile="$STATE/pwfile" -A scram-sha-256 --no-sync >/dev/null
as_pg "$BIN/pg_ctl" -D "$STATE/data" -l "$STATE/log" -w -t 60 start \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $STATE -c max_connections=200 -c shared_buffers=128MB" >/dev/null
PGPASSWORD="$PASSWORD" "$BIN/psql" -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "create database auth_test" >/dev/null

URL="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/auth_test"
printf '%s' "$URL" > "$STATE/url"
chmod 600 "$STATE/url"
log "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT, data in $STATE/data"
log "stop with: runuser -u postgres -- $BIN/pg_ctl -D $STATE/data stop"
echo "export TEST_DATABASE_URL=$URL"
