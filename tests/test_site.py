"""The site builds cleanly and makes no request outside itself."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Resources a browser fetches by itself: scripts, styles, images, fonts, frames.
FETCHED = re.compile(r"""<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc=["']([^"']+)"""
                     r"""|<link\b[^>]*\bhref=["']([^"']+)|url\(\s*["']?([^"')]+)""", re.I)


def test_strict_build_is_clean_and_self_contained(tmp_path):
    site = tmp_path / "site"
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                             str(site)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    external = set()
    for page in list(site.rglob("*.html")) + list(site.rglob("*.css")):
        for match in FETCHED.finditer(page.read_text(errors="replace")):
            url = next(g for g in match.groups() if g)
            if re.match(r"(https?:)?//", url):
                external.add(f"{page.relative_to(site)}: {url}")
    assert not external, "\n".join(sorted(external))
