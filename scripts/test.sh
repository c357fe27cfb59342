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
# Format and lint first: the layering rules (eslint.config.js) are part of the test.
npm run --silent lint
npm run --silent build:tool
# ts-jest only transpiles: type-check the tests too (the entity tests of test/spec are type-level).
npx tsc -p tsconfig.test.json
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest "$@"
