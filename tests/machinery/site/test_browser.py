"""The built site as a reader sees it, in a real Chromium driven by Playwright.

The site is built once, served from 127.0.0.1 by the standard library's http.server, and
every page is opened: it must load with no console error, no failed request and no
request outside the site; every image must render; tabs must switch; search must find a
kernel; every internal link and anchor must resolve; no code block or table may be cut off
without a scrollbar and no page be wider than a 390 px phone; and the pages must also work
opened from disk (file://). As a reader first meets a page (collapsibles closed): each
lecture's height at 1280 px is printed against a goal, no listing shown open is longer
than a screen, no IR location line or machine path appears, generated tool output scrolls
instead of wrapping, and every GPU's copy of a figure renders at one size. For reading top
to bottom: no figure is inverted in dark mode (each shows its dark twin), no table is
wider than its box (at 1280 px and 390 px, light and dark), no paragraph holds more than
three numbers from generated data, and the footer's Next / Previous follow the lectures. The numbers
checked are printed in pytest's summary; SITE_SHOTS=folder also saves screenshots (1280 px
light and dark, and 390 px for three lectures) to look at.

One fixture visits everything once, a few pages at a time (most of a page load is
waiting, so two cores serve three tabs well), and the tests assert on what it saw.

Without Playwright or a Chromium to drive, the tests are skipped with that reason
(`.ci/run` installs Debian's chromium first, so CI always runs them).
"""

import asyncio
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlparse

import pytest
from snippets.machinery.layout import ROOT, gpu_folders

async_api = pytest.importorskip("playwright.async_api", reason="playwright is not installed")

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
# Chromium as root on a machine without a display or a network beyond the registries:
# no sandbox, no GPU, and none of its background calls home (they would fail noisily).
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
LOCAL_SCHEMES = ("data:", "blob:", "about:")
TABS_AT_ONCE = 2
# A lecture page's height at 1280 px with every collapsible closed. Supporting code,
# tool output and asides are collapsed; lectures 2 and 6, too long for one page even so,
# are in two parts each (the nav groups them).
LECTURE_HEIGHT_GOAL = 15_000
LONGEST_OPEN_LISTING = 60  # lines: a longer listing is an excerpt plus a collapsed whole
# SITE_SHOTS=folder: the visit also saves screenshots of every page there.
SHOTS = Path(os.environ["SITE_SHOTS"]) if os.environ.get("SITE_SHOTS") else None
PHONE_SHOTS = {"01-vector-add", "04-profiling", "06-triton-compiler"}

