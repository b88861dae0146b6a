#!/usr/bin/env python3
"""Differential oracle for LayoutHarness: an independent lexicographic LP.

Reads a batch written by the Swift differential test (LayoutEngineTests.DifferentialTests):
for every case of every random layout, the constraint system the generator wrote from the
spec's rules (frame variables `id.x`, `id.y`, `id.width`, `id.height` in root coordinates,
relations `sum(terms) + constant  op  0` at a priority) and what the harness reported
(frames, conflicts, ambiguities). Solves each system with HiGHS (highspy, its Python interface),
priority level by priority level, and checks the harness against it:

- conflicts: the required relations are infeasible exactly when the harness reports a conflict;
  each reported set is infeasible, minimal (dropping any member makes it feasible) and holds
  its broken constraint; without the broken constraints the required relations are feasible;
- optimality: the harness's frames satisfy the required relations left and reach the optimum
  of every priority level, highest first (strict priorities, L1 error within a level);
- frames: every frame value that is the same at every optimum (min = max over the optimal
  face) equals the harness's to 0.01 pt;
- ambiguity: a visible view has a frame value that is not unique exactly when the harness
  reports an ambiguity naming it.

Usage: lp-oracle.py BATCH.json [--report REPORT.json] [--jobs N]
Exit status: 0 agreement, 1 disagreements (listed, and in the report), 3 highspy missing.
docs/engine.md, "Differential testing", says how to run it.
"""
import argparse
import ctypes
import json
import os
import random
import sys
import zlib
from concurrent.futures import ProcessPoolExecutor

try:
    import numpy as np
    import highspy
except ImportError as error:  # reported to the Swift test, which fails in CI
    print(f"lp-oracle: oracle unavailable: {error} (bash scripts/install-oracle.sh installs it)", file=sys.stderr)
    sys.exit(3)

FRAME_TOLERANCE = 0.01      # frames compared to 0.01 pt
UNIQUE_TOLERANCE = 1e-3     # a frame value varying less than this over the optimal face is unique
BOX = 1e6                   # |frame value| at most this: beyond it counts as unbounded
LEVEL_SLACK = 1e-5          # slack (points) when a level's optimum becomes a bound
FEASIBLE = 0
INFEASIBLE = 2
PINS = ("UIViewSafeAreaLayoutGuide-", "UIView-")  # the root's inset pins: constants in the system


class System:
    """One case's relations over its frame variables."""

    def __init__(self, case):
        self.relations = case["relations"]
        self.by_id = {r["id"]: r for r in self.relations}
        names = sorted({name for r in self.relations for name in r["terms"]}
                       | {f"{v}.{a}" for v in case["views"] for a in ("x", "y", "width", "height")})
        self.index = {name: i for i, name in enumerate(names)}
        self.names = names

    def row(self, relation, width):
        row = np.zeros(width)
        for name, coefficient in relation["terms"].items():
            row[self.index[name]] += coefficient
        return row

    def feasible(self, relations):
        return Program(self, list(relations), []).solve(np.zeros(len(self.names)))[0] == FEASIBLE


def new_highs():
    """A silent HiGHS instance (its constructor prints a banner on the C stdout)."""
    sys.stdout.flush()
    saved, devnull = os.dup(1), os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    try:
        highs = highspy.Highs()
        ctypes.CDLL(None).fflush(None)
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(devnull)
    highs.setOptionValue("output_flag", False)
    highs.setOptionValue("presolve", "off")
    return highs


HIGHS = None


