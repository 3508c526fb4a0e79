"""Regenerate every number, plot, IR dump and profiler output on the site.

    python scripts/regenerate.py              # on a GPU: its outputs + derived figures
    python scripts/regenerate.py --list       # the plan (preflight), and nothing else
    python scripts/regenerate.py --only vector_add --only greyscale
    python scripts/regenerate.py --kinds portable   # GPU-independent outputs (any machine)
    python scripts/regenerate.py --check      # outputs missing or stale? (no GPU needed)

The command line is ``snippets/machinery/engine/cli.py``; this file only starts it.
"""

import time

# The run's wall time counts from here, before the imports: on a fresh machine the
# start-up and the plan take a quarter of a minute (torch's libraries read from disk,
# CUDA's start, every source file parsed for the staleness check).
STARTED = time.perf_counter()

import sys  # noqa: E402

from snippets.machinery.engine.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(started=STARTED))
