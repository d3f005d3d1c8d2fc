#!/bin/sh
# System packages: `system-deps.sh build PYTHON` what compiling the engines needs (a C compiler and
# PYTHON's headers); with no argument what the tests need besides: PostgreSQL (server storage tests)
# and Chromium with its driver (browser tests). Installs only what is missing; `apt-get update` runs
# once, only then. CI is a fresh Debian machine, run as root; elsewhere sudo is used when available.
set -eu

missing=""
if [ "${1:-}" = "build" ]; then
    command -v cc >/dev/null 2>&1 || missing="$missing gcc"
    if ! "$2" -c 'import os, sysconfig, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))'; then
        missing="$missing python3-dev"
    fi
else
    # Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off the PATH.
    if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
        missing="$missing postgresql"
    fi
    if ! dpkg -s chromium >/dev/null 2>&1 && ! command -v chromium >/dev/null 2>&1; then
        missing="$missing chromium"
    fi
    if ! dpkg -s chromium-driver >/dev/null 2>&1 && ! command -v chromedriver >/dev/null 2>&1; then
        missing="$missing chromium-driver"
    fi
fi

[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "system-deps: missing$missing; install them as root: apt-get install -y$missing" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "system-deps: missing$missing and there is no apt-get; install them by hand" >&2
    exit 1
fi
echo "system-deps: installing$missing"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q $missing
