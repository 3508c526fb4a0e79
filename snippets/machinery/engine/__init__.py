"""The engine behind scripts/regenerate.py, one job per module.

In the order a run uses them:

- ``planning``: the preflight; one Step per item and output folder, made or skipped
  (with the reason), the device-limits step included;
- ``estimates``: how long each phase should take, from the last run's times;
- ``report``: the plan and the summary (estimate against actual) as tables;
- ``ahead``: what a run starts before it needs it (the GPU lock's file and the first
  phase's workers while it plans, the derived figures' fork server);
- ``running``: the phases: the checks (``parallel_checks``) with the notebooks beside
  them, then one item at a time, then whatever else runs side by side (``schedule``:
  the order);
- ``workers``: the worker processes every item and check runs in, each job with a time
  limit (past it, the worker is killed) and a log file; ``jobs``: what a worker does,
  finding items by name through ``registry``; ``compile_clock``: the seconds each job
  spent compiling, for its line;
- ``making``: what each kind of item writes into its folder;
- ``provenance``: the facts recorded with every output;
- ``outputs``: where outputs live, atomic publication, failures.json;
- ``staleness``: --check, what is missing or made by older code or from older data.

Nothing here imports ``scripts/regenerate.py``, and no two modules import each other,
directly or round a loop (tests/test_layout.py).
"""
