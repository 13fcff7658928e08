#!/usr/bin/env bash
# A new user's first start, from a private folder: clones this checkout into a fresh mode-0700
# folder, installs (npm ci, or a copy of the checkout's own packages) and checks that `npm start`
# serves the portal and the API, stops in order on SIGTERM without leaving PostgreSQL behind, starts
# again on the same data, and refuses a held data folder and a taken port with one line each. Run as
# root this is the case where PostgreSQL's system user cannot enter the clone. Exits non-zero on the
# first failure.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
base=${HOME:-/tmp}
[ -w "$base" ] || base=${TMPDIR:-/tmp}
work=$(mktemp -d "$base/mflow-start-anywhere.XXXXXX")
chmod 700 "$work"
clone=$work/clone
logs=$work/logs
mkdir "$logs"
started_at=$SECONDS
app=''

say() { printf 'check-start-anywhere: %s\n' "$*"; }

fail() {
  say "FAILED: $*" >&2
  for log in "$logs"/*.log; do
    [ -f "$log" ] || continue
    printf '\n--- last lines of %s ---\n' "$(basename "$log")" >&2
    tail -n 25 "$log" >&2
  done
  exit 1
}

postgres_pid() {
  local pidfile=$1/postgres/postmaster.pid
  if [ -f "$pidfile" ]; then head -n 1 "$pidfile"; fi
}

# Whatever a failed check left running or relocated goes, so CI machines stay clean.
cleanup() {
  if [ -n "$app" ] && kill -0 "$app" 2>/dev/null; then kill -KILL -- "-$app" 2>/dev/null || true; fi
  for data in "$work/data" "$work/data-other"; do
    pid=$(postgres_pid "$data")
    if [ -n "$pid" ]; then kill -QUIT "$pid" 2>/dev/null || true; fi
    if [ -L "$data/postgres" ]; then
      target=$(readlink -f "$data/postgres")
      case "$target" in /var/lib/mflow/clusters/*) rm -rf "$target" ;; esac
    fi
  done
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# Each start gets its own process group (job control on while launching), so SIGTERM reaches npm,
# its shell and the backend the way a terminal or a service manager delivers it.
start_app() { # log port data
  set -m
  (cd "$clone" && PORT=$2 DATA_DIR=$3 exec npm start) >"$logs/$1.log" 2>&1 &
  app=$!
  set +m
}

wait_ready() { # port seconds
  local deadline=$((SECONDS + $2))
  until curl -sf "http://127.0.0.1:$1/health/ready" >/dev/null; do
    kill -0 "$app" 2>/dev/null || fail "npm start exited before it was ready"
    [ "$SECONDS" -lt "$deadline" ] || fail "not ready on port $1 within $2 s"
    sleep 0.5
  done
}

check_portal_and_api() { # port
  local answer headers status
  answer=$(curl -s -o "$logs/page.html" -w '%{http_code} %{content_type}' "http://127.0.0.1:$1/mflow/")
  case "$answer" in "200 text/html"*) ;; *) fail "GET /mflow/ answered '$answer', expected 200 text/html" ;; esac
  grep -qi '<!doctype html' "$logs/page.html" || fail "GET /mflow/ is not an HTML page"
  headers=(-H "transactionId: T$(date +%s%3N)$(od -An -N5 -tx1 /dev/urandom | tr -d ' \n')"
    -H "requestDate: $(date -u +%Y-%m-%dT%H:%M:%SZ)" -H 'language: EN' -H 'source: WEB' -H 'systemCode: M00000')
  answer=$(curl -s -X POST "${headers[@]}" "http://127.0.0.1:$1/masterservice/api/v1/accesskey")
  status=$(printf '%s' "$answer" | node -e 'try { console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).status) } catch { console.log("not JSON") }')
  [ "$status" = SUCCESS ] || fail "POST /masterservice/api/v1/accesskey answered: $answer"
}

stop_app() { # data log
  local pid cluster deadline=$((SECONDS + 30))
  pid=$(postgres_pid "$1")
  [ -n "$pid" ] || fail "no postmaster.pid in $1/postgres while running"
  cluster=$(readlink -f "$1/postgres")
  kill -TERM -- "-$app"
  while pgrep -g "$app" >/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || fail "still running 30 s after SIGTERM"
    sleep 0.25
  done
  wait "$app" || true
  app=''
  grep -q '"msg":"stopped"' "$logs/$2.log" || fail "the backend did not report an orderly stop"
  ! kill -0 "$pid" 2>/dev/null || fail "PostgreSQL (pid $pid) still runs after the stop"
  ! pgrep -f -- "-D $cluster( |\$)" >/dev/null || fail "a PostgreSQL process for $cluster is left"
  [ ! -e "$cluster/postmaster.pid" ] || fail "PostgreSQL did not shut down cleanly ($cluster/postmaster.pid remains)"
}

expect_one_line_failure() { # log port data expected-text
  local status=0
  (cd "$clone" && PORT=$2 DATA_DIR=$3 timeout 120 npm start) >"$logs/$1.log" 2>"$logs/$1.err" || status=$?
  [ "$status" -ne 0 ] || fail "$1: npm start succeeded, expected a refusal"
  [ "$status" -ne 124 ] || fail "$1: npm start neither started nor refused within 120 s"
  grep -v '^npm warn' "$logs/$1.err" >"$logs/$1.lines" || true
  [ "$(wc -l <"$logs/$1.lines")" -eq 1 ] || fail "$1: expected one line on stderr, got: $(cat "$logs/$1.lines")"
  grep -q "^Cannot start: .*$4" "$logs/$1.lines" || fail "$1: unexpected message: $(cat "$logs/$1.lines")"
  say "$1 refused: $(cat "$logs/$1.lines")"
}

say "cloning $repo into $clone ($(stat -c %a "$work") $(stat -c %U "$work"))"
git clone --quiet "$repo" "$clone" || fail "git clone"
t=$SECONDS
# CI has just run npm ci on this checkout from the same lock file: its packages are copied rather than
# installed a second time (47 s of a CI run). A checkout without them is installed with npm ci.
if [ -f "$repo/node_modules/.package-lock.json" ] && cmp -s "$repo/package-lock.json" "$clone/package-lock.json"; then
  # The workspaces' globs (packages/*) expand inside the checkout.
  (cd "$repo" && for dir in . $(node -p 'require("./package.json").workspaces.join(" ")'); do
    [ ! -d "$dir/node_modules" ] || cp -a "$dir/node_modules" "$clone/$dir/" || exit 1
  done) || fail "copying node_modules"
  say "node_modules copied from the checkout in $((SECONDS - t)) s"
else
  (cd "$clone" && npm ci --no-audit --no-fund --prefer-offline) >"$logs/install.log" 2>&1 || fail "npm ci"
  say "npm ci took $((SECONDS - t)) s"
fi

port=$(free_port)
t=$SECONDS
start_app first "$port" "$work/data"
wait_ready "$port" 180
say "first start (portal build included) ready in $((SECONDS - t)) s on port $port"
check_portal_and_api "$port"
stop_app "$work/data" first
say "first start stopped in order; data in $(readlink -f "$work/data/postgres")"

t=$SECONDS
start_app second "$port" "$work/data"
wait_ready "$port" 60
! grep -q 'creating the embedded PostgreSQL cluster' "$logs/second.log" || fail "the second start created a new cluster instead of reusing the data"
say "second start ready in $((SECONDS - t)) s, on the same data"
check_portal_and_api "$port"
expect_one_line_failure held "$(free_port)" "$work/data" 'in use by a running PostgreSQL'
expect_one_line_failure port-taken "$port" "$work/data-other" "port $port is already in use"
[ -z "$(postgres_pid "$work/data-other")" ] || fail "the refused start left its PostgreSQL running"
stop_app "$work/data" second

say "passed in $((SECONDS - started_at)) s"
