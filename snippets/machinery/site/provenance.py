"""Where each output on a page comes from, for the page hook: the small provenance line
under each result, the tab titles, and the collapsed note under a page's title."""

import json

from snippets.machinery.layout import PORTABLE  # outputs that do not depend on the GPU

OUTPUTS_ANCHOR = "where-outputs-were-made"


class Provenance:
    """Mixed into the hook's Renderer, which has ``generated``, ``machines()``,
    ``record()``, ``link()`` and ``used``."""

    def provenance(self, machine, path):
        """The short line under one result: which machine, which commit, when, and a link
        to the full record. The stacks (driver, CUDA, torch, Triton) are listed once, at
        the end of the page (``outputs_note``), not under every figure."""
        item = path.split("/")[0]
        p = self.record(machine, item)
        if p is None:
            return "provenance missing"
        where = f"Made on {p['gpu']}" if p.get("gpu") else "Made on a CPU (it needs no GPU)"
        if p.get("drawn_from"):  # a Derived output: drawn from data a GPU run wrote
            dates = sorted(set(filter(None, p["drawn_from"].values())))
            data = f"{dates[0]} to {dates[-1]}" if len(dates) > 1 else (dates or ["?"])[0]
            where = (f"Drawn from {p['gpu']} data made {data}" if p.get("gpu")
                     else f"Drawn from the data of {', '.join(p.get('gpus') or [])} (made {data})")
        dirty = " with uncommitted changes" if p.get("dirty") else ""
        record_link = self.link(machine, f"{item}/provenance.json")
        return f"{where}; commit `{p['commit'][:7]}`{dirty}; {p['date_utc']} ([record]({record_link}))."

    def failure(self, path):
        item = path.split("/")[0]
        notes = []
        for machine in self.machines():
            record = self.generated / machine / "failures.json"
            if record.exists():
                failures = json.loads(record.read_text())
                if item in failures:
                    notes.append(f"{machine}: {failures[item]['error']} ({failures[item]['date_utc']})")
        return notes

    def machine_title(self, machine, path):
        item = path.split("/")[0]
        record = self.generated / machine / item / "provenance.json"
        if machine == PORTABLE:
            gpus = json.loads(record.read_text()).get("gpus") if record.exists() else None
            return f"All GPUs ({', '.join(gpus)})" if gpus else "Any machine"
        if record.exists():
            return json.loads(record.read_text()).get("gpu") or machine
        return machine

    def provenance_line(self, used):
        """One small line under a result (per tab): what made it, where and when, with a
        link to the full record. A line, not a closed box: a reader scanning the lesson
        meets no box it has to open to know where a number came from."""
        if not used:
            return ""
        lines = " ".join(self.provenance(m, p) for m, p in used)
        return f"{lines}\n{{: .provenance }}\n"

    # -- the page's note on where its outputs come from --------------------------------
    def outputs_note(self):
        """``(line, details)``: one quiet line for the page's opening that answers "which
        GPUs, and when", linking to ``details``, the per-machine list (commits, stacks)
        that goes at the end of the page, with the lab notebook."""
        if not self.used:
            return "", ""
        titles, lines = [], []
        for machine in self.machines():
            records = [r for r in (self.record(machine, item)
                                   for item in sorted(self.used.get(machine, ()))) if r]
            if not records:
                continue
            gpu = records[0].get("gpu") or machine
            name = "CPU (outputs that do not depend on the GPU)" if machine == PORTABLE else gpu
            dates = sorted(r["date_utc"] for r in records)
            days = sorted({d.split()[0] for d in dates})
            when = days[0] if len(days) == 1 else f"{days[0]} to {days[-1]}"
            titles.append(f"{'a CPU' if machine == PORTABLE else gpu} ({when})")
            commits = ", ".join(f"`{c[:7]}`" for c in sorted({r["commit"] for r in records}))
            dirty = " (some with uncommitted changes)" if any(r.get("dirty") for r in records) \
                else ""
            stack = "; ".join(sorted({_stack(r) for r in records}))
            span = dates[0] if dates[0] == dates[-1] else f"{dates[0]} to {dates[-1]}"
            lines.append(f"- **{name}**, folder `{machine}`: {len(records)} outputs, made by "
                         f"`scripts/regenerate.py` {span} "
                         f"from commit{'s' if ',' in commits else ''} {commits}{dirty}; {stack}.")
        if not titles:
            return "", ""
        made_on = ", ".join(titles[:-1]) + " and " + titles[-1] if len(titles) > 1 else titles[0]
        line = (f"This page's outputs were made on {made_on} "
                f"([where and from what](#{OUTPUTS_ANCHOR})).\n{{: .page-note }}\n")
        details = (f"\n### Where this page's outputs were made {{#{OUTPUTS_ANCHOR}}}\n\n"
                   + "\n".join(lines) + "\n\nEach figure, table and listing names its own "
                   "record in the line under it.\n")
        return line, details


def _stack(record: dict) -> str:
    """What an output was made with: the GPU's driver and CUDA where it had one."""
    gpu = (f"sm_{record['compute_capability']}, driver {record['driver']}, CUDA {record['cuda']}, "
           if record.get("gpu") and record.get("driver") else "")
    return f"{gpu}torch {record['torch']}, triton {record['triton']}"
