"""A new learner's path on the CPU (notes/exercises_learner_path.md): run the generated lecture-1
notebook, fill in the first exercise (wrongly, then rightly), re-run its cells, read the check.

    python notes/exercises_learner_path.py NOTEBOOK.ipynb
"""
import sys
import nbformat
from nbclient import NotebookClient

path = sys.argv[1]
nb = nbformat.read(path, as_version=4)
kernel_cell = next(c for c in nb.cells if c.metadata.get("fast_pytorch", {}).get("section") == "snippets/exercises/vector_add/mul_mask.py:kernel")
check_cell = next(c for c in nb.cells if c.metadata.get("fast_pytorch", {}).get("section") == "snippets/exercises/vector_add/mul_mask.py:check")

def shown(cell):
    return "".join(o.get("text", "") or o.get("data", {}).get("text/plain", "") + "\n" for o in cell.outputs)

client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": "."}})
with client.setup_kernel():
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            client.execute_cell(cell, index)
    print(">>> Run all: the check cell under the untouched skeleton prints")
    print(shown(check_cell))
    for attempt in ("mask = offsets < n_elements - 1", "mask = offsets < n_elements"):
        kernel_cell.source = kernel_cell.source.replace("mask = ...", attempt).replace("mask = offsets < n_elements - 1", attempt)
        print(f">>> The learner edits the kernel cell: `{attempt}`, re-runs it and the check cell")
        client.execute_cell(kernel_cell, nb.cells.index(kernel_cell))
        client.execute_cell(check_cell, nb.cells.index(check_cell))
        print(shown(check_cell))
