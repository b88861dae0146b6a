#!/usr/bin/env bash
# Checks that the documentation is a reference that holds (README.md and docs/;
# .ci/run calls it after the tests):
#
#  1. every relative link in README.md and docs/*.md resolves to a file inside the repository;
#  2. README.md and docs/ cite nothing outside it (a `shared/` folder, `research/…` notes,
#     SPEC-FORMAT.md or DESIGN.md): what the code relies on is restated in docs/;
#  3. no tracked file names a machine path (/work/…, /tmp/…) or a work-log entry ("session 12",
#     "issue 27"): history belongs in git log;
#  4. every `swift run layout-harness …` line of the README's examples runs as written and exits
#     with the code its comment states (`exit N`; 0 when it states none), run from the package
#     root without CI=true, as a user runs it. What the examples write (Reports/, r1.json,
#     baselines) is removed afterwards unless it was there before; baselines that were there
#     are put back as they were.
#
# bash scripts/check-docs.sh [--no-examples]   (exit 0: all hold; 1: a problem, each printed)
set -euo pipefail
cd "$(dirname "$0")/.."

run_examples=1
[ "${1:-}" = "--no-examples" ] && run_examples=0

python3 - "$run_examples" <<'PY'
import os, re, subprocess, sys

run_examples = sys.argv[1] == "1"
root = os.getcwd()
problems = []
docs = ["README.md"] + sorted("docs/" + f for f in os.listdir("docs") if f.endswith(".md"))

# 1 and 2: links and citations in the documentation.
link = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
outside = re.compile(r"(\.\./shared|\bshared/|\bresearch/|SPEC-FORMAT\.md|DESIGN\.md)")
for doc in docs:
    text = open(doc, encoding="utf-8").read()
    for number, line in enumerate(text.splitlines(), 1):
        for target in link.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue  # a URL, or an anchor in the same page
            path = os.path.normpath(os.path.join(os.path.dirname(doc), target.split("#")[0]))
            if path.startswith("..") or os.path.isabs(path):
                problems.append(f"{doc}:{number}: link to '{target}' leaves the repository")
            elif not os.path.exists(path):
                problems.append(f"{doc}:{number}: link to '{target}': no such file")
        for match in outside.finditer(line):
            problems.append(f"{doc}:{number}: cites '{match.group(1)}', outside the repository; restate it in docs/")

# 3: machine paths and work-log references in every tracked text file.
tracked = subprocess.run(["git", "ls-files", "-z"], capture_output=True, check=True).stdout.decode().split("\0")
machine = re.compile(r"(?<![\w.])/(work|tmp)/")
worklog = re.compile(r"\b(session|issue)s? #?\d+", re.IGNORECASE)
for path in filter(None, tracked):
    if path == "scripts/check-docs.sh" or not os.path.isfile(path):
        continue
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except UnicodeDecodeError:
        continue  # not text
    for number, line in enumerate(lines, 1):
        if machine.search(line):
            problems.append(f"{path}:{number}: a machine path: {line.strip()[:100]}")
        if worklog.search(line):
            problems.append(f"{path}:{number}: a work-log reference ('{worklog.search(line).group(0)}'): {line.strip()[:100]}")

# 4: the README's examples.
if run_examples:
    readme = open("README.md", encoding="utf-8").read()
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", readme, re.S):
        for line in block.splitlines():
            command, _, comment = line.partition("#")
            command = command.strip()
            if command.startswith("swift run layout-harness"):
                stated = re.search(r"\bexit (\d+)", comment)
                commands.append((command, int(stated.group(1)) if stated else 0))
    if not commands:
        problems.append("README.md: no `swift run layout-harness` example found")

    def files():
        found = set()
        for folder in ("Specs", "Reports"):
            for base, _, names in os.walk(folder):
                found.update(os.path.join(base, name) for name in names)
        return found | {name for name in os.listdir(".") if os.path.isfile(name)}

    before = files()
    # The examples' baselines are committed; an example that records (the local default,
    # `--record missing`, adds the cases of new environments) must not leave them changed.
    baselines = {path: open(path, "rb").read() for path in before if path.endswith(".baseline.json")}
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    subprocess.run(["swift", "build", "--product", "layout-harness"], check=True, capture_output=True)
    try:
        for command, expected in commands:
            result = subprocess.run(["bash", "-c", command], env=environment, capture_output=True, text=True)
            status = "ok" if result.returncode == expected else "FAILED"
            print(f"{status}: `{command}` exited {result.returncode} (README: {expected})")
            if result.returncode != expected:
                tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
                problems.append(f"README.md: `{command}` exited {result.returncode}, not {expected}: " + " / ".join(tail))
    finally:
        for path in files() - before:
            os.remove(path)
        for path, content in baselines.items():
            with open(path, "wb") as file:
                file.write(content)

for problem in problems:
    print(problem)
print(f"check-docs: {len(docs)} documents, {'the README examples run, ' if run_examples else ''}"
      f"{len(problems)} problem{'s' if len(problems) != 1 else ''}")
sys.exit(1 if problems else 0)
PY