# Opens every collapsed block and every tab panel, so that each code block is measured
# at the width it gets when a reader opens it.
SHOW_EVERYTHING = """() => {
    document.querySelectorAll('details').forEach(d => d.open = true);
    const style = document.createElement('style');
    style.textContent = '.tabbed-set > .tabbed-content > .tabbed-block {display: block !important}';
    document.head.appendChild(style);
}"""
# A code block or table wider (or taller) than its box must be able to scroll there:
# content cut off with no scrollbar is lost to the reader.
CLIPPED = """() => {
    const scrolls = (el, axis) => ['auto', 'scroll'].includes(getComputedStyle(el)[axis]);
    const out = [];
    for (const code of document.querySelectorAll('pre > code')) {
        if (code.scrollWidth > code.clientWidth + 1 && !scrolls(code, 'overflowX'))
            out.push(`code ${code.scrollWidth} px in ${code.clientWidth} px: `
                     + code.textContent.slice(0, 60));
    }
    for (const wrap of document.querySelectorAll('.md-typeset__scrollwrap')) {
        const text = wrap.textContent.trim().slice(0, 60);
        if (wrap.scrollWidth > wrap.clientWidth + 1 && !scrolls(wrap, 'overflowX'))
            out.push(`table ${wrap.scrollWidth} px wide in ${wrap.clientWidth} px: ${text}`);
        if (wrap.scrollHeight > wrap.clientHeight + 1 && !scrolls(wrap, 'overflowY'))
            out.push(`table ${wrap.scrollHeight} px tall in ${wrap.clientHeight} px: ${text}`);
    }
    return out;
}"""
# What a reader meets before opening anything: the page's height, the listings shown
# open (their line counts), tool output that wraps, and IR location noise anywhere.
AT_FIRST_SIGHT = """() => {
    // Inside a closed <details> is hidden, though Chromium still gives it an offsetParent.
    const shown = el => el.offsetParent !== null && !el.closest('details:not([open])');
    const listings = [...document.querySelectorAll('article pre > code')].filter(shown);
    return {
        height: document.documentElement.scrollHeight,
        open_listings: listings.map(c => [c.textContent.replace(/\\n$/, '').split('\\n').length,
                                          c.textContent.slice(0, 60)]),
        wrapping: [...document.querySelectorAll('.listing pre > code')].filter(
            c => !['pre', 'nowrap'].includes(getComputedStyle(c).whiteSpace)).map(
            c => c.textContent.slice(0, 60)),
        loc: [...document.querySelectorAll('pre')].map(p => p.textContent).flatMap(
            t => t.split('\\n')).filter(l => /^\\s*#loc\\d* = |loc\\("\\//.test(l)).slice(0, 3),
    };
}"""
# Every copy of one generated figure (one per GPU tab), measured with all tabs shown.
FIGURE_SIZES = """() => [...document.querySelectorAll('article img.figure')].map(img => {
    const box = img.getBoundingClientRect();
    return [img.getAttribute('src'), Math.round(box.width), Math.round(box.height)];
})"""
# Every figure with a phone variant (a <picture>, snippets/machinery/site/figures.py): which file the
# browser chose, and whether it fits the screen (its paragraph scrolls sideways if not).
PICTURES = """() => [...document.querySelectorAll('article picture > img.figure')].map(img => {
    const box = img.getBoundingClientRect(), paragraph = img.closest('p');
    return {src: img.getAttribute('src'), current: img.currentSrc,
            shown: img.offsetParent !== null && !img.closest('details:not([open])'),
            right: box.right, width: box.width, height: box.height,
            scrolls: paragraph !== null && paragraph.scrollWidth > paragraph.clientWidth + 1};
})"""
# Resolves once every such figure shows the file wanted at this width, loaded.
PICTURES_CHOSEN = """phone => [...document.querySelectorAll('article picture > img.figure')].every(
    img => img.complete && img.currentSrc.includes('.phone.') === phone)"""
BROKEN_IMAGES = """() => [...document.images].filter(
    img => !(img.complete && img.naturalWidth > 0)).map(img => img.src)"""


