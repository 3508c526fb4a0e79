"""Teaching helpers: the small library the lectures import (timing units and steady
timings, input checks, comparison and tolerances, plot style, IR dumps, device facts,
running a module in a fresh process). Nothing here knows about the site or the run."""
