#!/usr/bin/env bash
# `npm test`: the unit and integration tests (SQLite and PostgreSQL), then end-to-end in
# Chromium, then the fault tests; every suite runs even when one before it failed, and the
# time of each is printed at the end.
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
suite unit
suite end-to-end --config vitest.e2e.config.ts
suite faults --config vitest.faults.config.ts
echo "== test suite times"
for line in "${times[@]}"; do echo "  $line"; done
exit $status