def find_chromium():
    """A browser named by $CHROMIUM, else the system's Chromium or Chrome."""
    candidates = [os.environ.get("CHROMIUM", "")]
    candidates += [shutil.which(name) or "" for name in
                   ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")]
    return next((c for c in candidates if c and Path(c).exists()), None)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site as published, less its address: with a repository link (a placeholder
    repository, so that the pages carry the link and the edit buttons they have on GitHub
    Pages and we see that they fetch nothing from it) but no site_url, whose absolute
    paths would not resolve on this local server."""
    folder = tmp_path_factory.mktemp("browser") / "site"
    env = {k: v for k, v in os.environ.items() if k not in ("SITE_URL", "EDIT_URI")}
    env["REPO_URL"] = "https://github.com/example/fast-pytorch-on-gpus"
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                             str(folder)], cwd=ROOT, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    return folder


@pytest.fixture(scope="module")
def pages(site):
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))


@pytest.fixture(scope="module")
def server(site):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                            functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}/"
    httpd.shutdown()
    httpd.server_close()


class Watched:
    """A browser tab that records what went wrong while a page loads in it."""

    def __init__(self, page, base):
        self.page, self.base, self.problems = page, base, []
        page.on("console", lambda m: m.type == "error" and self.problems.append(
            f"console error: {m.text}"))
        page.on("pageerror", lambda e: self.problems.append(f"script error: {e}"))
        # ERR_ABORTED is a request cut short by leaving the page (the favicon, say); a
        # missing file shows up as its HTTP status instead.
        page.on("requestfailed", lambda r: "ERR_ABORTED" not in (r.failure or "")
                and self.problems.append(f"failed request: {r.url} ({r.failure})"))
        page.on("response", lambda r: r.status >= 400 and self.problems.append(
            f"HTTP {r.status}: {r.url}"))
        page.on("request", self._outside)

    def _outside(self, request):
        if not (request.url.startswith(self.base) or request.url.startswith(LOCAL_SCHEMES)):
            self.problems.append(f"request outside the site: {request.url}")

    @classmethod
    async def open(cls, browser, base, name, viewport=DESKTOP):
        tab = cls(await browser.new_page(viewport=viewport), base)
        await tab.page.goto(base + name, wait_until="load")
        return tab


class Targets(HTMLParser):
    """The ids a page defines, for checking #anchors in links to it."""

    def __init__(self, text):
        super().__init__()
        self.ids = set()
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("id", "name") and value:
                self.ids.add(value)


# Every visible tab set with two or more tabs: click each label in turn (last first) and
# record which panels are then visible. In one call, as the clicks are many.
CYCLE_TABS = """() => {
    const visible = el => el.offsetParent !== null;
    const sets = [...document.querySelectorAll('.tabbed-set')].filter(visible);
    return sets.map(set => {
        const labels = [...set.querySelectorAll(':scope > .tabbed-labels > label')];
        const panels = [...set.querySelectorAll(':scope > .tabbed-content > .tabbed-block')];
        const shown = labels.map((label, i) => labels.length - 1 - i).map(index => {
            labels[index].click();
            return [index, panels.map(visible)];
        });
        return {titles: labels.map(l => l.textContent.trim()), shown};
    }).filter(set => set.titles.length > 1);
}"""


async def switch_tabs(page):
    """Switches every tab of every visible tab set; returns the sets' labels and what
    went wrong. One tab per set is clicked with the mouse, as a reader would."""
    await page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
    switched, failures = [], []
    for tab_set in await page.evaluate(CYCLE_TABS):
        titles = tab_set["titles"]
        for index, visible in tab_set["shown"]:
            if visible != [i == index for i in range(len(visible))]:
                failures.append(f"tab {titles[index]!r} of {titles} shows panels {visible}")
        switched.append(titles)
    for titles in switched:  # now the first tab of each set is showing: click the second
        # Only a set the reader can see: with one tab set per GPU holding one set of IR
        # stages each, the stages of the GPU not shown are hidden (and linked tabs mean
        # the last switch decides which GPU is shown).
        labels = page.locator(".tabbed-set > .tabbed-labels > label:visible", has_text=titles[1])
        if not await labels.count():
            continue
        label = labels.first
        panel_id = await label.get_attribute("for")
        await label.click()
        shown = await page.evaluate(f"""() => document.getElementById({panel_id!r}).checked""")
        panel = page.locator(f"#{panel_id} ~ .tabbed-content > .tabbed-block").nth(1)
        if not (shown and await panel.is_visible()):
            failures.append(f"a mouse click on {titles[1]!r} of {titles} did not show it")
    return switched, failures


# Every figure in each colour scheme: whether it is shown (Material hides src#only-dark in
# light mode and src#only-light in dark mode), its classes and its CSS filter.
SCHEMES = """() => {
    const body = document.body, scheme = body.getAttribute('data-md-color-scheme');
    const found = {};
    for (const name of ['default', 'slate']) {
        body.setAttribute('data-md-color-scheme', name);
        found[name] = [...document.querySelectorAll('img.figure')].map(img => ({
            src: img.getAttribute('src'), shown: getComputedStyle(img).display !== 'none',
            classes: [...img.classList], filter: getComputedStyle(img).filter}));
    }
    body.setAttribute('data-md-color-scheme', scheme);
    return found;
}"""
# Every table box (Material's scroll wrapper) wider than its room: the columns it hides,
# with the table's column count and its first words.
WIDE_TABLES = """() => [...document.querySelectorAll('article .md-typeset__scrollwrap')].filter(
    wrap => wrap.offsetParent !== null && wrap.scrollWidth > wrap.clientWidth + 1).map(wrap => {
        const row = wrap.querySelector('tr');
        return {columns: row ? row.children.length : 0, width: wrap.scrollWidth,
                room: wrap.clientWidth, start: wrap.textContent.trim().slice(0, 60)};
    })"""
# Numbers from generated data in each paragraph or list item: the hook wraps each number
# that a Wording or a generated text put in the prose in <span class="gen">.
GENERATED_NUMBERS = """() => [...document.querySelectorAll('article p, article li')].map(
    el => [el.querySelectorAll(':scope > .gen, :scope > * > .gen').length,
           el.textContent.trim().slice(0, 80)]).filter(([n]) => n > 0)"""
# The footer's previous / next links.
FOOTER = """() => Object.fromEntries(['prev', 'next'].map(way => {
    const link = document.querySelector(`a.md-footer__link--${way}`);
    return [way, link ? link.getAttribute('href') : null];
}))"""


# On a phone: focus the first check mark, as a tap does, and read what its evidence panel
# shows and where; then let it go.
CLAIM_TAP = """() => {
  const mark = [...document.querySelectorAll('.md-content sup.claim[data-evidence]')]
    .find(m => m.checkVisibility());  // one shown, not inside a closed box
  if (!mark) return null;
  mark.focus();
  const after = getComputedStyle(mark, '::after');
  const shown = {text: after.content, position: after.position,
                 left: parseFloat(after.left), right: parseFloat(after.right),
                 focused: document.activeElement === mark};
  mark.blur();
  return shown;
}"""


async def inspect(browser, server, name):
    """Everything the tests ask about one page served over HTTP."""
    tab = await Watched.open(browser, server, name)
    page = tab.page
    seen = {"broken_images": await page.evaluate(BROKEN_IMAGES),
            "images": await page.evaluate("() => document.images.length"),
            "links": await page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)"),
            "generated_images": await page.eval_on_selector_all(
                "img[src^='generated/']", "is => is.map(i => i.getAttribute('src'))"),
            "listings": await page.locator(".listing").count()}
    note = page.locator("p.page-note").first
    seen["note"] = await note.inner_text() if await note.count() else ""
    seen.update(await page.evaluate(AT_FIRST_SIGHT))
    if SHOTS:  # screenshots to look at (light and dark at 1280 px, a phone's width)
        await screenshots(page, name)
    # The phone first: a narrower window re-lays the same page out, no reload needed.
    await page.set_viewport_size(PHONE)
    seen["phone_width"] = await page.evaluate("() => document.documentElement.scrollWidth")
    seen["pictures_phone"] = await pictures(page, phone=True)
    seen["claim_tap"] = await page.evaluate(CLAIM_TAP)
    await page.set_viewport_size(DESKTOP)
    seen["pictures_desktop"] = await pictures(page, phone=False)
    seen["schemes"] = await page.evaluate(SCHEMES)
    seen["footer"] = await page.evaluate(FOOTER)
    seen["generated_numbers"] = await page.evaluate(GENERATED_NUMBERS)
    seen["tab_sets"], seen["tab_failures"] = await switch_tabs(page)
    await page.evaluate(SHOW_EVERYTHING)
    seen["clipped"] = await page.evaluate(CLIPPED)
    seen["figures"] = await page.evaluate(FIGURE_SIZES)
    seen["code_blocks"] = await page.evaluate(
        "() => document.querySelectorAll('pre > code').length")
    seen["wide_tables"] = {}  # every table shown, in each scheme, at both widths
    for width, viewport in (("1280", DESKTOP), ("390", PHONE)):
        await page.set_viewport_size(viewport)
        for scheme in ("default", "slate"):
            await page.evaluate(f"() => document.body.setAttribute('data-md-color-scheme', "
                                f"'{scheme}')")
            seen["wide_tables"][f"{width} {scheme}"] = await page.evaluate(WIDE_TABLES)
    await page.set_viewport_size(DESKTOP)
    seen["problems"] = tab.problems
    await page.close()
    return seen


