# Starts a throwaway PostgreSQL on 127.0.0.1 for CI and exports TEST_DATABASE_URL.
# Source it, then call start_ci_postgres; stop_ci_postgres removes it again.

CI_PG_DIR="${CI_PG_DIR:-/tmp/snooplens-ci-pg}"
CI_PG_PORT="${CI_PG_PORT:-54329}"

ci_pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; return 1; }
  echo "$bin"
}

ci_pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_ci_postgres() {
  local bin
  bin=$(ci_pg_bin)
  rm -rf "$CI_PG_DIR"
  mkdir -p "$CI_PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$CI_PG_DIR"
  ci_pg_as_owner "$bin/initdb" -D "$CI_PG_DIR" -A trust -U postgres --no-sync >/dev/null
  ci_pg_as_owner "$bin/pg_ctl" -D "$CI_PG_DIR" -l "$CI_PG_DIR/server.log" -w -t 60 start \
    -o "-h 127.0.0.1 -p $CI_PG_PORT -k $CI_PG_DIR -F -c max_connections=200" >/dev/null
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$CI_PG_PORT/postgres"
  export TEST_DATABASE_URL
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') is up on 127.0.0.1:$CI_PG_PORT"
}

stop_ci_postgres() {
  local bin
  bin=$(ci_pg_bin) || return 0
  ci_pg_as_owner "$bin/pg_ctl" -D "$CI_PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$CI_PG_DIR"
}
