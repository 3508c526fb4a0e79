"""The code behind lectures 1-3's measurements: registers and spills of a
compiled kernel, the host's time per call, and the tables and sentences that read what
those write. On the CPU the interpreter has no compiled kernel, so the GPU-only parts
are checked with stand-ins; the GPU run fills the real columns."""

import csv
import json

import pytest
import torch

from snippets.machinery.claims import GpuData
from snippets.helpers.csv_files import write_rows
from snippets.helpers.registers import registers
from snippets.helpers.runtime import interpreting


class _Compiled:
    """Triton's CompiledKernel as far as registers() reads it: n_regs and n_spills exist
    once the binary is loaded (_init_handles)."""

    def __init__(self, regs, spills):
        self._values = (regs, spills)

    def _init_handles(self):
        self.n_regs, self.n_spills = self._values


def test_registers_reads_a_compiled_kernel_and_nothing_in_the_interpreter():
    assert registers(_Compiled(255, 40)) == {"registers": 255, "spills": 40}
    assert registers(None) == {}  # the interpreter's launch returns no compiled kernel


@pytest.mark.skipif(not interpreting(), reason="about the CPU interpreter only")
def test_the_sweep_and_row_kernels_ask_for_registers_without_failing_in_the_interpreter(tmp_path):
    from snippets.triton_fundamentals import row_registers
    from snippets.triton_fundamentals.square_rows import MAX_ROW
    from snippets.vector_add.block_size import registers_with

    x = torch.randn(1000)
    assert registers_with(x, x, torch.empty_like(x), 256, 2) == {}
    _, block, warps = row_registers.compiled_row_kernel(row_registers.KERNELS["softmax"],
                                                        2 * MAX_ROW)
    assert (block, warps) == (2 * MAX_ROW, 16)  # past MAX_ROW: twice the values a thread
    row_registers.measure(tmp_path)
    rows = list(csv.DictReader(open(tmp_path / "registers.csv")))
    assert {r["kernel"] for r in rows} == {"softmax"}
    assert [r["values_per_thread"] for r in rows][-1] == "128"


def test_host_time_per_call_counts_the_callers_own_time():
    import time

    from snippets.matmul.small import host_us_per_call

    assert host_us_per_call(lambda: time.sleep(0.001), calls=5) >= 1000


def _write(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    write_rows(path, rows)


def test_register_tables_read_the_columns_the_artifacts_write(tmp_path):
    from snippets.machinery.claims import discover

    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    (gpu / "vector_add_block_size").mkdir(parents=True)
    (gpu / "vector_add_block_size" / "provenance.json").write_text(json.dumps({"gpu": "H100"}))
    _write(gpu / "vector_add_block_size" / "sweep.csv",
           [{"n_elements": 2**26, "BLOCK_SIZE": b, "num_warps": w, "fraction_of_copy": f,
             "registers_per_thread": r, "spills": s}
            for b, w, f, r, s in ((256, 8, 0.9, 16, 0), (1024, 4, 1.0, 32, 0),
                                  (8192, 2, 0.87, 255, 12))])
    _write(gpu / "row_softmax" / "benchmark.csv", [{"provider": "triton fp32", "x": 1024}])
    _write(gpu / "row_registers" / "registers.csv",
           [{"kernel": "softmax", "n_cols": 65536, "num_warps": 16, "values_per_thread": 128,
             "registers": 255, "spills": 300, "past_MAX_ROW": True}])
    declared = discover()
    data = GpuData(gpu)
    vector = declared["block-size-registers"].cells(data)
    assert vector["BLOCK_SIZE 8192, 2 warps (128 a thread)"] == ["255", "12"]
    rows = declared["row-registers"].cells(data)
    assert rows["softmax, 65536 columns (16 warps, 128 a thread)"] == ["255", "300"]