async def pictures(page, phone):
    """PICTURES once the browser has switched every <picture> to the file for this width
    (or after 10 s: the test then shows what it chose)."""
    try:
        await page.wait_for_function(PICTURES_CHOSEN, arg=phone, timeout=10_000)
    except async_api.TimeoutError:
        pass
    return await page.evaluate(PICTURES)


async def screenshots(page, name):
    stem = name.removesuffix(".html").replace("/", "-")
    SHOTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=SHOTS / f"{stem}-1280-light.png", full_page=True)
    await page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'slate')")
    await page.screenshot(path=SHOTS / f"{stem}-1280-dark.png", full_page=True)
    await page.evaluate("() => document.body.setAttribute('data-md-color-scheme', 'default')")
    if stem in PHONE_SHOTS:
        await page.set_viewport_size(PHONE)
        await page.screenshot(path=SHOTS / f"{stem}-390.png", full_page=True)
        await page.set_viewport_size(DESKTOP)


async def inspect_from_disk(browser, site_uri, name):
    tab = await Watched.open(browser, site_uri, name)
    seen = {"broken_images": await tab.page.evaluate(BROKEN_IMAGES),
            "images": await tab.page.evaluate("() => document.images.length"),
            "problems": tab.problems}
    await tab.page.close()
    return seen


