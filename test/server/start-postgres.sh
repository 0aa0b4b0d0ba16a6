#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the lobby server's PostgreSQL test run, listening on loopback
# only, with a `lobby` role and a `lobby_test` database; prints the DATABASE_URL to export.
# Idempotent; works as root without a TTY (uses runuser) or as a user with sudo. With
# STARTED_RECORD=<file>, a cluster it starts is noted there first ("postgres <version> <cluster>"),
# so that the caller can stop it again (scripts/test-all.sh does).
# Usage: export DATABASE_URL="$(bash test/server/start-postgres.sh)"
set -euo pipefail
log() { echo "start-postgres: $*" >&2; }
AS_PG=(runuser -u postgres --)
[ "$(id -u)" -eq 0 ] || AS_PG=(sudo -n -u postgres)
if ! command -v pg_lsclusters >/dev/null; then
  log "PostgreSQL is not installed (scripts/install-system-deps.sh installs it)"
  exit 1
fi
read -r VER CLUSTER PORT STATUS _ < <(pg_lsclusters -h | head -n1) || true
if [ -z "${VER:-}" ]; then
  VER=$(ls /usr/lib/postgresql | sort -n | tail -n1)
  CLUSTER=main
  log "creating cluster $VER/$CLUSTER"
  pg_createcluster "$VER" "$CLUSTER" >&2
  read -r VER CLUSTER PORT STATUS _ < <(pg_lsclusters -h | head -n1)
fi
if [ "$STATUS" != "online" ]; then
  [ -z "${STARTED_RECORD:-}" ] || echo "postgres $VER $CLUSTER" >>"$STARTED_RECORD"
  log "starting cluster $VER/$CLUSTER on 127.0.0.1:$PORT"
  pg_ctlcluster "$VER" "$CLUSTER" start -- -o "-c listen_addresses=127.0.0.1" >&2
fi
for _ in $(seq 1 50); do
  "${AS_PG[@]}" psql -p "$PORT" -Atqc 'SELECT 1' >/dev/null 2>&1 && break
  sleep 0.2
done
"${AS_PG[@]}" psql -p "$PORT" -v ON_ERROR_STOP=1 -qc "DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lobby') THEN CREATE ROLE lobby LOGIN PASSWORD 'lobby'; END IF;
END \$\$;" >&2
if ! "${AS_PG[@]}" psql -p "$PORT" -Atqc "SELECT 1 FROM pg_database WHERE datname = 'lobby_test'" | grep -q 1; then
  "${AS_PG[@]}" createdb -p "$PORT" -O lobby lobby_test >&2
fi
echo "postgres://lobby:lobby@127.0.0.1:$PORT/lobby_test"
