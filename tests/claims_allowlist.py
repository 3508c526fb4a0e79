"""Sentences the claims audit (tests/test_claims.py) lets through without a directive.

Each entry is ``(page, fragment, reason)``: a candidate sentence on ``page`` containing
``fragment`` (whitespace collapsed, code spans as written) passes. Only numbers and words
that are *not* statements about measured data belong in ALLOWED: shapes, sizes worked out
by arithmetic, targets, datasheet figures, a verb ("times each run"), a source quoted
so that the page can correct it.

PENDING holds sentences on lectures 3-7 that *do* state or compare measured data and are
being bound by that lecture's engineer (issues 19-21), and the ceiling sentences of the
site pages (issue 18b). The lead removes each entry once its sentence carries a
``{{ claim() }}`` / ``{{ words() }}``; none may stay at release.
"""

ALLOWED = [
    # --- Try it (issue 23): exercise statements -------------------------------------
    ("03-matmul.md", "Each program moves one 16 x 16 tile of `x`", "the exercise's block shape"),
    ("04-profiling.md", "### Make it faster", "an exercise's title"),
    ("04-profiling.md", "your kernel reaches at least half of the copy bandwidth",
     "the exercise's goal, checked by the checker on the learner's GPU"),
    ("04-profiling.md", "Done means your function is right for random sizes, dtypes and times",
     "'times' are the exercise's inputs"),
    ("05-cuda-and-compile.md", "makes it a 1 x BLOCK_C row", "a block shape in a hint"),
    # --- pending entries resolved at the merge --------------------------------------
    ("04-profiling.md", "cannot show a difference of a fraction of a percent",
     "method advice; the spread columns it points to are generated"),
    ("05-cuda-and-compile.md", "eleven times the minimum",
     "arithmetic: 13 reads + 9 writes over 1 + 1, counted from the FX graph the page shows"),
    ("05-cuda-and-compile.md", "Why the compiled kernel is slower here",
     "heading; the comparison it explains is the gelu-compiled-in-between claim above it"),
    ("how-numbers-are-made.md", "a kernel can sit a few percent above the memory roof",
     "consequence of measuring the roof; which kernels do is shown by the generated roofline"),
    # --- merged with issue 20's rewrite of lectures 4 and 5 ------------------------
    ("04-profiling.md", "In a profile of a single call it takes most of the host time",
     "why the tables profile five steps; the start-up cost itself is the bound profiling_overhead wording, and 'counted twice' is how CUDA total includes children"),
    ("05-cuda-and-compile.md", "Nsight Compute says why, from a few counters of one launch",
     "introduces the generated counter table"),
    ("05-cuda-and-compile.md", "Where the coalesced line is ahead, they no longer do",
     "a conditional reading rule; which sizes are ahead is the generated sentence before it"),
    # --- merged with issue 19's rewrite of lectures 3 and 7 ------------------------
    ("03-matmul.md", "timed as [lecture 7](07-hopper-matmul.md#the-measurements) times everything",
     "describes the timing method; the results are the bound table and claims"),
    ("03-matmul.md", "An earlier version of this page timed the two with `do_bench`",
     "history the page corrects; 30 us is arithmetic (2 x 2048^3 at the bf16 rate)"),
    ("03-matmul.md", "A ratio of a few percent needs more care than that",
     "why the settled method exists; the measured clock behaviour is bound in lecture 7"),
    ("07-hopper-matmul.md", "Correction: an earlier version of this page",
     "the correction of an earlier, unlike-for-like result; current results are bound"),
    ("07-hopper-matmul.md", "two kernels a few percent apart can trade places",
     "the reason for the timing method, not a result"),
    ("07-hopper-matmul.md", "The `x torch per clock` column divides out the clock",
     "defines a generated column"),
    ("07-hopper-matmul.md", "the honest summary is parity under the power cap",
     "how to read the per-clock column; the verdict itself is generated"),
    ("07-hopper-matmul.md", "Each idea behind those fields, and where Triton 3.6 stands",
     "'stands' is a verb; a heading-like sentence with no number"),
    ("07-hopper-matmul.md", "In a 1 x 2 cluster two neighbouring tiles share one operand's panel",
     "cluster shape decoded from the kernel name; read once instead of twice is the definition of multicast"),
    ("07-hopper-matmul.md", "**The 128-byte swizzle.**", "hardware layout rule: bytes and rows, not measurements"),
    ("07-hopper-matmul.md", "Our 128 x 256 tiles at 8192² make 2048 tiles",
     "arithmetic from tile and matrix sizes; the figure draws it from the code"),
    ("07-hopper-matmul.md", "Per-block scales, as DeepSeek-V3 uses",
     "block sizes from the DeepSeek-V3 report, not our measurements"),
    ("07-hopper-matmul.md", "Float8 at 8192: each like-for-like pair at least 0.90x",
     "the bar (a target); whether it is met is generated beside it"),
    # --- Lecture 1 ----------------------------------------------------------------
    ("01-vector-add.md", "then times many runs with CUDA events", "verb: do_bench times runs"),
    ("01-vector-add.md", "The numbers behind the plot from 2^20", "introduces a generated table"),
    ("01-vector-add.md", "Where the last few percent go", "heading; the section's sentences are bound"),
    ("01-vector-add.md", "We set this lecture a bar: 90%", "a target set for the lecture, not a measurement"),
    ("01-vector-add.md", "2^24 elements move about 200 MB", "arithmetic: 3 x 4 bytes x 2^24"),
    ("01-vector-add.md", "by writing a 256 MB buffer", "do_bench's flush buffer size, from its source"),
    ("01-vector-add.md", "Nsight Compute times the kernel itself", "'times' is a verb here"),
    ("01-vector-add.md", "Triton uses it behind your back", "'behind' as in 'behind your back'"),
    ("01-vector-add.md", "That covers 4 x 32 x 4 = 512 elements", "layout arithmetic from the TTGIR (bound claim follows)"),
    ("01-vector-add.md", "four times as many load instructions", "a count in compiled PTX, pinned by tests/test_vector_add.py"),
    # --- Lecture 2 ----------------------------------------------------------------
    ("02-triton-fundamentals.md", "turns it around less often",
     "the mechanism; the measurement it explains is bound in lecture 1 (vector-add-past-copy)"),
    ("02-triton-fundamentals.md", "weighs twice as much against them", "arithmetic: half the bytes per row"),
    ("02-triton-fundamentals.md", "behind a `tl.constexpr` switch", "'behind' as in 'behind a switch'"),
    ("02-triton-fundamentals.md", "copy kernel written wrongly, twice", "two bugs, not a ratio"),
    ("02-triton-fundamentals.md", "program id times the *tensor's* length", "arithmetic in a kernel"),
    ("02-triton-fundamentals.md", "the work is just done three times", "what the buggy kernel does, pinned by tests"),
    ("02-triton-fundamentals.md", "The numbers behind the plot", "admonition title over a generated table"),
    ("02-triton-fundamentals.md", "64 × 64 matrix of comparisons", "the kernel's block shape"),
    ("02-triton-fundamentals.md", "overstates the throughput 1.5 times (12 / 8)",
     "arithmetic correcting the source's formula: 12 / 8 bytes"),
    ("02-triton-fundamentals.md", "at least 85% of the measured", "a target set for the lecture"),
    ("02-triton-fundamentals.md", "The GPU checks behind this page", "'behind' as in 'behind this page'"),
    ("02-triton-fundamentals.md", "A tensor of 2^31 + 17 uint8 elements is 2 GiB",
     "arithmetic: bytes of a tensor the section constructs"),
    ("02-triton-fundamentals.md", "The artifact times each kernel against its int32 version",
     "'times' is a verb; the measured cost is the offsets-cost wording"),
    ("02-triton-fundamentals.md", "runs its L2 flush (a 256 MB memset)", "do_bench's flush size, from its source"),
    ("02-triton-fundamentals.md", "Earlier runs of these sweeps had such points",
     "points to the probe in notes/; states no measured value"),
    ("02-triton-fundamentals.md", "a timing whose band is wider than 1.5x is taken again",
     "a threshold in do_bench_steady's code, not a measurement"),
    # --- Lecture 3 ----------------------------------------------------------------
    ("03-matmul.md", "(1 x 1, a single partial block", "shapes the tests use"),
    ("03-matmul.md", "1 x 1 x 1, the guide's 3 x 4 @ 4 x 5", "shapes the tests use"),
    ("03-matmul.md", "multiplies 3 x 4 by 4 x 5", "the source's example shape"),
    ("03-matmul.md", "more than ten times less accurate", "accuracy pinned by a test, not benchmark data"),
    ("03-matmul.md", "The grid of the guide (5 x 4 tiles", "shapes of a worked example"),
    ("03-matmul.md", "3 x 3 square and read 54 blocks instead of 90", "a count computed by code, deterministic"),
    ("03-matmul.md", "orders a 4096 x 4096 C", "shapes; 132 SMs is a datasheet figure"),
    ("03-matmul.md", "in bytes, nanoseconds and percent", "units of ncu's output"),
    ("03-matmul.md", "A and B together take 16 MiB", "arithmetic: 2 x 2048^2 x 2 bytes"),
    ("03-matmul.md", "A and B take 256 MiB, several times the L2", "arithmetic against the L2 size"),
    ("03-matmul.md", "touches each input element many times", "algorithmic, not measured"),
    ("03-matmul.md", "how many K steps the compiler loads ahead", "'ahead' as in prefetching"),
    ("03-matmul.md", "compiles and times every candidate", "verb: the autotuner times"),
    ("03-matmul.md", "each candidate runs several times while being timed", "'times' is a verb here"),
    ("03-matmul.md", "ranks candidates that differ by more than a few percent", "how the autotuner is set up"),
    ("03-matmul.md", "wasted on a 100 x 100 product", "shape of an example"),
    ("03-matmul.md", "The target for this lecture was 90%", "a target"),
    ("03-matmul.md", "(above 1: ours is faster)", "defines a generated table's column"),
    ("03-matmul.md", "A ratio within that distance of 0.9", "how the bar is judged"),
    ("03-matmul.md", "makes only 64 tiles of 128 x 128", "tile-count arithmetic"),
    # --- Lecture 4 ----------------------------------------------------------------
    ("04-profiling.md", "Before making anything faster", "motivation, no measurement"),
    ("04-profiling.md", "(1 GiB in, 1 GiB out)", "arithmetic: 2^28 x 4 bytes"),
    ("04-profiling.md", "times each run with CUDA events", "'times' is a verb here"),
    ("04-profiling.md", "keeps the GPU ahead of the host", "mechanism of do_bench"),
    ("04-profiling.md", "on a 100000 x 100000 float32 tensor (40 GB)", "the source's experiment, quoted to correct it"),
    ("04-profiling.md", "Every run behind that table", "'behind' as in 'behind that table'"),
    ("04-profiling.md", "the natural expectation is equal times", "expectation; the measurement is a generated summary"),
    ("04-profiling.md", "appears twice", "a label in a generated table"),
    ("04-profiling.md", "its share can pass 100%", "how the profiler computes a share"),
    ("04-profiling.md", "The trace behind the table", "'behind' as in 'behind the table'"),
    ("04-profiling.md", "replays that kernel several times", "how ncu works"),
    ("04-profiling.md", "how many times ncu ran the kernel", "defines a generated column"),
    ("04-profiling.md", "Times are totals over all the launches", "defines a generated table"),
    ("04-profiling.md", "The Proton slides quote more than 1000x", "the source's figures, quoted to correct them"),
    ("04-profiling.md", "how many times ncu ran each kernel", "defines a generated column"),
    # --- Lecture 5 ----------------------------------------------------------------
    ("05-cuda-and-compile.md", "in blocks of 16 x 16 threads", "launch shape"),
    ("05-cuda-and-compile.md", "every edge of the 16 x 16 blocks", "shapes the tests use"),
    ("05-cuda-and-compile.md", "waits for the GPU twice per call", "what the code does"),
    ("05-cuda-and-compile.md", "times the kernel itself", "'times' is a verb here"),
    ("05-cuda-and-compile.md", "lowers its level to DEBUG", "a log level"),
    ("05-cuda-and-compile.md", "The benchmark also times a second compiled version", "'times' is a verb here"),
    # --- Lecture 6 ----------------------------------------------------------------
    # --- Lecture 7 ----------------------------------------------------------------
    ("07-hopper-matmul.md", "2048 of them at 8192", "tile-count arithmetic"),
    ("07-hopper-matmul.md", "float8 at twice the float16 rate", "datasheet figure"),
    ("07-hopper-matmul.md", "whatever the previous kernel left behind", "'behind' as in 'left behind'"),
    ("07-hopper-matmul.md", "times each config for a few milliseconds", "verb; how the autotuner is set up"),
    ("07-hopper-matmul.md", "The goal set for this lecture", "targets"),
    # --- Site pages ---------------------------------------------------------------
    ("index.md", "**Every number is real.**", "'compile times' names a kind of output, states none"),
    ("gpus.md", "the bandwidth of a 1 GiB device-to-device copy", "sizes of the ceiling measurements"),
    ("gpus.md", "can stream a little faster, so a fraction of the copy can pass 1",
     "the mechanism behind fractions above 1 and how the ceiling is taken; states no measured value"),
    ("gpus.md", "counting an order only where the two lines' p20-p80 bands",
     "the rule the comparison code applies, not a result"),
    ("how-numbers-are-made.md", "on a 1 GiB copy", "size of the ceiling measurement"),
    ("how-numbers-are-made.md", "no kernel can beat", "the roofline model's definition"),
]

PENDING = [
    # Empty at release: every pending sentence was bound or moved to ALLOWED with a reason.
]
