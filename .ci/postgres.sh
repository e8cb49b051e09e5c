#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the results-store tests.
#
#   eval "$(.ci/postgres.sh)"      # sets TRAINER_TEST_PG=postgresql://...
#
# Installs Debian's `postgresql` package when initdb/pg_ctl are missing,
# creates a cluster in $TRAINER_PG_DIR (default /tmp/trainer-pg) owned by a
# non-root user (initdb refuses root), starts it on a free loopback port with
# password authentication, creates the database, and prints one line,
# `export TRAINER_TEST_PG=...`, on stdout; everything else goes to stderr.
# Idempotent: run again, it reuses the running server or restarts the
# cluster it made before. `.ci/postgres.sh stop` stops it.
set -euo pipefail

DIR=${TRAINER_PG_DIR:-/tmp/trainer-pg}
DB=trainer_test
ROLE=trainer

say() { echo "postgres.sh: $*" >&2; }
die() { say "$*"; exit 1; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

bindir() {
    local d
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
    done
    if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(command -v pg_ctl)"; return 0
    fi
    return 1
}

if ! BIN=$(bindir); then
    say "initdb/pg_ctl not found; installing Debian's postgresql package"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    BIN=$(bindir) || die "postgresql installed but initdb/pg_ctl still not found"
fi

# initdb and the server refuse to run as root: run them as an ordinary user.
if [ "$(id -u)" = 0 ]; then
    OWNER=postgres
    if ! id "$OWNER" >/dev/null 2>&1; then
        OWNER=trainer-pg
        id "$OWNER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$OWNER"
    fi
    as_owner() { runuser -u "$OWNER" -- "$@"; }
else
    OWNER=$(id -un)
    as_owner() { "$@"; }
fi

DATA=$DIR/data
SOCK=$DIR/sock
LOG=$DIR/server.log
PWFILE=$DIR/password
PGCTL=$BIN/pg_ctl

if [ "${1:-}" = stop ]; then
    if [ -d "$DATA" ]; then as_owner "$PGCTL" -D "$DATA" -m fast stop >&2 || true; fi
    exit 0
fi

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

create_cluster() {
    say "creating a cluster in $DATA (owner $OWNER)"
    rm -rf "$DIR"
    mkdir -p "$DIR"
    chmod 700 "$DIR"
    # 32 hex characters from the kernel's random source.
    head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$PWFILE"
    mkdir -p "$SOCK"
    chown -R "$OWNER" "$DIR"
    as_owner "$BIN/initdb" -D "$DATA" -U "$ROLE" --pwfile="$PWFILE" --auth-local=scram-sha-256 \
        --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
        || { cat "$DIR/initdb.log" >&2; die "initdb failed"; }
    {
        echo "listen_addresses = '127.0.0.1'"
        echo "unix_socket_directories = '$SOCK'"
        echo "fsync = off"   # a throwaway test server: speed over durability
        echo "max_connections = 200"   # 16 grading terminals (tests/test_many_terminals.py) beside the other workers
        # A loaded machine (the whole suite on every core) can take longer than the default minute to finish
        # a connection's password exchange; the server then drops it and a test fails for no fault of its own.
        echo "authentication_timeout = 10min"
    } | as_owner tee -a "$DATA/postgresql.conf" >/dev/null
}

running_port() {  # the port of a server of this cluster that answers, or nothing
    local port
    [ -f "$DATA/postmaster.pid" ] || return 1
    port=$(sed -n 4p "$DATA/postmaster.pid")
    [ -n "$port" ] && "$BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -t 5 && echo "$port"
}

start_server() {
    PORT=$(free_port)
    say "starting the server on 127.0.0.1:$PORT (log: $LOG)"
    touch "$LOG" && chown "$OWNER" "$LOG"
    as_owner "$PGCTL" -D "$DATA" -l "$LOG" -o "-p $PORT" -w -t 60 start >&2
}

[ -f "$DATA/PG_VERSION" ] && [ -f "$PWFILE" ] || create_cluster
if PORT=$(running_port); then
    say "server already running on 127.0.0.1:$PORT"
else
    # Left over from a server that is gone (a session's processes end with it): start afresh.
    as_owner "$PGCTL" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
    rm -f "$DATA/postmaster.pid"
    if ! start_server; then
        tail -n 20 "$LOG" >&2
        say "the old cluster would not start; making a new one"
        create_cluster
        start_server || { tail -n 30 "$LOG" >&2; die "the server did not start"; }
    fi
fi
PASSWORD=$(cat "$PWFILE")

export PGPASSWORD=$PASSWORD
PSQL=("$BIN/psql" -h 127.0.0.1 -p "$PORT" -U "$ROLE" -d postgres -v ON_ERROR_STOP=1 -qtA)
if [ "$("${PSQL[@]}" -c "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != 1 ]; then
    "${PSQL[@]}" -c "CREATE DATABASE $DB" >&2
fi

echo "export TRAINER_TEST_PG=postgresql://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DB"
