"""The site builds cleanly and makes no request outside itself."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Resources a browser fetches by itself: scripts, styles, images, fonts, frames.
FETCHED = re.compile(r"""<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc=["']([^"']+)"""
                     r"""|<link\b[^>]*\bhref=["']([^"']+)|url\(\s*["']?([^"')]+)""", re.I)


# Inline scripts that fetch by themselves (import("https://..."), a loader's URL).
INLINE_SCRIPT = re.compile(r"<script\b[^>]*>(.*?)</script>", re.S | re.I)
URL_IN_SCRIPT = re.compile(r"""["'`](?:https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^"'`]*""")


def outside_requests(site: Path) -> set[str]:
    """Every resource a page of the built site would fetch from outside the site."""
    external = set()
    for page in list(site.rglob("*.html")) + list(site.rglob("*.css")):
        text = page.read_text(errors="replace")
        for match in FETCHED.finditer(text):
            url = next(g for g in match.groups() if g)
            if re.match(r"(https?:)?//", url):
                external.add(f"{page.relative_to(site)}: {url}")
        for script in INLINE_SCRIPT.finditer(text):
            for url in URL_IN_SCRIPT.findall(script.group(1)):
                external.add(f"{page.relative_to(site)}: {url[1:]} (in an inline script)")
    return external


def test_strict_build_is_clean_and_self_contained(tmp_path):
    site = tmp_path / "site"
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                             str(site)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    external = outside_requests(site)
    assert not external, "\n".join(sorted(external))
