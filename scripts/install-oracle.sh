#!/usr/bin/env bash
# Installs the differential test's LP oracle (HiGHS's Python interface highspy, with numpy,
# for scripts/lp-oracle.py) into the
# virtualenv the report checks use, .build/report-check-venv, making it if needed.
# LayoutEngineTests.DifferentialTests finds it there; CI runs this before `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=".build/report-check-venv"

if ! command -v python3 >/dev/null 2>&1 || ! python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
  echo "install-oracle: installing python3 and python3-venv"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq python3 python3-venv
fi
if [ ! -x "$VENV/bin/python" ]; then
  mkdir -p .build
  python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c "import highspy, numpy" >/dev/null 2>&1; then
  echo "install-oracle: installing highspy and numpy into $VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "highspy>=1.7" numpy
fi
"$VENV/bin/python" -c "import highspy, numpy; print('install-oracle: highspy', highspy.Highs().version(), 'numpy', numpy.__version__, 'in $VENV')" | tail -1