async def follow_a_link_from_disk(browser, site_uri):
    """From index.html opened as a file, the search box is hidden (Material turns search
    off without a server) and a click in the navigation opens lecture 1."""
    tab = await Watched.open(browser, site_uri, "index.html")
    page = tab.page
    seen = {"search_box_shown": await page.locator(".md-search__input").is_visible()}
    await page.locator(".md-nav__link[href='01-vector-add.html']").first.click()
    await page.wait_for_load_state("load")
    seen["url"] = page.url
    seen["title"] = await page.locator("h1").first.inner_text()
    seen["problems"] = tab.problems
    await page.close()
    return seen


async def search(browser, server, query):
    tab = await Watched.open(browser, server, "index.html")
    await tab.page.fill(".md-search__input", query)
    results = tab.page.locator(".md-search-result__item a")
    await results.first.wait_for(timeout=20_000)
    hrefs = await results.evaluate_all("links => links.map(a => a.href)")
    await tab.page.close()
    return {"hrefs": hrefs, "problems": tab.problems}


async def visit_site(executable, site, server, pages):
    async with async_api.async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable,
                                                   args=CHROMIUM_ARGS)
        room = asyncio.Semaphore(TABS_AT_ONCE)

        async def limited(visit, *args):
            async with room:
                return await visit(browser, *args)

        # From disk: the pages with images (what file:// could break), 404.html aside.
        on_disk = [name for name in pages if name != "404.html"
                   and "<img" in (site / name).read_text()]
        jobs = [limited(search, server, "add_kernel"),
                limited(follow_a_link_from_disk, site.as_uri() + "/")]
        jobs += [limited(inspect, server, name) for name in pages]
        jobs += [limited(inspect_from_disk, site.as_uri() + "/", name) for name in on_disk]
        found = await asyncio.gather(*jobs)
        await browser.close()
    return {"search": found[0], "from_disk_navigation": found[1],
            "pages": dict(zip(pages, found[2:2 + len(pages)])),
            "from_disk": dict(zip(on_disk, found[2 + len(pages):]))}


@pytest.fixture(scope="module")
def chromium():
    executable = find_chromium()
    if executable is None:
        pytest.skip("no Chromium found (install Debian's chromium, or set CHROMIUM to one)")
    return executable


@pytest.fixture(scope="module")
def visits(chromium, site, server, pages):  # chromium first: no build when it skips
    return asyncio.run(visit_site(chromium, site, server, pages))


@pytest.fixture(scope="module")
def crawl(visits):
    if os.environ.get("SITE_CRAWL"):  # SITE_CRAWL=file.json: what every page showed
        Path(os.environ["SITE_CRAWL"]).write_text(json.dumps(
            visits["pages"], default=str, indent=1))
    return visits["pages"]


def test_pages_load_with_no_error_and_no_request_outside_the_site(crawl, browser_report):
    browser_report["pages"] = len(crawl)
    problems = [f"{name}: {p}" for name, seen in crawl.items() for p in seen["problems"]]
    assert not problems, "\n".join(problems)


def test_every_image_renders(crawl, browser_report):
    browser_report["images"] = sum(seen["images"] for seen in crawl.values())
    broken = [f"{name}: {src}" for name, seen in crawl.items() for src in seen["broken_images"]]
    assert browser_report["images"] > 0
    assert not broken, "images that do not render:\n" + "\n".join(broken)


def test_no_code_block_or_table_is_clipped_without_a_scrollbar(crawl, browser_report):
    browser_report["code blocks"] = sum(seen["code_blocks"] for seen in crawl.values())
    clipped = [f"{name}: {w}" for name, seen in crawl.items() for w in seen["clipped"]]
    assert not clipped, "\n".join(clipped)


def _lectures(crawl):
    return {name: seen for name, seen in crawl.items()
            if re.match(r"\d\d-", name)}


def _label(name: str) -> str:
    """"02" for 02-triton-fundamentals, "02 part 2" for 02-triton-fundamentals-part-2."""
    part = re.search(r"-part-(\d+)", name)
    return name[:2] + (f" part {part.group(1)}" if part else "")


def test_lecture_heights_at_1280px(crawl, browser_report):
    """Printed for every lecture page; one over the goal fails with its height."""
    heights = dict(sorted((name.removesuffix(".html"), seen["height"])
                          for name, seen in _lectures(crawl).items()))
    browser_report["lecture heights (px)"] = ", ".join(
        f"{_label(name)}: {height}" for name, height in heights.items())
    too_tall = {n: h for n, h in heights.items() if h > LECTURE_HEIGHT_GOAL}
    browser_report[f"over the {LECTURE_HEIGHT_GOAL} px goal"] = ", ".join(
        _label(name) for name in too_tall) or "none"
    assert heights
    assert not too_tall, f"lecture pages over {LECTURE_HEIGHT_GOAL} px at 1280 px: {too_tall}"


