"""A module's command line: a missing folder argument is a usage line, a new folder is made."""

import pytest

from snippets.helpers.cli import output_folder


def test_no_folder_is_a_usage_line():
    with pytest.raises(SystemExit, match="usage: python -m x FOLDER"):
        output_folder("python -m x FOLDER", [])


def test_a_folder_that_is_not_there_yet_is_made(tmp_path):
    folder = output_folder("python -m x FOLDER", [str(tmp_path / "a" / "b")])
    assert folder.is_dir()
