#!/usr/bin/env bash
# Installs everything and runs every test: Debian packages (Chromium, PostgreSQL, Redis) when
# missing, PostgreSQL and Redis on loopback for the lobby server's shared-store tests, the npm
# packages from the lock file, then `npm test` (type check + every Vitest test, browser tests too).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
DATABASE_URL="${DATABASE_URL:-$(bash test/server/start-postgres.sh)}"
REDIS_URL="${REDIS_URL:-$(bash test/server/start-redis.sh)}"
export DATABASE_URL REDIS_URL
npm ci
npm test
