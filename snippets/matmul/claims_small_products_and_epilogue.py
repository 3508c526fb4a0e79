"""Lecture 3's tables and sentences on outputs that newer code makes (the small products
timed from Python, the fused epilogue): a GPU folder made before them shows a note that
asks to regenerate instead of failing the site's build.

Imports nothing heavy: the site build reads this module (through claims.py).
"""

from snippets.helpers import notation
from snippets.machinery.claims import Spread, gpu_folders, verdict

SQUARE = "matmul_autotuned/benchmark.csv"
SMALL = "matmul_small/small.csv"  # made by snippets/matmul/small.py
EPILOGUE = "matmul_epilogue/benchmark.csv"  # made by snippets/matmul/epilogue.py
NOT_YET = "not measured on this GPU yet (regenerate)"


def said_on_each_gpu(data, phrase, needs) -> str:
    """``phrase(gpu)`` for every GPU folder beside ``data``'s that has all of ``needs``,
    GPUs with the same phrase named together ("ahead on the A and the B"; "ahead on the
    A, and behind on the B"): one sentence for every GPU, which each GPU's call returns
    word for word, so that the page says it once. A GPU whose files predate the phrase's
    code says so instead of failing the build."""
    named: dict[str, list[str]] = {}
    for gpu in gpu_folders(data.folder.parent):
        if not all(gpu.has(path) for path in needs):
            continue
        try:
            said = phrase(gpu)
        except (LookupError, ValueError, TypeError) as error:
            said = f"not worded yet, its data predating this sentence's code ({error!r}; regenerate)"
        named.setdefault(said, []).append(f"the {gpu.gpu}")
    return ", and ".join(f"{said} on {' and '.join(gpus)}" for said, gpus in named.items())


MARGIN_US = 10.0  # flush minus host below this: the host has little time to spare
FEW_US = 8.0  # do_bench above the graph replay by less than this: "a few µs"
STALLED = 1.5  # do_bench's median above this many times do_bench_steady's: a stall


def small_cases(data) -> list[dict]:
    """matmul_small's rows with the graph-replay time of the same product (µs), the
    host's margin before the flush ends, and do_bench's excess over the graph replay."""
    cases = []
    for r in data.rows(SMALL):
        graph = data.row(SQUARE, provider=r["provider"], x=r["size"])["ms_p50"] * 1000
        cases.append({**r, "graph_us": graph, "margin_us": r["flush_us"] - r["host_us"],
                      "excess_us": r["do_bench_us"] - graph,
                      "stalled": r["do_bench_us"] > STALLED * r["steady_us"]})
    return cases


def ample_cases(data) -> list[dict]:
    """The cases whose host has MARGIN_US or more to spare and whose median is no stall."""
    return [c for c in small_cases(data) if c["margin_us"] >= MARGIN_US and not c["stalled"]]


def _small_rows(data):
    """Every small case: do_bench from Python (median and p20-p80), do_bench_steady, the
    graph replay and the host's time per call, and the flush (a GPU without matmul_small
    shows a note)."""
    if not data.has(SMALL):
        return [(NOT_YET, ["—"] * 4)]
    cases = small_cases(data)
    found = [(f"{c['provider']} at {c['size']:.0f}",
              [f"{notation.us(c['do_bench_us'])} ({c['do_bench_p20_us']:.1f}–"
               f"{c['do_bench_p80_us']:.1f})", notation.us(c["steady_us"]),
               notation.us(c["graph_us"]), notation.us(c["host_us"])])
             for c in cases]
    found.append(("do_bench's L2 flush", [notation.us(cases[0]["flush_us"]), "", "", ""]))
    return found


def _names(cases) -> str:
    said = [f"{c['provider']} at {c['size']:.0f}" for c in cases]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def _count(cases, what: str) -> str:
    """"two stalls": a count in words up to ten (a number in prose is for measurements)."""
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    n = len(cases)
    return f"{words[n] if n < len(words) else n} {what}{'' if n == 1 else 's'}"


def _small_host_said(data) -> list[tuple[tuple, str]]:
    """Split the small cases by the host's margin before the flush ends: with time to
    spare, do_bench reads a few µs above the graph replay (stalls aside); with little,
    a time that does not grow with the product. Few numbers: they are in the table
    (new data: tolerant). Each sentence with a key that orders it among every GPU's."""
    cases = small_cases(data)
    sizes = {c["size"] for c in cases}
    late = [c for c in cases if c["margin_us"] < 0]
    tight = [c for c in cases if 0 <= c["margin_us"] < MARGIN_US]
    spare = [c for c in cases if c["margin_us"] >= MARGIN_US]
    said = []
    if late:
        said.append(((0,), "the host takes longer than the flush "
                     + (f"for {_names(late)}" if len(late) == 1
                        else f"in {_count(late, 'case')}")
                     + "."))
    if spare:
        calm = [c for c in spare if not c["stalled"]]
        stalls = [c for c in spare if c["stalled"]]
        others = sorted({c["provider"] for c in cases if c not in spare})
        whole = all(c not in spare for c in cases if c["provider"] in others)
        listed = (", ".join(others[:-1]) + " and " + others[-1] if len(others) > 1
                  else "".join(others))
        where = ("in every case" if not others else
                 f"except for the {listed} kernel{'s' if len(others) > 1 else ''}" if whole
                 else "in most cases")
        top = max((c["excess_us"] for c in calm), default=0.0)
        above = "a few µs" if top < FEW_US else "more than a few µs"
        torch = ", torch's included" if any(c["provider"] == "torch" for c in calm) else ""
        sentence = (f"the host's work ends {MARGIN_US:.0f} µs or more before the flush does "
                    f"{where}, and there do_bench reads {above} above the graph replay{torch}"
                    + (" (the table has each)" if top >= FEW_US else ""))
        if stalls:
            again = all(c["steady_us"] - c["graph_us"] < FEW_US for c in stalls)
            count = (f"one stall ({_names(stalls)})" if len(stalls) == 1
                     else _count(stalls, "stall"))
            sentence += (f", but for {count}"
                         + (" that do_bench_steady, timing again, does not repeat" if again else "")
                         + "; what caused it, these data do not show")
        said.append(((1,), sentence + "."))
    for kernel in sorted({c["provider"] for c in tight}):
        mine = sorted((c for c in tight if c["provider"] == kernel), key=lambda c: c["size"])
        bench = [c["do_bench_us"] for c in mine]
        graph = [c["graph_us"] for c in mine]
        every = "at every size" if {c["size"] for c in mine} == sizes else "at some sizes"
        margin = "that" if spare else f"{MARGIN_US:.0f} µs"  # said once a paragraph
        sentence = (f"for the {kernel} kernel the host's work ends less than {margin} "
                    f"before the flush {every}")
        if len(mine) > 1 and max(bench) < 1.25 * min(bench) and graph[-1] > 1.5 * graph[0]:
            sentence += (", and do_bench reads about the same at each while the graph replay "
                         "grows: a time that does not grow with the product is the host's")
        said.append(((2, kernel), sentence + "."))
    return said


