# Puts a given major release of Node.js first on PATH for CI, installed from the npm registry:
# the node-<platform>-<arch> packages carry the official binary and run no install script.
# Source it, then call use_ci_node 24.

CI_NODE_DIR="${CI_NODE_DIR:-/tmp/snooplens-ci-node}"

use_ci_node() {
  local major=$1 dir="$CI_NODE_DIR/$1" pkg
  if ! "$dir/node_modules/.bin/node" --version 2>/dev/null | grep -q "^v$major\."; then
    pkg="node-$(node -p 'process.platform + "-" + process.arch')@$major"
    rm -rf "$dir"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$pkg" >/dev/null
  fi
  "$dir/node_modules/.bin/node" --version | grep -q "^v$major\." || {
    echo "Node.js $major could not be installed from $pkg into $dir" >&2
    return 1
  }
  PATH="$dir/node_modules/.bin:$PATH"
  export PATH
  hash -r
  echo "Node.js $(node --version) with npm $(npm --version)"
}
