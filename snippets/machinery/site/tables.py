"""Tables for people: how the page hook turns a generated CSV into a table a reader reads.

Raw column names (``value_p50``, ``ms_p50``, ``fraction_of_copy``, Nsight Compute metric
names) become headers with units ("GB/s (median)", "time (µs)", "of copy"), the raw name
kept in a tooltip; sizes that are powers of two read as 2^k; measured numbers keep three
significant figures; a benchmark's providers can stand side by side with their ratio
(``pivot=True``). The CSV download beside the table keeps every row and digit.
"""

import html
import json
import math
import re

# Nsight Compute metrics and other raw names a reader should not have to decode.
NAMED = {
    "gpu__time_duration.sum": "kernel time (ms)",
    "sm__pipe_tensor_op_hmma_type_hmma_hgmma_qgmma_cycles_active.avg.pct_of_peak_sustained_active":
        "tensor cores busy (%)",
    "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio":
        "stall on memory (long scoreboard, per issue)",
    "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio":
        "stall on barrier (per issue)",
    "sm__inst_executed.sum": "instructions executed",
    "sm__cycles_active.avg.pct_of_peak_sustained_elapsed": "SMs active (% of elapsed)",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "DRAM throughput (% of peak)",
    "launch__grid_size": "programs launched",
    "launch__registers_per_thread": "registers per thread",
    "fraction_of_copy": "of copy",
    "fraction_of_roof": "of roof",
    "flops_per_byte": "FLOP/byte",
    "tflops": "TFLOP/s",
    "gbps": "GB/s",
    "roof_tflops": "roof (TFLOP/s)",
    "MB_moved": "MB moved",
    "shared_memory_bytes": "shared memory (bytes)",
    "registers_per_thread": "registers per thread",
    "values_per_thread": "values per thread",
    # lecture 6's four targets
    "matrix_instruction": "matrix instruction",
    "variants_in_code": "variants in the code",
    "buffers_per_operand": "buffers per operand",
    "tensor_memory_columns": "tensor memory (columns)",
    "machine_instructions": "machine instructions",
    # sizes, as a column or as a benchmark's x
    "n_elements": "elements",
    "n_cols": "row length",
    "n_rows": "rows",
    # lecture 6's pass tables
    "ops_before": "operations before",
    "ops_after": "operations after",
    "ttg_before": "ttg operations before",
    "ttg_after": "ttg operations after",
    "convert_layout_before": "convert_layout before",
    "convert_layout_after": "convert_layout after",
    "convert_layouts_before": "convert_layout before",
    "dialects_before": "dialects before",
    "num_stages": "num_stages",
    # lecture 7's timings
    "x torch": "× torch",
    "x cuBLAS": "× cuBLAS",
    "x previous": "× previous",
    "SM MHz": "SM clock (MHz)",
    "seconds_median_of_3": "time (s, median of 3)",
}
X_NAMES = {"side": "image side (pixels)", "block": "tile side (BLOCK_M = BLOCK_N)"}
SCALED = {"gpu__time_duration.sum": 1e-6}  # ncu reports nanoseconds
# Suffixes that carry a unit: (pattern, header template, factor applied to the value).
SUFFIXES = [
    (re.compile(r"^ms_p(\d+)$"), "time, p{0} (µs)", 1000.0),
    (re.compile(r"^(.*)_ms$"), "{0} (ms)", 1.0),
    (re.compile(r"^(.*)_us$"), "{0} (µs)", 1.0),
    (re.compile(r"^us_p(\d+)$"), "time, p{0} (µs)", 1.0),
    (re.compile(r"^(.*)_pct$"), "{0} (%)", 1.0),
    (re.compile(r"^(.*)_s$"), "{0} (s)", 1.0),
    (re.compile(r"^(.*)_fraction_of_copy$"), "{0}: of copy", 1.0),
]
FRACTIONS = re.compile(r"(^|_)fraction_of_|^fraction|of limit$|of roof$")
PROSE = 40  # a text cell longer than this wraps inside its column
SIZES = {"x", "n_elements", "size", "M", "N", "K", "n_cols", "n_rows", "BLOCK_SIZE"}


def header(column, row):
    """(readable header, factor) for a raw column name; ``row`` supplies the unit and
    the name of x in the benchmark CSVs."""
    if column == "value_p50":
        return f"{row.get('unit', 'value')} (median)", 1.0
    if column in ("value_low", "value_high"):
        return f"{row.get('unit', 'value')} ({'p20' if column == 'value_low' else 'p80'})", 1.0
    if column == "ms_p50":
        return "time (µs)", 1000.0
    if column == "x":
        name = row.get("x_name", "x")
        return X_NAMES.get(name, NAMED.get(name, name)), 1.0
    if column == "provider" and "provider_name" in row:
        return "provider", 1.0
    if column in NAMED:
        return NAMED[column], SCALED.get(column, 1.0)
    for pattern, template, factor in SUFFIXES:
        match = pattern.match(column)
        if match:
            return template.format(*(g.replace("_", " ") for g in match.groups())), factor
    return column, 1.0  # e.g. BLOCK_M, num_warps: the names the code uses


