"""``python -m snippets``: list every registered snippet and artifact."""

from snippets.core.runtime import interpreting
from snippets.core.snippet import Snippet, discover


def main() -> None:
    registry = discover()
    mode = "Triton interpreter (CPU)" if interpreting() else "native GPU"
    print(f"{len(registry)} items, running in: {mode}\n")
    for name, item in registry.items():
        if isinstance(item, Snippet):
            extras = [k for k in ("benchmark", "compile_for_ir") if getattr(item, k)]
            needs = f"needs CUDA: {item.requires_cuda}" if item.requires_cuda else "interpreter ok"
            print(f"snippet   {name:28} {item.module:45} {needs}; {', '.join(extras) or '-'}")
        else:
            needs = "needs CUDA" if item.needs_cuda else "any machine"
            print(f"artifact  {name:28} {item.module:45} {needs}")


if __name__ == "__main__":
    main()
