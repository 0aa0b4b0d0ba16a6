#!/usr/bin/env bash
# Installs the system packages the tests need, from Debian's archive, when they are missing:
# Chromium for the browser tests, PostgreSQL and Redis for the lobby server's multi-instance tests. Safe to run again; does nothing when all are present.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_ctlcluster >/dev/null && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  echo "system deps: all present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "system deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
