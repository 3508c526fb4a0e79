"""``python -m snippets.exercises list`` and ``python -m snippets.exercises check NAME [--solution]``.

``check NAME`` checks the skeleton file as it is on disk (fill it in first);
``--solution`` checks the reference solution. The exit status is 0 only if it passes.
"""

import argparse
import sys

from snippets.helpers.runtime import interpreting


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m snippets.exercises")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="every exercise, with its lecture and skeleton file")
    one = commands.add_parser("check", help="check an exercise's skeleton file (or its solution)")
    one.add_argument("name")
    one.add_argument("--solution", action="store_true", help="check the reference solution instead")
    args = parser.parse_args(argv)

    from snippets.exercises.catalogue import EXERCISES
    from snippets.exercises.checker import check

    if args.command == "list":
        for exercise in EXERCISES.values():
            path = exercise.skeleton.replace(".", "/") + ".py"
            print(f"{exercise.name:22} {exercise.lecture:26} {exercise.kind:9} {path}: {exercise.title}")
        return 0
    if args.name not in EXERCISES:
        print(f"no exercise is named {args.name!r}; `python -m snippets.exercises list` shows them")
        return 2
    print("running in:", "the Triton interpreter (CPU)" if interpreting() else "native GPU")
    return 0 if check(args.name, solution=args.solution).passed else 1


if __name__ == "__main__":
    sys.exit(main())