def _upper(sentence: str) -> str:
    return sentence[0].upper() + sentence[1:]


def _small_host_words(data):
    """One GPU's sentences on the host's margin (see ``_small_host_said``)."""
    if not data.has(SMALL):
        return f"On the {data.gpu}, the host's time per call is not measured yet (regenerate)."
    said = [sentence for _, sentence in _small_host_said(data)]
    first, rest = said[0], [_upper(x) for x in said[1:]]
    return f"On the {data.gpu}, " + " ".join([first[0].lower() + first[1:]] + rest)


def _small_host_all_words(data):
    """Every GPU's sentences on the host's margin in one paragraph: a sentence that
    several GPUs' data say word for word is said once, naming them; a run of sentences
    said for the same GPUs names them once."""
    by_sentence: dict[tuple, list[str]] = {}
    for gpu in gpu_folders(data.folder.parent):
        if not gpu.has(SQUARE):
            continue
        said = (_small_host_said(gpu) if gpu.has(SMALL) else
                [((-1,), "the host's time per call is not measured yet (regenerate).")])
        for key, sentence in said:
            by_sentence.setdefault((key, sentence), []).append(f"the {gpu.gpu}")
    out, named = [], None
    for (_, sentence), gpus in sorted(by_sentence.items(), key=lambda item: item[0][0]):
        if gpus != named:
            out.append(f"On {' and '.join(gpus)}, {sentence}")
            named = gpus
        else:
            out.append(_upper(sentence))
    return " ".join(out)


def _tiles_rows(data):
    """The tile the autotuner kept at the small sizes, and the programs it launches."""
    if not data.has(SMALL):
        return [(NOT_YET, "—")]
    return [(f"{r['size']:.0f}", f"{r['tile']}, {r['programs']:.0f} programs")
            for r in data.rows(SMALL, provider="autotuned")]


def _epilogue_rows(data):
    """The fused epilogue against the same product followed by torch's add and ReLU, and
    torch.addmm with a ReLU (matmul_epilogue's benchmark; a GPU without it shows a note)."""
    if not data.has(EPILOGUE):
        return [(NOT_YET, ["—"] * 3)]
    found = []
    for r in data.rows(EPILOGUE, provider="fused"):
        times = {p: data.row(EPILOGUE, provider=p, x=r["x"])["ms_p50"]
                 for p in ("fused", "unfused", "torch")}
        found.append((f"{r['x']:.0f}×1024 @ 1024×{r['x']:.0f}",
                      [notation.ms(times["fused"]), notation.ms(times["unfused"]),
                       notation.ms(times["torch"])]))
    return found


def _epilogue_verdicts(data) -> list[tuple[str, float]]:
    """(verdict, size) of the fused kernel against the same product unfused, per size."""
    found = []
    for r in data.rows(EPILOGUE, provider="fused"):
        fused = Spread.of_row(r, "ms")
        unfused = Spread.of_row(data.row(EPILOGUE, provider="unfused", x=r["x"]), "ms")
        found.append((verdict(fused, unfused, higher_is_better=False), r["x"]))
    return found


def _epilogue_phrase(data, every: bool = False) -> str:
    """"ahead at 2048, 4096 and 8192", or "ahead at 2048 and level within the noise at
    4096"; with ``every``, one verdict at every size is "ahead at every size"."""
    found = _epilogue_verdicts(data)
    said: dict[str, list[str]] = {}
    for word, x in found:
        said.setdefault(word, []).append(f"{x:.0f}")
    if every and len(said) == 1:
        return f"{next(iter(said))} at every size"
    return ", ".join(f"{word} at " + (xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1])
                     for word, xs in said.items())


def _epilogue_all_words(data):
    """One sentence for every GPU with the benchmark: the sizes named where all GPUs agree,
    "at every size" for a GPU with one verdict throughout where they do not (fewer
    numbers in one paragraph)."""
    phrases = {_epilogue_phrase(gpu) for gpu in gpu_folders(data.folder.parent)
               if gpu.has(EPILOGUE)}
    if not phrases:
        return "The fused epilogue is not measured yet on any GPU (regenerate)."
    every = len(phrases) > 1
    return ("The fused kernel against the same product unfused: "
            + said_on_each_gpu(data, lambda gpu: _epilogue_phrase(gpu, every), [EPILOGUE]) + ".")
