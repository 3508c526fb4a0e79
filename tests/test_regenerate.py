"""scripts/regenerate.py: outputs are replaced whole or not at all, and --check is honest."""

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import regenerate  # noqa: E402

from snippets.core.snippet import discover, needs_gpu, source_hash  # noqa: E402


def _old_output(machine_dir: Path) -> Path:
    item = machine_dir / "demo"
    item.mkdir(parents=True)
    (item / "figure.txt").write_text("old figure")
    return item


def test_a_failing_item_leaves_the_old_output_untouched(tmp_path):
    item = _old_output(tmp_path)

    def broken(folder):
        (folder / "figure.txt").write_text("half-written")
        raise RuntimeError("benchmark crashed")

    with pytest.raises(RuntimeError):
        regenerate.build_item(tmp_path, "demo", broken)
    assert (item / "figure.txt").read_text() == "old figure"
    assert [p.name for p in tmp_path.iterdir()] == ["demo"]  # no temporary left behind


def test_a_successful_item_replaces_the_old_output_whole(tmp_path):
    item = _old_output(tmp_path)
    regenerate.build_item(tmp_path, "demo", lambda f: (f / "new.txt").write_text("new"))
    assert sorted(p.name for p in item.iterdir()) == ["new.txt"]


def test_killing_a_run_midway_leaves_outputs_intact_and_recoverable(tmp_path):
    item = _old_output(tmp_path)
    script = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT / 'scripts')!r})
        import regenerate
        from pathlib import Path
        def slow(folder):
            (folder / "figure.txt").write_text("new, unfinished")
            print("started", flush=True)
            time.sleep(60)
        regenerate.build_item(Path({str(tmp_path)!r}), "demo", slow)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)
    assert proc.stdout.readline().strip() == "started"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert (item / "figure.txt").read_text() == "old figure"
    assert any(p.name.startswith(".tmp-demo") for p in tmp_path.iterdir())
    regenerate.recover_interrupted(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["demo"]


def test_recovery_restores_an_output_moved_aside_before_a_kill(tmp_path):
    (tmp_path / ".old-demo-1234").mkdir()
    (tmp_path / ".old-demo-1234" / "figure.txt").write_text("old figure")
    regenerate.recover_interrupted(tmp_path)
    assert (tmp_path / "demo" / "figure.txt").read_text() == "old figure"


def _fake_generated(tmp_path, registry, hash_override=None):
    machine = tmp_path / "some-gpu"
    (machine / "device").mkdir(parents=True)
    for name, item in registry.items():
        folder = (machine if needs_gpu(item) else tmp_path / "portable") / name
        folder.mkdir(parents=True)
        digest = (hash_override or {}).get(name, source_hash(item))
        (folder / "provenance.json").write_text(json.dumps({"source_hash": digest}))
    return machine


def test_check_passes_when_everything_is_current(tmp_path):
    registry = discover()
    _fake_generated(tmp_path, registry)
    assert regenerate.check_outputs(registry, tmp_path) == []


def test_check_reports_stale_missing_and_orphaned_outputs(tmp_path):
    registry = discover()
    machine = _fake_generated(tmp_path, registry, hash_override={"vector_add": "0" * 16})
    (machine / "removed_snippet").mkdir()
    (machine / "removed_snippet" / "provenance.json").write_text("{}")
    for child in (machine / "vector_add_block_size").iterdir():
        child.unlink()
    (machine / "vector_add_block_size").rmdir()
    problems = "\n".join(regenerate.check_outputs(registry, tmp_path))
    assert "vector_add: stale" in problems
    assert "vector_add_block_size: missing" in problems
    assert "removed_snippet: made by code that no longer exists" in problems


def test_list_does_nothing_but_say_what_it_would_do(tmp_path):
    out = subprocess.run(
        [sys.executable, "scripts/regenerate.py", "--list", "--generated-dir", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "vector_add" in out
    assert list(tmp_path.iterdir()) == []


def test_unknown_names_are_refused(tmp_path):
    result = subprocess.run([sys.executable, "scripts/regenerate.py", "--only", "no_such_thing",
                             "--generated-dir", str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode != 0 and "unknown snippet or artifact" in result.stderr
