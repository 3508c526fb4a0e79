"""The engine behind scripts/regenerate.py, one job per module.

In the order a run uses them:

- ``planning``: the preflight; one Step per item and output folder, made or skipped
  (with the reason), the device-limits step included;
- ``estimates``: how long each phase should take, from the last run's times;
- ``report``: the plan and the summary (estimate against actual) as tables;
- ``running``: the three phases: checks in worker processes (``parallel_checks``),
  then one item at a time, then the notebooks side by side (``schedule``: the order);
- ``making``: what each kind of item writes into its folder;
- ``provenance``: the facts recorded with every output;
- ``outputs``: where outputs live, atomic publication, failures.json;
- ``staleness``: --check, what is missing or made by older code or from older data.

Nothing here imports ``scripts/regenerate.py``; the modules import each other only in
that order's reverse (planning reads estimates and staleness, never the other way).
"""
