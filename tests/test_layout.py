"""The code base stays small parts: no file over 350 lines, no modules importing each
other (directly or round a longer loop, at the top or inside a function)."""

import ast
from pathlib import Path
from snippets.machinery.layout import ROOT

MAX_LINES = 350


def _python_files():
    return sorted(p for folder in ("scripts", "snippets") for p in (ROOT / folder).rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _imports(path: Path, known: set[str]) -> set[str]:
    """The project's modules that ``path`` imports, anywhere in the file."""
    found = set()
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1 more
                anchor = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            names = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
    return found


def test_no_file_is_longer_than_the_limit():
    long = [f"{p.relative_to(ROOT)}: {n} lines" for p in _python_files()
            if (n := len(p.read_text().splitlines())) > MAX_LINES]
    assert not long, f"split these (at most {MAX_LINES} lines):\n" + "\n".join(long)


def test_no_import_cycles():
    files = {_module_name(p): p for p in _python_files()}
    packages = {name for name, p in files.items() if p.name == "__init__.py"}
    # A package's __init__ runs before any of its modules: importing one is not an
    # edge back to the package's other modules, so packages are left out as targets.
    graph = {name: _imports(path, set(files)) - packages - {name} for name, path in files.items()}
    cycles, state = [], {}

    def visit(node, trail):
        state[node] = "open"
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                cycles.append(" -> ".join(trail[trail.index(nxt):] + [nxt]))
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert not cycles, "modules that import each other:\n" + "\n".join(cycles)
