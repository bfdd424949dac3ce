#!/usr/bin/env bash
# npm test: everything the project checks, in order; stops at the first failure (non-zero exit).
# gen -> typecheck -> lint -> unit, contract and operator tests -> component tests -> build -> size budget -> security audit
# -> two servers sharing Redis (test:cluster) -> browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Browser tests use Debian's Chromium, never a downloaded browser (DESIGN contract).
if [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "== installing Debian's chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "/usr/bin/chromium is missing and apt-get is not usable: install Debian's chromium package" >&2
    exit 1
  fi
fi

# test:cluster runs Debian's redis-server (issue 28: two site servers sharing Redis), installed here like Chromium.
if ! command -v redis-server >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "== installing Debian's redis-server"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "redis-server is missing and apt-get is not usable: install Debian's redis-server package" >&2
    exit 1
  fi
fi

# Each stage says how long the one before it took (wall clock), and the end sums them up: where CI's time goes.
stage_name=""; stage_start=$SECONDS; stage_times=""
stage() {
  if [ -n "$stage_name" ]; then
    echo "-- $stage_name: $((SECONDS - stage_start)) s"
    stage_times+="${stage_times:+, }$stage_name $((SECONDS - stage_start)) s"
  fi
  stage_name=$1; stage_start=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}

# --no-docs: gen leaves docs/widgets.md alone, so the unit test that compares it with a fresh generation checks the
# committed file (after a schema change, npm run gen rewrites it; commit it with the change).
stage gen;        npm run --silent gen -- --no-docs
# The native compiler (TypeScript 7, package typescript-native) checks the types; the package named typescript is
# 5.9, whose JavaScript API typescript-eslint and the tools need (TypeScript 7 has none).
stage typecheck;  node node_modules/typescript-native/bin/tsc --noEmit -p tsconfig.json
# ESLint (eslint.config.js): the layers, no import cycles, the rules of hooks; cached in node_modules/.cache.
stage lint;       npm run --silent lint
stage "unit, contract and operator tests"; npx vitest run tests/unit tests/contract tests/operator
# Component tests on their own: the windowed grid's art queue runs on animation frames, which the unit and
# contract tests (scrypt, SQLite) starve when they share the two cores.
stage "component tests"; npx vitest run tests/component
stage build;      npm run --silent build
stage size;       npm run --silent size
# The security reviews' attacks, replayed against a server of their own: with a control key (so the control
# endpoints are closed to anyone without it) and a preview key (so the preview redirect can be attacked).
stage "security audit"
mkdir -p .data
# AUDIT_PORT (5290 by default) and TEST_PORT_BASE (playwright.config.ts) let two checkouts test side by side.
audit_port=${AUDIT_PORT:-5290}
# setsid: the server's own process group (npx, tsx and node), stopped whole by its negative id.
PORT=$audit_port HOST=127.0.0.1 SANDBOX_DB=:memory: SANDBOX_CONTROL_KEY=ci-audit-key BRAND_PREVIEW_KEY=ci-audit-preview-key setsid npx tsx server/site/main.ts > .data/audit-server.log 2>&1 &
audit_server=$!
trap 'kill -- -$audit_server 2>/dev/null || true' EXIT
node -e "(async () => { for (let i = 0; i < 120; i++) { try { await fetch('http://127.0.0.1:'+process.argv[1]+'/'); return; } catch { await new Promise((r) => setTimeout(r, 500)); } } console.error('the audit server did not start: .data/audit-server.log'); process.exit(1); })()" "$audit_port"
AUDIT_URL=http://127.0.0.1:$audit_port SANDBOX_CONTROL_KEY=ci-audit-key npx tsx tools/audit-security.ts
kill -- -$audit_server 2>/dev/null || true
# Redis on a free loopback port, two site servers and a round-robin proxy: what must hold across servers.
stage "cluster";  npx tsx tools/test-cluster.ts
stage "browser tests"; npx playwright test
stage ""
echo "== stage times: $stage_times"
