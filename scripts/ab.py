#!/usr/bin/env python3
"""A/B of two builds of `layout-harness` on the workloads users run (docs/performance.md, "A/B runs").

    python3 scripts/ab.py DIR_A DIR_B [--runs 9] [--only specs,screen1k-row,...] [--cold SECONDS]

DIR_A and DIR_B each hold a release `layout-harness` with its resource bundle (copy
`.build/release/layout-harness` and `.build/release/LayoutHarness_HarnessReports.resources`);
`DIR+NAME=VALUE` runs that build with an environment variable set. Workloads: `Specs/`; the
`end-to-end` benchmark's row, tree and cards specs at 1,000 views with their three states (20
cases) and at 10,000 views in the 5 default environments (the guard), the guard with every leaf a
measured label of varied text (`--labels text`: text10k-row, …), and the random shape of 10,000
views (`shapes --shapes random`, seed 1) in the 5 environments (random10k) and with its 3 states
(random10k-states, 20 cases), written by DIR_A's `layout-benchmarks`. Each run is `layout-harness run SPEC` with the three reports; the builds
take turns, run by run. Printed: medians of the wall time and of the CPU time of the whole
process tree (the worker processes included: this script reaps them), and peak memory; ratios
B/A. On a shared machine the CPU time is the steadier measure. `--cold SECONDS` waits that long
before each timed run, as a CI step meets the machine (docs/performance.md, "Cold runs and warm
runs"); without it each run follows the last.
"""
import ctypes, os, resource, statistics, subprocess, sys, tempfile, time

args = sys.argv[1:]
runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 9
only = args[args.index("--only") + 1].split(",") if "--only" in args else None
cold = float(args[args.index("--cold") + 1]) if "--cold" in args else 0.0
builds = [a for i, a in enumerate(args)
          if not a.startswith("--") and (i == 0 or args[i - 1] not in ("--runs", "--only", "--cold"))]
if len(builds) != 2:
    sys.exit(__doc__)
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: workers left running come here


def split(build):
    folder, *assignments = build.split("+")
    env = dict(os.environ, **dict(a.split("=", 1) for a in assignments))
    return os.path.abspath(folder), env


work = tempfile.mkdtemp(prefix="layout-ab-")
first, _ = split(builds[0])
for sizes, options, folder in (("1000", [], "1000"), ("10000", ["--states", "none"], "10000"),
                               ("10000", ["--states", "none", "--labels", "text"], "text10000")):
    subprocess.run([first + "/layout-benchmarks", "end-to-end", "--sizes", sizes, "--reps", "1", *options,
                    "--write-specs", f"{work}/{folder}"], check=True, stdout=subprocess.DEVNULL)
for options, folder in (([], "random-states"), (["--states", "none"], "random")):
    subprocess.run([first + "/layout-benchmarks", "shapes", "--sizes", "10000", "--shapes", "random", "--reps", "1",
                    *options, "--write-specs", f"{work}/{folder}"], check=True, stdout=subprocess.DEVNULL)
workloads = {"specs": root + "/Specs"}
for shape in ("row", "tree", "cards"):
    workloads[f"screen1k-{shape}"] = f"{work}/1000/{shape}-1000.xml"
    workloads[f"guard10k-{shape}"] = f"{work}/10000/{shape}-10000.xml"
    workloads[f"text10k-{shape}"] = f"{work}/text10000/{shape}-10000.xml"
workloads["random10k"] = f"{work}/random/random-10000.xml"
workloads["random10k-states"] = f"{work}/random-states/random-10000.xml"
chosen = [w for w in workloads if only is None or w in only]


def once(build, path):
    folder, env = split(build)
    out = f"{work}/out"
    command = [folder + "/layout-harness", "run", path, "--junit", out + "/j.xml", "--json", out + "/r.json",
               "--html", out + "/i.html", "--quiet", "--no-color"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    process = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    peak = usage.ru_maxrss
    while True:
        try:
            peak = max(peak, os.wait4(-1, 0)[2].ru_maxrss)
        except ChildProcessError:
            break
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{build} on {path}: exit {os.waitstatus_to_exitcode(status)}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall * 1e3, cpu * 1e3, peak / 1024


samples = {(b, w): [] for b in builds for w in chosen}
loads = []
for w in chosen:
    for b in builds:
        once(b, workloads[w])  # warm-up
    for r in range(runs):
        loads.append(os.getloadavg()[0])
        for b in (builds if r % 2 == 0 else builds[::-1]):
            if cold > 0:
                time.sleep(cold)
            samples[(b, w)].append(once(b, workloads[w]))
a, b = builds
print(f"A = {a}, B = {b}: {runs} runs each, taking turns{f', each {cold:g} s after the last' if cold > 0 else ''};"
      f" load {min(loads):.2f} to {max(loads):.2f}")
print(f"{'workload':16}{'A wall ms':>11}{'B wall ms':>11}{'B/A':>7}{'A cpu ms':>11}{'B cpu ms':>11}{'B/A':>7}{'A MiB':>8}{'B MiB':>8}")
for w in chosen:
    x, y = samples[(a, w)], samples[(b, w)]
    wa, wb = (statistics.median(s[0] for s in v) for v in (x, y))
    ca, cb = (statistics.median(s[1] for s in v) for v in (x, y))
    print(f"{w:16}{wa:11.1f}{wb:11.1f}{wb / wa:7.3f}{ca:11.1f}{cb:11.1f}{cb / ca:7.3f}"
          f"{max(s[2] for s in x):8.0f}{max(s[2] for s in y):8.0f}")
