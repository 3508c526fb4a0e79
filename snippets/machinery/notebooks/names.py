"""What a notebook cell binds and reads, and the imports that make it run on its own.

A page shows only part of a module; the notebook must define the rest before a cell
that uses it runs. These functions read cells as Python (``ast``, ``symtable``) to find
which names each one needs, and write the import lines that bring them in.
"""

import ast
import importlib
import symtable
from pathlib import Path


def bound_names(code: str) -> set[str]:
    """Names a cell binds at the top level (definitions, assignments, imports)."""
    names = set()
    for node in ast.parse(code).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        else:
            for child in ast.walk(node):
                if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                    names.add(child.id)
    return names


def used_names(code: str) -> set[str]:
    """Global names a cell reads, at the top level or inside its functions (a function's
    own locals and parameters are not among them)."""
    names = set()
    tables = [symtable.symtable(code, "<cell>", "exec")]
    while tables:
        table = tables.pop()
        top = table.get_type() == "module"
        for symbol in table.get_symbols():
            if symbol.is_referenced() and (top or symbol.is_global()):
                names.add(symbol.get_name())
        tables.extend(table.get_children())
    return names


def eager_names(code: str) -> set[str]:
    """Names a cell reads while it runs, not later when its functions are called:
    decorators, default values, annotations, top-level statements."""
    names = set()

    def visit(node):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for child in node.decorator_list + node.args.defaults + node.args.kw_defaults:
                if child is not None:
                    visit(child)
            for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                if arg.annotation is not None:
                    visit(arg.annotation)
            if node.returns is not None:
                visit(node.returns)
            return
        if isinstance(node, ast.Lambda):
            return
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.add(node.id)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(code))
    return names


def setup_code(module_name: str, needed: set[str], already: set[str]) -> str:
    """Import lines for ``needed``: the module's own imports first (as it writes them,
    less what the notebook already defined), then ``from module import ...`` for the
    names it defines that the page does not show."""
    module = importlib.import_module(module_name)
    source = Path(module.__file__).read_text()
    lines, covered = [], set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Import):
            kept = [a for a in node.names if (a.asname or a.name).split(".")[0] in needed]
            if kept:
                lines.append(ast.unparse(ast.Import(names=kept)))
        elif isinstance(node, ast.ImportFrom):
            kept = [a for a in node.names
                    if (a.asname or a.name) in needed and (a.asname or a.name) not in already]
            if kept:
                lines.append(ast.unparse(ast.ImportFrom(module=node.module, names=kept,
                                                        level=node.level)))
        else:
            continue
        covered.update((a.asname or a.name).split(".")[0] for a in kept)
    defined = bound_names(source)  # what the module itself binds at its top level
    rest = sorted(name for name in needed - covered - already if name in defined)
    if rest:
        lines.append(f"from {module_name} import {', '.join(rest)}")
    return "\n".join(lines)
