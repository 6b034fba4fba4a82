#!/usr/bin/env python3
"""A Python adapter that plays no chess: it hands every request to another adapter and its answer back.

Used to time what a Python adapter costs Arbiter beyond its chess (README, "Speed"): like an adapter
written in Python, it reads one request at a time, parses it, writes one answer and flushes it, so each
message pays Python's reading, JSON and writing once more. The chess is the other adapter's, by
default the reference (`java -jar target/arbiter.jar serve`); a real Python resolver adds its own time
per request on top. At the end of its input it says on standard error how many requests of each
operation it relayed (appended to the file RELAY_COUNTS names too, when set).

    ./arbiter conform --ruleset simulchess --adapter "python3 scripts/relay_adapter.py"
    python3 scripts/relay_adapter.py ./my-other-adapter --flag   # any other adapter's command
"""
import collections
import json
import os
import subprocess
import sys


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    jar = os.path.join(here, "..", "target", "arbiter.jar")
    command = sys.argv[1:] or ["java", "-jar", jar, "serve"]
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    counts = collections.Counter()
    for line in sys.stdin:
        try:
            request = json.loads(line)
            counts[request.get("op", "?")] += 1
            line = json.dumps(request, separators=(",", ":")) + "\n"
        except (ValueError, AttributeError):
            counts["(not a request)"] += 1
        child.stdin.write(line)
        child.stdin.flush()
        answer = child.stdout.readline()
        if not answer:
            break
        try:
            answer = json.dumps(json.loads(answer), separators=(",", ":")) + "\n"
        except ValueError:
            pass
        sys.stdout.write(answer)
        sys.stdout.flush()
    child.stdin.close()
    child.wait()
    said = "relay: " + ", ".join(f"{n} {op}" for op, n in counts.most_common())
    print(said, file=sys.stderr)
    if os.environ.get("RELAY_COUNTS"):
        with open(os.environ["RELAY_COUNTS"], "a") as log:
            print(said, file=log)


if __name__ == "__main__":
    main()
