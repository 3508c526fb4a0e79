"""Teaching helpers: the small library the lectures import (timing units and steady
timings, input checks, comparison and tolerances, plot style, IR dumps, device facts,
running a module in a fresh process). Several lectures share some timing methods, which
live here too: timing queued ahead of the GPU (``queued``), timing at the settled clock
in CUDA-graph stretches (``settled``, reading the SM clock through ``sm_clocks``), and
measuring in child processes started side by side (``child_process``). Nothing here
knows about the site or the run, and nothing here imports a lecture."""
