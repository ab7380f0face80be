#!/usr/bin/env python3
"""Removes from tests/backends/<platform>_pending_cases.txt every case that now
passes on that platform (the case runner reports them as "passes on ...").

usage: scripts/prune_pending_cases.py [BUILD_DIR] [PLATFORM]   (build, cpu)
"""
import re
import subprocess
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
build = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "build"
platform = sys.argv[2] if len(sys.argv) > 2 else "cpu"
run = subprocess.run([str(build / "axle_backends_tests"), "--gtest_filter=Cases/*"],
                     capture_output=True, text=True)
passing = set(re.findall(r"^(\S+) passes on " + re.escape(platform) + ":", run.stdout, re.M))
listing = root / "tests/backends" / f"{platform}_pending_cases.txt"
lines = listing.read_text().splitlines(keepends=True)
kept = [line for line in lines if line.strip() not in passing]
listing.write_text("".join(kept))
print(f"removed {len(lines) - len(kept)} passing cases; {sum(1 for l in kept if l.strip() and not l.startswith('#'))} pending")