class Program:
    """The LP of required relations, optional ones with error variables (two per optional
    relation: `expression - plus + minus  op  0`), and bounds on levels' error sums, passed
    to HiGHS once and solved for several objectives (each from the previous basis)."""

    def __init__(self, system, required, optional):
        global HIGHS
        if HIGHS is None:
            HIGHS = new_highs()
        self.highs = HIGHS
        self.highs.clearModel()
        self.system = system
        n = len(system.names)
        self.n = n
        self.optional = optional
        self.total = n + 2 * len(optional)
        inf = highspy.kHighsInf
        # Frame values are boxed (BOX is far beyond any generated layout) so that a value no
        # constraint fixes reaches the box instead of making the LP unbounded.
        self.highs.addVars(self.total, np.array([-BOX] * n + [0.0] * (2 * len(optional))),
                           np.array([BOX] * n + [inf] * (2 * len(optional))))

        def put(relation, extra=()):
            columns = {system.index[name]: 0.0 for name in relation["terms"]}
            for name, coefficient in relation["terms"].items():
                columns[system.index[name]] += coefficient
            columns.update(extra)
            bound = -relation["constant"]
            lower = bound if relation["op"] in ("==", ">=") else -inf
            upper = bound if relation["op"] in ("==", "<=") else inf
            indices = np.array(list(columns), dtype=np.int32)
            self.highs.addRow(lower, upper, len(indices), indices, np.array(list(columns.values())))

        for r in required:
            put(r)
        for k, r in enumerate(optional):
            plus, minus = n + 2 * k, n + 2 * k + 1
            extra = {}
            if r["op"] in ("==", "<="):
                extra[plus] = -1.0
            if r["op"] in ("==", ">="):
                extra[minus] = 1.0
            put(r, extra)
        self.columns = np.arange(self.total, dtype=np.int32)

    def box(self, size):
        """Bounds every frame value by ±size."""
        columns = self.columns[:self.n]
        self.highs.changeColsBounds(self.n, columns, np.full(self.n, -size), np.full(self.n, size))

    def level_costs(self, level):
        c = np.zeros(self.total)
        for k, r in enumerate(self.optional):
            if r["priority"] == level:
                c[self.n + 2 * k: self.n + 2 * k + 2] = 1
        return c

    def bound_level(self, level, value):
        """Keeps the level's error sum at its optimum from now on."""
        costs = self.level_costs(level)
        indices = np.nonzero(costs)[0].astype(np.int32)
        self.highs.addRow(-highspy.kHighsInf, value + LEVEL_SLACK + 1e-9 * abs(value), len(indices), indices, costs[indices])

    def solve(self, frame_costs=None, costs=None):
        """(status, frame values, objective) minimising `costs` (all columns) or
        `frame_costs` (the frame variables)."""
        if costs is None:
            costs = np.zeros(self.total)
            costs[:self.n] = frame_costs
        self.highs.changeColsCost(self.total, self.columns, costs)
        self.highs.run()
        status = self.highs.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return INFEASIBLE, None, None
        if status != highspy.HighsModelStatus.kOptimal:
            raise RuntimeError(f"HiGHS: {self.highs.modelStatusToString(status)}")
        values = np.array(self.highs.getSolution().col_value)
        return FEASIBLE, values[:self.n], self.highs.getInfo().objective_function_value


def error_of(relation, value):
    if relation["op"] == "==":
        return abs(value)
    if relation["op"] == "<=":
        return max(0.0, value)
    return max(0.0, -value)


