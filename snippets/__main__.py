"""``python -m snippets``: list every registered snippet and artifact."""

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Snippet, discover, kind_of


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
            needs = {"gpu": "needs CUDA", "portable": "any machine",
                     "derived": "drawn from generated data"}[kind_of(item)]
            print(f"{type(item).__name__.lower():9} {name:28} {item.module:45} {needs}")


if __name__ == "__main__":
    main()
