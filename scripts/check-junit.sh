#!/usr/bin/env bash
# Checks the JUnit reports the HarnessReports tests write (to
# .build/report-fixtures/, or $REPORT_FIXTURES) with junitparser and
# junit2html from PyPI, in a virtualenv under .build/. Fails on any problem.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR="${REPORT_FIXTURES:-.build/report-fixtures}"

if [ ! -f "$DIR/junit.xml" ] || [ ! -f "$DIR/expected.json" ]; then
  echo "check-junit: $DIR/junit.xml is missing: writing it with the HarnessReports tests"
  swift test --filter HarnessReportsTests.ReportFixtureTests
fi

if ! command -v python3 >/dev/null 2>&1 || ! python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
  echo "check-junit: installing python3 and python3-venv"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq python3 python3-venv
fi

VENV=".build/report-check-venv"
if ! "$VENV/bin/python" -c "import junitparser, junit2htmlreport" >/dev/null 2>&1; then
  echo "check-junit: installing junitparser and junit2html into $VENV"
  [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "junitparser>=5,<6" "junit2html>=31"
fi
"$VENV/bin/python" -c "import junitparser; print('junitparser', junitparser.version)"

"$VENV/bin/python" scripts/check_junit.py "$DIR"
