"""Shared test setup.

Importing ``snippets`` first decides native GPU versus Triton's CPU interpreter before
anything imports Triton (see snippets/__init__.py). Tests that need a GPU carry the
``cuda`` marker and are skipped, with the reason shown, on machines without one.
"""

import snippets  # noqa: F401  (must come before any Triton import)
import pytest
import torch

from snippets.helpers.runtime import interpreting


def pytest_configure(config):
    config.addinivalue_line("markers", "cuda: needs a CUDA GPU (skipped on CPU-only machines)")


def pytest_collection_modifyitems(config, items):
    if torch.cuda.is_available() and not interpreting():
        return
    skip = pytest.mark.skip(reason="needs a CUDA GPU; this run uses Triton's CPU interpreter")
    for item in items:
        if "cuda" in item.keywords:
            item.add_marker(skip)


BROWSER_REPORT = pytest.StashKey[dict]()


@pytest.fixture(scope="session")
def browser_report(pytestconfig):
    """What the browser tests checked (pages, images, links...), shown in the summary."""
    return pytestconfig.stash.setdefault(BROWSER_REPORT, {})


def pytest_terminal_summary(terminalreporter, config):
    report = config.stash.get(BROWSER_REPORT, None)
    if report:
        terminalreporter.write_sep("-", "browser checks (tests/machinery/site/test_browser.py)")
        terminalreporter.write_line(", ".join(f"{key}: {value}" for key, value in report.items()))
