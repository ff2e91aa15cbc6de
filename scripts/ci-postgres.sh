# Sourced by .ci/run: a local PostgreSQL for the content store's PostgreSQL tests. Installs
# Debian's server when missing, starts the cluster, makes a throw-away role and database on
# 127.0.0.1, and exports TEST_DATABASE_URL. If any step fails the PostgreSQL cases are skipped
# (visibly) and the SQLite ones still run, so a machine without the package is not a red build.
ci_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "ci: installing Debian's postgresql"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
  fi
  local version
  version="$(ls /etc/postgresql 2>/dev/null | sort -n | tail -n 1)"
  [ -n "$version" ] || return 1
  pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main status >/dev/null || return 1
  su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ci_content') THEN CREATE ROLE ci_content LOGIN PASSWORD 'ci_content'; END IF; END \\\$\\\$;\"" || return 1
  su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname = 'ci_content'\" | grep -q 1 || psql -q -c 'CREATE DATABASE ci_content OWNER ci_content'" || return 1
  export TEST_DATABASE_URL="postgres://ci_content:ci_content@127.0.0.1:5432/ci_content"
  echo "ci: PostgreSQL $version ready for the store tests"
}