def check_case(task):
    """Every disagreement of one case, as short strings."""
    layout, case = task
    system = System(case)
    harness = case["harness"]
    found = []
    required = [r for r in system.relations if r["priority"] >= 1000]
    optional = [r for r in system.relations if r["priority"] < 1000]

    # Conflicts.
    broken = set()
    required_feasible = system.feasible(required)
    conflicts = harness["conflicts"]
    if required_feasible and conflicts:
        found.append(f"harness reports conflicts {[c['broken'] for c in conflicts]} but the required constraints hold together")
    if not required_feasible and not conflicts:
        found.append("the required constraints cannot hold together, but the harness reports no conflict")
    for conflict in conflicts:
        ids = conflict["constraints"]
        unknown = [i for i in ids if i not in system.by_id and not i.startswith(PINS)]
        if unknown:
            found.append(f"conflict names constraints the system does not have: {unknown}")
            continue
        members = [system.by_id[i] for i in ids if i in system.by_id]
        if conflict["broken"] not in ids:
            found.append(f"broken constraint {conflict['broken']} is not in its conflicting set {ids}")
        if system.feasible(members):
            found.append(f"conflicting set {ids} holds together")
            continue
        for member in members:
            if system.feasible(m for m in members if m is not member):
                continue
            found.append(f"conflicting set {ids} is not minimal: it conflicts without {member['id']}")
            break
        broken.add(conflict["broken"])
    kept = [r for r in required if r["id"] not in broken]
    if conflicts and not system.feasible(kept):
        found.append(f"the required constraints still conflict without the broken ones {sorted(broken)}")
        return layout, case, found
    if not required_feasible and not conflicts:
        return layout, case, found

    # Lexicographic optimum, highest priority first.
    levels = sorted({r["priority"] for r in optional}, reverse=True)
    program = Program(system, kept, optional)
    optima = []
    for level in levels:
        status, _, value = program.solve(costs=program.level_costs(level))
        if status != FEASIBLE:
            raise RuntimeError(f"level {level}: {status}")
        optima.append(value)
        program.bound_level(level, value)

    # The harness's frames: required relations kept hold, every level at its optimum.
    frames = harness["frames"]
    values = {}
    for view, (x, y, w, h) in frames.items():
        values.update({f"{view}.x": x, f"{view}.y": y, f"{view}.width": w, f"{view}.height": h})

    def evaluate(relation):
        return sum(c * values[name] for name, c in relation["terms"].items()) + relation["constant"]

    for r in kept:
        if error_of(r, evaluate(r)) > FRAME_TOLERANCE:
            found.append(f"harness frames break required {r['id']} by {error_of(r, evaluate(r)):.4f}")
    for level, optimum in zip(levels, optima):
        reached = sum(error_of(r, evaluate(r)) for r in optional if r["priority"] == level)
        if abs(reached - optimum) > FRAME_TOLERANCE:
            found.append(f"priority {level}: harness error {reached:.4f}, optimum {optimum:.4f}")
            break

    # Which frame values the optimum fixes. The minimum and the maximum of a random
    # combination of values are two different points of the optimal face unless the face is a
    # point (with probability 1; even when the combination barely changes between them, the
    # points differ): so the values that differ between the two vary, and the others are tried
    # again with a new combination, until none differs.
    rng = random.Random(zlib.crc32(f"{layout} {case['environment']} {case.get('state')}".encode()))
    unique = {}
    pending = [f"{v}.{a}" for v in case["views"] for a in ("x", "y", "width", "height")]
    while pending:
        direction = np.zeros(len(system.names))
        for name in pending:
            direction[system.index[name]] = rng.uniform(0.5, 1.5)
        low, high = program.solve(direction), program.solve(-direction)
        if low[0] != FEASIBLE or high[0] != FEASIBLE:
            raise RuntimeError(f"frame values: {low[0]}, {high[0]}")
        still = [name for name in pending
                 if abs(low[1][system.index[name]] - high[1][system.index[name]]) < UNIQUE_TOLERANCE]
        if len(still) == len(pending):
            unique.update({name: low[1][system.index[name]] for name in pending})
            break
        pending = still
    for name, value in unique.items():
        if abs(values[name] - value) > FRAME_TOLERANCE:
            found.append(f"{name}: harness {values[name]:.4f}, oracle {value:.4f}")
    # Ambiguity: the case is ambiguous (a visible view's frame value is not unique) exactly
    # when the harness reports an ambiguity; each frame value a finding names is not unique,
    # over the range it gives. (A tie finding names the views of the tied constraints; the
    # views they move along with them are not all named, so views are not compared one by one.)
    oracle_ambiguous = sorted(v for v in case["visible"]
                              if any(f"{v}.{a}" not in unique for a in ("x", "y", "width", "height")))
    ambiguities = harness["ambiguities"]
    if oracle_ambiguous and not ambiguities:
        found.append(f"not unique but no ambiguity reported: {oracle_ambiguous}")
    if ambiguities and not oracle_ambiguous:
        found.append(f"ambiguity reported for {[a['variable'] for a in ambiguities]} but every visible frame is unique")
    for ambiguity in ambiguities:
        name = ambiguity["variable"]
        if name in unique:
            found.append(f"ambiguity reported for {name}, which is unique ({unique[name]:.4f})")
            continue
        direction = np.zeros(len(system.names)); direction[system.index[name]] = 1
        span = [program.solve(direction)[2], -program.solve(-direction)[2]]
        # An end that moves when the box grows is held by the box only: unbounded.
        program.box(10 * BOX)
        wider = [program.solve(direction)[2], -program.solve(-direction)[2]]
        program.box(BOX)
        span = [end if abs(end - far) < UNIQUE_TOLERANCE else None for end, far in zip(span, wider)]
        given = ambiguity.get("range")
        if given is None and None not in span:
            found.append(f"{name}: harness gives no range, oracle {span[0]:.4f}...{span[1]:.4f}")
        elif given is not None and (None in span or max(abs(given[0] - span[0]), abs(given[1] - span[1])) > FRAME_TOLERANCE):
            found.append(f"{name}: harness range {given}, oracle {span}")
    case["oracle"] = {"ambiguous": sorted(oracle_ambiguous), "conflict": not required_feasible}
    return layout, case, found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("batch")
    parser.add_argument("--report", help="write the disagreements and counts here (JSON)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    with open(args.batch) as file:
        batch = json.load(file)
    tasks = [(layout["name"], case) for layout in batch["layouts"] for case in layout["cases"]]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(check_case, tasks, chunksize=16))
    else:
        results = [check_case(task) for task in tasks]
    disagreements = []
    counts = {"layouts": len(batch["layouts"]), "cases": len(results), "conflict": 0, "ambiguous": 0, "unique": 0}
    for layout, case, found in results:
        oracle = case.get("oracle", {"conflict": True, "ambiguous": []})
        counts["conflict"] += oracle["conflict"]
        counts["ambiguous" if oracle["ambiguous"] else "unique"] += 1
        for message in found:
            disagreements.append({"layout": layout, "environment": case["environment"], "state": case.get("state"), "message": message})
            print(f"{layout} [{case['environment']}, {case.get('state') or 'base'}]: {message}")
    print(f"lp-oracle: {counts['layouts']} layouts, {counts['cases']} cases ({counts['conflict']} with a conflict, "
          f"{counts['ambiguous']} ambiguous, {counts['unique']} unique): {len(disagreements)} disagreements")
    if args.report:
        with open(args.report, "w") as file:
            json.dump({"counts": counts, "disagreements": disagreements}, file, indent=1)
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