def test_no_listing_open_by_default_is_longer_than_a_screen(crawl, browser_report):
    longest = max((n for seen in crawl.values() for n, _ in seen["open_listings"]), default=0)
    browser_report["longest open listing"] = f"{longest} lines"
    long = [f"{name}: {n} lines: {start!r}" for name, seen in crawl.items()
            for n, start in seen["open_listings"] if n > LONGEST_OPEN_LISTING]
    assert not long, "\n".join(long)


def test_no_ir_location_noise_and_no_wrapped_tool_output(crawl):
    loc = [f"{name}: {line!r}" for name, seen in crawl.items() for line in seen["loc"]]
    wrapping = [f"{name}: {start!r}" for name, seen in crawl.items() for start in seen["wrapping"]]
    assert not loc, "IR location lines or machine paths on pages:\n" + "\n".join(loc)
    assert not wrapping, "listings that wrap instead of scrolling:\n" + "\n".join(wrapping)


def test_dark_mode_shows_each_figures_dark_twin_and_inverts_nothing(crawl, browser_report):
    """No figure is ever inverted by a CSS filter (a colormap would reverse its meaning).
    A figure with a dark twin (plot_style.save draws one beside every figure) shows the
    light file in light mode and the twin in dark mode, one at a time; a figure without
    a twin yet (class no-dark) shows in both, dimmed in dark mode."""
    wrong, twins, dimmed = [], 0, 0
    for name, seen in crawl.items():
        for scheme, figures in seen["schemes"].items():
            for figure in figures:
                where = f"{name} ({scheme}): {figure['src']}"
                if "invert" in figure["filter"]:
                    wrong.append(f"{where}: inverted ({figure['filter']})")
                dark_file = figure["src"].endswith("#only-dark")
                light_file = figure["src"].endswith("#only-light")
                if dark_file or light_file:
                    if figure["shown"] != (dark_file == (scheme == "slate")):
                        wrong.append(f"{where}: {'shown' if figure['shown'] else 'hidden'}")
                    twins += dark_file and scheme == "slate"
                elif "no-dark" in figure["classes"] and scheme == "slate":
                    dimmed += 1
                    if "brightness" not in figure["filter"]:
                        wrong.append(f"{where}: no dark twin, and not dimmed")
    browser_report["figures with a dark twin"] = twins
    browser_report["figures without one yet (dimmed in dark mode)"] = dimmed
    assert twins > 0
    assert not wrong, "\n".join(wrong)


def test_no_table_is_wider_than_its_box(crawl, browser_report):
    """At 1280 px no table hides a column (in either colour scheme); at 390 px a table of
    up to three columns fits, a wider one may scroll in its box (the shadow says so)."""
    wide = [f"{name} at {width} px ({scheme}): {t['columns']} columns, {t['width']} px in "
            f"{t['room']} px: {t['start']!r}"
            for name, seen in crawl.items()
            for (width, scheme), tables in ((key.split(), tables) for key, tables
                                            in seen["wide_tables"].items()) for t in tables
            if width == "1280" or t["columns"] <= 3]
    browser_report["tables wider than their box"] = len(
        {line.split(" (")[0] + line.split(":", 2)[-1] for line in wide})
    assert not wide, "\n".join(wide)


def test_no_paragraph_has_more_than_three_generated_numbers(crawl, browser_report):
    """A measured number in prose is written by code (a Wording, a generated text); more
    than three of them in one paragraph is a table's job (Facts)."""
    dense = [f"{name}: {n} numbers: {start!r}" for name, seen in crawl.items()
             for n, start in seen["generated_numbers"] if n > 3]
    browser_report["paragraphs with generated numbers"] = sum(
        len(seen["generated_numbers"]) for seen in crawl.values())
    browser_report["of them with more than three"] = len(dense)
    assert not dense, "\n".join(dense)


def _reading_order(name):
    """(lecture number, part) for 02-triton-fundamentals-part-2.html: (2, 2)."""
    part = re.search(r"-part-(\d+)", name)
    return int(name[:2]), int(part.group(1)) if part else 1


