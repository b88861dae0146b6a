#!/usr/bin/env python3
"""Checks the JUnit XML that HarnessReports writes with two independent
consumers: junitparser (its API, then its `verify` command) and junit2html.

Usage: check_junit.py FIXTURE_DIR   (holds junit.xml, junit-passing.xml, expected.json)

junitparser 5's command line has `verify`, but it answers "did every test
pass" (exit 1 on any failure or error), not "is the file readable". So the
file itself is checked with junitparser's API: it must parse, and the suites,
testcases, counts and result types it reads must be the ones the writer
promised (expected.json, written by the Swift tests). `junitparser verify` is
then run for what it does mean: 0 on the all-passing report, 1 on the report
with failures. Exits non-zero on the first problem.
"""
import html
import json
import os
import subprocess
import sys
import tempfile

from junitparser import Error, Failure, JUnitXml, Skipped

KINDS = {"conflict", "expectation", "regression", "overflow", "ambiguity"}
problems = []


def problem(message):
    problems.append(message)
    print("  PROBLEM: " + message)


def check_file(path, expected):
    print(f"junitparser: reading {path}")
    try:
        xml = JUnitXml.fromfile(path)
    except Exception as error:  # any parse error fails the check
        problem(f"{path}: junitparser cannot read it: {error!r}")
        return None
    totals = {"tests": 0, "failures": 0, "errors": 0}
    seen = set()
    suites = []
    for suite in xml:
        cases = list(suite)
        failures = sum(1 for c in cases if any(isinstance(r, Failure) for r in c.result))
        errors = sum(1 for c in cases if any(isinstance(r, Error) for r in c.result))
        skipped = sum(1 for c in cases if any(isinstance(r, Skipped) for r in c.result))
        for attribute, value in (("tests", len(cases)), ("failures", failures), ("errors", errors), ("skipped", skipped)):
            if getattr(suite, attribute) != value:
                problem(f"{path}: suite {suite.name}: {attribute}={getattr(suite, attribute)} but it holds {value}")
        if suite.timestamp is None or suite.hostname is None or suite.time is None:
            problem(f"{path}: suite {suite.name} lacks timestamp, hostname or time")
        types = []
        for case in cases:
            key = (case.classname, case.name)
            if key in seen:
                problem(f"{path}: classname+name not unique: {key}")
            seen.add(key)
            if "." in case.name:
                problem(f"{path}: a dot in the testcase name {case.name!r}")
            if len(case.result) > 1:
                problem(f"{path}: {case.name}: {len(case.result)} results (at most one expected)")
            for result in case.result:
                types.append(result.type)
                if isinstance(result, Failure) and result.type not in KINDS:
                    problem(f"{path}: {case.name}: failure type {result.type!r} is not a finding kind")
                if isinstance(result, Error) and result.type != "specError":
                    problem(f"{path}: {case.name}: error type {result.type!r}")
                if "\n" in (result.message or ""):
                    problem(f"{path}: {case.name}: the message is not one line")
                if not result.message or not (result.text or "").strip():
                    problem(f"{path}: {case.name}: empty message or body")
        suites.append({"name": suite.name, "tests": len(cases), "failures": failures, "errors": errors, "types": types})
        totals["tests"] += len(cases)
        totals["failures"] += failures
        totals["errors"] += errors
    for key in ("tests", "failures", "errors"):
        if totals[key] != expected[key]:
            problem(f"{path}: {totals[key]} {key}, expected {expected[key]}")
    if "suites" in expected and suites != expected["suites"]:
        problem(f"{path}: suites read as {suites}, expected {expected['suites']}")
    print(f"  {len(suites)} suites, {totals['tests']} testcases, {totals['failures']} failures, {totals['errors']} errors")
    return xml


def run(command):
    print("$ " + " ".join(command))
    return subprocess.run(command, capture_output=True, text=True)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else ".build/report-fixtures"
    bin_dir = os.path.dirname(sys.executable)
    with open(os.path.join(folder, "expected.json"), encoding="utf-8") as f:
        expected = json.load(f)

    failing = os.path.join(folder, "junit.xml")
    passing = os.path.join(folder, "junit-passing.xml")
    xml = check_file(failing, expected["junit.xml"])
    check_file(passing, expected["junit-passing.xml"])

    # junitparser's own command: 0 when every test passed, 1 otherwise.
    for path, want in ((passing, 0), (failing, 1)):
        result = run([os.path.join(bin_dir, "junitparser"), "verify", path])
        if result.returncode != want:
            problem(f"junitparser verify {path}: exit {result.returncode}, expected {want}: {result.stderr.strip()}")

    # junit2html renders both files; every testcase name and failure message must be in the page.
    with tempfile.TemporaryDirectory() as tmp:
        for path in (failing, passing):
            out = os.path.join(tmp, os.path.basename(path) + ".html")
            result = run([os.path.join(bin_dir, "junit2html"), path, out])
            if result.returncode != 0 or not os.path.exists(out):
                problem(f"junit2html {path}: exit {result.returncode}: {result.stderr.strip()}")
                continue
            page = open(out, encoding="utf-8").read()
            text = html.unescape(page)
            if "Traceback" in result.stderr:
                problem(f"junit2html {path}: {result.stderr.strip()}")
            if path == failing and xml is not None:
                for suite in xml:
                    for case in suite:
                        if case.name not in text:
                            problem(f"junit2html page lacks testcase {case.name!r}")
                        for r in case.result:
                            if r.message not in text:
                                problem(f"junit2html page lacks message {r.message!r}")
            print(f"  junit2html wrote {len(page)} bytes")
        matrix = run([os.path.join(bin_dir, "junit2html"), "--summary-matrix", failing])
        counts = expected["junit.xml"]
        want = f"Failed       :      {counts['failures'] + counts['errors']}"
        if matrix.returncode != 0 or want not in matrix.stdout:
            problem(f"junit2html --summary-matrix: exit {matrix.returncode}, no line {want!r}:\n{matrix.stdout}")

    if problems:
        print(f"check-junit: FAILED with {len(problems)} problem(s)")
        return 1
    print("check-junit: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
