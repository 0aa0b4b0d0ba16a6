#!/usr/bin/env bash
# Installs everything and runs every test: Debian packages (Chromium, PostgreSQL, Redis) when
# missing, PostgreSQL and Redis on loopback for the lobby server's shared-store tests, the npm
# packages from the lock file unless node_modules already holds them, then `npm test` (type check
# and every Vitest test, browser tests too), or the command given instead:
#
#   bash scripts/test-all.sh                              # everything, as CI runs it
#   bash scripts/test-all.sh npx vitest run test/server   # one command, with PostgreSQL and Redis up
#
# When it ends, passing, failing or stopped with Ctrl-C, it stops the PostgreSQL cluster and the
# Redis server it started, and only those: a DATABASE_URL or REDIS_URL given, or a server that was
# already running, is left as it was.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { echo "test-all: $*" >&2; }

# What the start scripts started, a line each: "postgres <version> <cluster>" or "redis <port>".
STARTED_RECORD="$(mktemp -t test-all-started.XXXXXX)"

# Stops a cluster of the record if it is online.
stop_postgres() {
  if pg_lsclusters -h | awk -v v="$1" -v c="$2" '$1 == v && $2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
    log "stopping the PostgreSQL cluster $1/$2 it started"
    pg_ctlcluster -m fast "$1" "$2" stop >&2
  fi
}

# Stops the Redis server of the record on its port, by its process id, and waits until it is gone.
stop_redis() {
  local pid
  pid=$(redis-cli -h 127.0.0.1 -p "$1" info server 2>/dev/null | tr -d '\r' | awk -F: '$1 == "process_id" { print $2 }')
  [ -n "$pid" ] || return 0
  log "stopping the Redis server it started (process $pid, port $1)"
  kill "$pid"
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  log "Redis (process $pid) is still running"
}

on_exit() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  while read -r kind a b; do
    case "$kind" in
      postgres) stop_postgres "$a" "$b" ;;
      redis) stop_redis "$a" ;;
    esac
  done <"$STARTED_RECORD"
  rm -f "$STARTED_RECORD"
  exit "$status"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

bash scripts/install-system-deps.sh
DATABASE_URL="${DATABASE_URL:-$(STARTED_RECORD="$STARTED_RECORD" bash test/server/start-postgres.sh)}"
REDIS_URL="${REDIS_URL:-$(STARTED_RECORD="$STARTED_RECORD" bash test/server/start-redis.sh)}"
export DATABASE_URL REDIS_URL

# `npm ci` deletes and reinstalls node_modules: only when it does not hold what the lock file asks
# for, or a patch of patches/ is neither applied nor applicable (patch-package applies a missing one).
patches_applied() { [ ! -d patches ] || npx --no-install patch-package --error-on-fail >/dev/null; }
if node scripts/node-modules-current.mjs && patches_applied; then
  log "npm ci skipped: node_modules already matches package-lock.json and patches/"
else
  npm ci
fi

if [ $# -gt 0 ]; then
  "$@"
else
  npm test
fi