def number(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def three_figures(value):
    """Three significant figures, never in exponent form (2974.6 -> 2970, 0.009792 ->
    0.00979)."""
    if value == 0 or not math.isfinite(value):
        return f"{value:g}"
    rounded = float(f"{value:.3g}")
    decimals = max(0, 2 - math.floor(math.log10(abs(rounded))))
    return f"{rounded:.{decimals}f}"


def power_of_two(value):
    """2^k for the large powers of two (element counts); 4096 or 8192 (a matrix side)
    read better as they are."""
    as_int = int(value)
    if as_int >= 2**16 and as_int & (as_int - 1) == 0:
        return f"2<sup>{as_int.bit_length() - 1}</sup>"
    return str(as_int)


CHECKS = {"yes": "✓", "no": "✗", "true": "✓", "false": "✗"}  # one notation site-wide
# Where a name as code writes it may break: after its dots, underscores and slashes.
CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
BREAKS = re.compile(r"(?<=[._/])(?=[A-Za-z_])")  # never inside a number (0.973)


def breakable(text):
    """A long name (triton.knobs.cache.dir, MLIR_ENABLE_DUMP, a path) may break after its
    dots, underscores and slashes, so a narrow screen wraps its column instead of
    scrolling; words with spaces and numbers are left alone."""
    if re.fullmatch(r"[\d.,\s%×-]*", text):
        return text
    text = BREAKS.sub("<wbr>", text)
    # A long CamelCase name (TritonGPURemoveLayoutConversions) breaks between its words.
    return re.sub(r"\S{16,}", lambda m: CAMEL.sub("<wbr>", m.group(0)), text)


def cell(column, raw, factor=1.0):
    """One cell: text escaped (kernel names such as MulFunctor<float> are not tags),
    integers exact (sizes that are powers of two as 2^k), fractions as percentages,
    other numbers to three significant figures."""
    value = number(raw)
    if str(raw).strip().lower() in CHECKS:
        return CHECKS[str(raw).strip().lower()]
    if value is None:
        text = html.escape(str(raw), quote=False).replace("|", "\\|")
        # A sentence wraps in a column of its own width (extra.css: .prose).
        is_prose = len(text) > PROSE
        text = breakable(text)
        return f'<span class="prose">{text}</span>' if is_prose else text
    if FRACTIONS.search(column):
        return f"{three_figures(value * 100)}\u00a0%"  # no break between number and unit
    value *= factor
    if value.is_integer() and factor == 1.0:
        return power_of_two(value) if column in SIZES else str(int(value))
    return three_figures(value)


def th(title, raw):
    """A header cell that keeps the raw column name in its tooltip. A name written as
    the code writes it (``num_warps``) may break after its underscores, so a narrow
    column's header wraps instead of widening the table."""
    text = html.escape(title, quote=False).replace("_", "_<wbr>")
    if title == raw:
        return text
    return f'<span title="{html.escape(raw)}">{text}</span>'


def markdown_table(head, body):
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(cells) + " |" for cells in body]
    return "\n".join(lines) + "\n"


def plain(rows, columns, headers=None):
    """Rows as they are, with readable headers and numbers; ``headers`` (raw column name
    -> title) renames columns for one table, over the site-wide NAMED."""
    first = rows[0] if rows else {}
    heads = [((headers or {}).get(c, header(c, first)[0]), header(c, first)[1])
             for c in columns]
    head = [th(title, c) for (title, _), c in zip(heads, columns)]
    body = []
    for row in rows:
        cells = []
        for (_, factor), c in zip(heads, columns):
            raw = row.get("provider_name", row.get(c, "")) if c == "provider" else row.get(c, "")
            cells.append(cell(c, raw, factor))
        body.append(cells)
    return markdown_table(head, body)


def _dtype(row):
    try:
        return json.loads(row.get("args") or "{}").get("dtype", "").replace("torch.", "")
    except ValueError:
        return ""


def pivot(rows, reference=None):
    """A benchmark CSV (one row per provider and size) as one row per size with the
    providers side by side (median, in the CSV's unit) and each one's ratio to the
    reference provider (``torch`` unless named)."""
    providers = list(dict.fromkeys(r["provider"] for r in rows))
    names = {r["provider"]: r.get("provider_name") or r["provider"] for r in rows}
    reference = reference or next((p for p in providers if p.startswith("torch")), providers[-1])
    # Like with like: where providers carry a dtype ("triton fp16", "torch fp16"), each
    # is divided by the reference of its own dtype, never float16 by float32.
    references = [p for p in providers if p.split()[0] == reference.split()[0]]
    of = {p: next((r for r in references if r.split()[1:] == p.split()[1:]), reference)
          for p in providers}
    others = [p for p in providers if p not in references or of[p] != p]
    keyed, order = {}, []
    for row in rows:
        key = (_dtype(row), row["x"])
        if key not in keyed:
            order.append(key)
        keyed.setdefault(key, {})[row["provider"]] = row
    first = rows[0]
    unit = first.get("unit", "")
    with_dtype = len({k[0] for k in order}) > 1
    head = (["dtype"] if with_dtype else []) + [th(header("x", first)[0], "x")]
    head += [th(f"{names[p]} ({unit})", f"{p}: value_p50") for p in providers]
    head += [th(f"{names[p]} / {names[of[p]]}", f"{p} value_p50 / {of[p]} value_p50")
             for p in others]
    body = []
    for key in order:
        by_provider = keyed[key]
        cells = ([key[0]] if with_dtype else []) + [cell("x", key[1])]
        values = {p: number(by_provider[p]["value_p50"]) if p in by_provider else None
                  for p in providers}
        cells += [three_figures(values[p]) if values[p] is not None else "–" for p in providers]
        for p in others:
            ratio = (values[p] / values[of[p]]
                     if values[p] is not None and values[of[p]] else None)
            cells.append(f"{ratio:.2f}×" if ratio is not None else "–")
        body.append(cells)
    return markdown_table(head, body)
