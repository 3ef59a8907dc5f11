#!/usr/bin/env bash
# `npm test`: the unit and integration tests (SQLite and PostgreSQL) with the fault tests beside
# them, then end-to-end in Chromium; every suite runs even when another failed, and the time of
# each is printed at the end.
#
# The fault tests spend most of their time waiting for retries and outages (through their own
# TCP proxies and nginx, never the shared PostgreSQL server itself), so they run while the unit
# tests keep the cores busy; their output is printed once they are over.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
times=()
suite() {
  local name=$1
  shift
  local start=$SECONDS
  npx vitest run "$@" || status=1
  times+=("$(printf '%-12s %4ds' "$name" $((SECONDS - start)))")
}

faults_log=$(mktemp)
(
  start=$SECONDS
  npx vitest run --config vitest.faults.config.ts
  result=$?
  echo "fault tests took $((SECONDS - start))s"
  exit $result
) >"$faults_log" 2>&1 &
faults_pid=$!

suite unit

faults_status=0
wait "$faults_pid" || faults_status=$?
times+=("$(printf '%-12s %4ds (beside unit)' faults "$(grep -o 'fault tests took [0-9]*' "$faults_log" | grep -o '[0-9]*$' || echo 0)")")
echo "== fault tests (ran beside the unit tests)"
cat "$faults_log"
rm -f "$faults_log"
[ "$faults_status" -eq 0 ] || status=1

suite end-to-end --config vitest.e2e.config.ts
echo "== test suite times"
for line in "${times[@]}"; do echo "  $line"; done
exit $status