def test_next_and_previous_follow_the_lectures(crawl, site, browser_report):
    """The footer's Next on lecture N (or one of its parts) leads to its next part or to
    lecture N+1, Previous back; no notebook page is in that sequence, and each lecture
    with a notebook links to it."""
    lectures = sorted((name for name in crawl if re.match(r"\d\d-.*\.html$", name)),
                      key=_reading_order)
    wrong = [f"{name}: footer {way} is {href}" for name, seen in crawl.items()
             for way, href in seen["footer"].items() if href and "notebooks/" in href]
    for before, after in zip(lectures, lectures[1:]):
        if crawl[before]["footer"]["next"] != after:
            wrong.append(f"{before}: Next is {crawl[before]['footer']['next']}, not {after}")
        if crawl[after]["footer"]["prev"] != before:
            wrong.append(f"{after}: Previous is {crawl[after]['footer']['prev']}, not {before}")
    for name in lectures:
        notebook = f"notebooks/{name}"
        if (site / notebook).exists() and not any(
                urlparse(h).path.endswith("/" + notebook) for h in crawl[name]["links"]):
            wrong.append(f"{name}: no link to its notebook page {notebook}")
    browser_report["reading order"] = " -> ".join(_label(n) for n in lectures)
    assert lectures and not wrong, "\n".join(wrong)


def test_every_gpus_copy_of_a_figure_has_the_same_size(crawl, browser_report):
    """Switching the GPU tab must not move the page: each copy of a figure (one per
    GPU, the path less its machine folder) renders at one size."""
    compared, differ = 0, []
    for name, seen in crawl.items():
        sizes = {}
        for src, width, height in seen["figures"]:
            parts = src.split("/")
            if "generated" in parts:
                at = parts.index("generated")
                sizes.setdefault("/".join(parts[at + 2:]), set()).add((width, height))
        for figure, boxes in sizes.items():
            compared += 1
            if len(boxes) > 1:
                differ.append(f"{name}: {figure}: {sorted(boxes)}")
    browser_report["figures compared across GPUs"] = compared
    assert not differ, "\n".join(differ)


def test_every_page_fits_a_phone(crawl):
    too_wide = {name: seen["phone_width"] for name, seen in crawl.items()
                if seen["phone_width"] > PHONE["width"]}
    assert not too_wide, f"pages wider than a {PHONE['width']} px phone: {too_wide}"


def test_figures_with_a_phone_variant_show_it_stacked_on_a_phone(crawl, browser_report):
    """At 390 px a figure with a phone variant shows <stem>.phone.svg (its panels
    stacked, its text raised; .phone.dark.svg for its dark twin) across the screen's width, with no
    sideways scrolling; at 1280 px the wide <stem>.svg (or .dark.svg)."""
    wrong, phones = [], 0
    for name, seen in crawl.items():
        for figure in seen["pictures_phone"]:
            phones += 1
            where = f"{name}: {figure['src']}"
            if not figure["current"].endswith((".phone.svg", ".phone.dark.svg")):
                wrong.append(f"{where}: at {PHONE['width']} px shows {figure['current']}")
            if figure["shown"] and (figure["right"] > PHONE["width"] or figure["scrolls"]
                                    or figure["width"] < 0.8 * PHONE["width"]):
                wrong.append(f"{where}: at {PHONE['width']} px {figure['width']:.0f} px wide, "
                             f"right edge {figure['right']:.0f}, scrolls {figure['scrolls']}")
        for figure in seen["pictures_desktop"]:
            # (src ends "#only-light" or "#only-dark" where the figure has a dark twin.)
            wide = figure["src"].split("/")[-1].split("#")[0]
            current = figure["current"].split("#")[0]
            if ".phone." in current or not current.endswith(wide):
                wrong.append(f"{name}: {figure['src']}: at 1280 px shows {figure['current']}")
    browser_report["figures with a phone variant"] = phones
    assert phones > 0
    assert not wrong, "\n".join(wrong)


def test_every_internal_link_and_anchor_resolves(crawl, server, site, browser_report):
    ids = {name: Targets((site / name).read_text()).ids for name in crawl}
    links, anchors, broken = 0, 0, []
    for name, seen in crawl.items():
        for href in seen["links"]:
            if not href.startswith(server):
                continue  # e.g. the repository link; the site itself fetches nothing outside
            url, fragment = urldefrag(href)
            target = unquote(urlparse(url).path).lstrip("/") or "index.html"
            if target.endswith("/"):
                target += "index.html"
            links += 1
            if not (site / target).is_file():
                broken.append(f"{name}: {href} (no file {target})")
            elif fragment and target.endswith(".html"):
                anchors += 1
                if unquote(fragment) not in ids[target]:
                    broken.append(f"{name}: {href} (no #{fragment} in {target})")
    browser_report.update(links=links, anchors=anchors)
    assert links > 0
    assert not broken, "\n".join(broken)


