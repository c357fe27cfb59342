#!/usr/bin/env bash
# The one test command (npm test): compiles the tool, makes sure Debian's Chromium is there for
# the browser tests, then runs every jest suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
# The fixture sites that install real component libraries from npm (their own lock files).
for site in test/fixtures/*/package-lock.json; do
  dir=$(dirname "$site")
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$site" -nt "$dir/node_modules/.package-lock.json" ]; then
    echo "Installing the packages of $dir..."
    npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error
  fi
done
# Format and lint (the layering rules of eslint.config.js are part of the test) on one core while the
# tool compiles on the other: each is one Node thread, so the pair takes about the time of the longer.
lint_log=$(mktemp)
npm run --silent lint >"$lint_log" 2>&1 &
lint_pid=$!
trap 'kill "$lint_pid" 2>/dev/null || true; rm -f "$lint_log"' EXIT
npm run --silent build:tool
# ts-jest only transpiles: type-check the tests too (the entity tests of test/spec are type-level).
npx tsc -p tsconfig.test.json
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
if [ "$lint_status" != 0 ]; then exit "$lint_status"; fi
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest "$@"
