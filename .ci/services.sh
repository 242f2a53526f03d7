# shellcheck shell=bash
# Finds or starts PostgreSQL and Redis on loopback and exports TEST_DATABASE_URL and
# TEST_REDIS_URL for the suites that run against real servers.

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

ensure_postgres() {
  if port_open 5432 && psql -h 127.0.0.1 -U postgres -d test -Atc 'select 1' >/dev/null 2>&1; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  else
    command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 ||
      apt_install postgresql
    local bin port=55432 dir
    bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | tail -n 1)")
    dir=$(mktemp -d /tmp/webreg-pg.XXXXXX)
    chown postgres "$dir" 2>/dev/null || true
    local as=()
    [ "$(id -u)" -eq 0 ] && as=(runuser -u postgres --)
    "${as[@]}" "$bin/initdb" -A trust -U postgres -D "$dir/data" >/dev/null
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-h 127.0.0.1 -p $port -k $dir" -w start >/dev/null
    "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/test"
  fi
  echo "PostgreSQL for tests: $TEST_DATABASE_URL"
}

ensure_redis() {
  if port_open 6379; then
    export TEST_REDIS_URL="redis://127.0.0.1:6379"
  else
    command -v redis-server >/dev/null 2>&1 || apt_install redis-server
    redis-server --port 56379 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null
    for _ in $(seq 50); do port_open 56379 && break; sleep 0.1; done
    export TEST_REDIS_URL="redis://127.0.0.1:56379"
  fi
  echo "Redis for tests: $TEST_REDIS_URL"
}
