#!/bin/sh
# The container's entry command (Dockerfile), and what tests/e2e/container-entry.spec.ts runs
# against the build: the bundled server from the folder above this script, with source maps
# for its stack traces. `exec` makes the server the process the container's stop signal reaches,
# so SIGTERM drains in-flight requests and closes the database (server/README.md).
set -eu
cd "$(dirname "$0")/.."
for built in dist/server/main.js dist/client/index.html; do
  if [ ! -f "$built" ]; then
    echo "container-entry: no $built (run npm run build first)" >&2
    exit 1
  fi
done
exec node --enable-source-maps dist/server/main.js "$@"