def test_tabs_switch(crawl, browser_report):
    """Clicking a tab's label shows its panel and hides the others: the IR-stage tabs,
    the per-GPU tabs (where two GPUs have results) and the lectures' own tab sets."""
    sets = [titles for seen in crawl.values() for titles in seen["tab_sets"]]
    kinds = {"IR stages" if "TTIR" in titles else
             "GPUs" if sum(t.startswith("NVIDIA") for t in titles) > 1 else "other"
             for titles in sets}
    browser_report["tab sets switched"] = f"{len(sets)} ({', '.join(sorted(kinds))})"
    failures = [f"{name}: {f}" for name, seen in crawl.items() for f in seen["tab_failures"]]
    assert not failures, "\n".join(failures)
    assert "IR stages" in kinds
    gpus = [p.name for p in gpu_folders()]
    if len(gpus) > 1:
        assert "GPUs" in kinds, f"results for {gpus} but no per-GPU tab set with two tabs"


def test_pages_with_outputs_say_where_they_were_made(crawl, browser_report):
    """The one-line note before the first section names the GPU (or CPU) of every
    generated figure."""
    noted, missing = 0, []
    for name, seen in crawl.items():
        if not (seen["generated_images"] or seen["listings"]):
            continue
        if "outputs were made on" not in seen["note"]:
            missing.append(f"{name}: no note")
            continue
        noted += 1
        for src in seen["generated_images"]:
            _, machine, item = src.split("/")[:3]
            record = ROOT / "docs" / "generated" / machine / item / "provenance.json"
            made_on = json.loads(record.read_text()).get("gpu") or "a CPU"
            if made_on not in seen["note"]:
                missing.append(f"{name}: {src} was made on {made_on}: {seen['note']!r}")
    browser_report["provenance notes"] = noted
    assert noted > 0 and not missing, "\n".join(missing)


def test_search_finds_a_kernel(visits, browser_report):
    found = visits["search"]
    assert any(urlparse(h).path == "/01-vector-add.html" for h in found["hrefs"]), found
    # Once: the lecture page, not its notebook too (notebook pages are not indexed).
    assert not any("/notebooks/" in urlparse(h).path for h in found["hrefs"]), found
    assert not found["problems"], "\n".join(found["problems"])
    browser_report["search"] = f"add_kernel: {len(found['hrefs'])} results"


def test_site_works_from_disk(visits, browser_report):
    """Opened as files (use_directory_urls: false) pages load, images render and links
    lead to pages. Material turns its search off there (its index needs a server), so
    the search box must be hidden rather than broken. Checked on the pages with images,
    and on index.html (404.html is left out: a server shows it for any path, so its
    links are absolute)."""
    pages, navigation = visits["from_disk"], visits["from_disk_navigation"]
    images = sum(seen["images"] for seen in pages.values())
    browser_report["from file://"] = f"{len(pages)} pages, {images} images"
    problems = [f"{name}: {p}" for name, seen in pages.items() for p in seen["problems"]]
    problems += [f"{name}: image does not render: {src}"
                 for name, seen in pages.items() for src in seen["broken_images"]]
    problems += [f"navigation: {p}" for p in navigation["problems"]]
    assert not problems, "\n".join(problems)
    assert not navigation["search_box_shown"]
    assert navigation["url"].endswith("01-vector-add.html") and navigation["title"].startswith("1.")


def test_the_evidence_behind_a_check_mark_opens_on_a_tap(crawl, browser_report):
    """A touch screen cannot hover: a tapped check mark shows its numbers in a panel
    inside the phone's width."""
    tapped = {name: seen["claim_tap"] for name, seen in crawl.items() if seen.get("claim_tap")}
    closed = [name for name, shown in tapped.items()
              if not shown["focused"] or "Checked against" not in shown["text"]
              or shown["position"] != "fixed" or shown["left"] < 0 or shown["right"] < 0]
    browser_report["check marks that open on a tap"] = f"{len(tapped) - len(closed)} of {len(tapped)} pages"
    assert tapped
    assert not closed, f"a tapped check mark shows nothing on: {closed}"

