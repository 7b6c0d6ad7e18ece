#!/usr/bin/env bash
# Starts a local PostgreSQL for the database test suites and prints the settings they read:
#   eval "$(scripts/ci-postgres.sh)"
# Installs Debian's postgresql package when it is missing (needs root or sudo). Reruns are safe: the test
# database is dropped and created afresh, and the test role gets a new password each time.
# Only the export lines go to stdout; progress goes to stderr.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { as_root runuser -u postgres -- "$@"; }
log() { echo "ci-postgres: $*" >&2; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "installing the postgresql package"
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk '{print $1 "/" $2}' | grep -qx "$version/main"; then
  log "creating cluster $version/main"
  as_root pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
  log "starting cluster $version/main"
  as_root pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')

role=website_test
database=website_test
password=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')

# The tests switch to `anon` to check row-level security, so the test role is a member of it; it needs no
# other privilege than owning its database.
as_postgres psql -q -X -p "$port" -v ON_ERROR_STOP=1 >&2 <<SQL
SET client_min_messages = warning;
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$role') THEN CREATE ROLE $role LOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN CREATE ROLE anon NOLOGIN; END IF;
END \$\$;
ALTER ROLE $role LOGIN PASSWORD '$password';
GRANT anon TO $role;
DROP DATABASE IF EXISTS $database WITH (FORCE);
CREATE DATABASE $database OWNER $role;
SQL

log "PostgreSQL $version on port $port, database $database"
echo "export TEST_DATABASE_URL='postgres://$role:$password@127.0.0.1:$port/$database'"
echo "export TEST_PG_CLUSTER_VERSION='$version'"
