#!/usr/bin/env bash
# Starts a throw-away Redis on 127.0.0.1 for the lobby server's multi-instance test (no
# persistence), unless one already answers there; prints the REDIS_URL to export. With
# STARTED_RECORD=<file>, a server it starts is noted there first ("redis <port>"), so that the
# caller can stop it again (scripts/test-all.sh does).
# Usage: export REDIS_URL="$(bash test/server/start-redis.sh)"
set -euo pipefail
PORT="${REDIS_TEST_PORT:-6390}"
if ! command -v redis-server >/dev/null; then
  echo "start-redis: redis-server is not installed (scripts/install-system-deps.sh installs it)" >&2
  exit 1
fi
if ! redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1; then
  [ -z "${STARTED_RECORD:-}" ] || echo "redis $PORT" >>"$STARTED_RECORD"
  redis-server --bind 127.0.0.1 --port "$PORT" --daemonize yes --save '' --appendonly no \
    --protected-mode yes --logfile /tmp/redis-test-"$PORT".log >&2
  for _ in $(seq 1 50); do
    redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
fi
echo "redis://127.0.0.1:$PORT"
