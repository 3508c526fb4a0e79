"""The dark twin of a figure: the same Figure object, restyled for the site's dark theme.

``plot_style.save`` writes every figure twice, ``name.svg`` and ``name.dark.svg``; the page
shows the second in dark mode (snippets/machinery/site/figures.py). Nothing is redrawn from data:
this module walks the artists of the drawn figure and changes their colours, so the two
files cannot disagree about a number.

The rules, which keep every colour's meaning:

- Neutral colours (white, greys, black: the card, text, spines, grid, separators)
  swap lightness: the white card becomes the page's dark background (Material's slate,
  #1e2129, so the figure sits on the page with no box around it), dark text becomes
  light, light fills become dark.
- Colours with a hue keep it. Fills (bars, boxes, shaded regions) keep their colour
  exactly, so boxes coloured along a colormap keep its meaning; lines, markers and text
  of a dark hue are lightened just enough to read on the dark background.
- Images and colour-mapped meshes (heat maps, photographs) keep their pixels: a
  colormap keeps its meaning, and a photograph is never shown as its negative.
- Text drawn on a coloured fill or an image (a cell's number, a label on a bar) keeps
  its colour, chosen for that fill, which is unchanged.

``darken(fig)`` returns a function that puts every colour back, so ``save`` can go on
to draw the light phone variant from the same figure.
"""

from matplotlib import colors as mcolors

BACKGROUND = (0x1E / 255, 0x21 / 255, 0x29 / 255)  # Material's slate page
FOREGROUND = (0xDD / 255, 0xE0 / 255, 0xE6 / 255)  # its body text, opaque
NEUTRAL_CHROMA = 0.12  # max - min of r, g, b below this: a grey, not a hue
MIN_LUMINANCE = 0.2  # a hue darker than this is lightened (contrast >= 3.8 on BACKGROUND)


def _luminance(rgb) -> float:
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def is_hue(rgba) -> bool:
    return max(rgba[:3]) - min(rgba[:3]) >= NEUTRAL_CHROMA


def dark_colour(rgba, fill=False):
    """The dark theme's colour for one RGBA colour (alpha kept); a ``fill`` of a hue is
    kept as it is."""
    r, g, b, a = mcolors.to_rgba(rgba)
    if a == 0 or (fill and is_hue((r, g, b))):
        return (r, g, b, a)
    if not is_hue((r, g, b)):
        # Lightness swaps: white -> the page's background, black -> its text colour.
        grey = (r + g + b) / 3
        return tuple(lo + (hi - lo) * (1 - grey) for lo, hi in zip(BACKGROUND, FOREGROUND)) + (a,)
    mix, rgb = 0.0, (r, g, b)
    while _luminance(rgb) < MIN_LUMINANCE and mix < 1:
        mix += 0.05  # towards white in small steps: the hue stays, only its depth goes
        rgb = tuple(c + (1 - c) * mix for c in (r, g, b))
    return rgb + (a,)


def _kept_fills(fig):
    """Display-space regions whose colour the dark twin keeps: images, colour-mapped
    collections, and patches of a hue. Text over one of them keeps its colour."""
    from matplotlib.collections import Collection
    from matplotlib.image import AxesImage
    from matplotlib.patches import Patch

    renderer = fig.canvas.get_renderer()
    regions = []
    for artist in fig.findobj(lambda a: isinstance(a, (AxesImage, Collection, Patch))):
        if not artist.get_visible():
            continue
        if isinstance(artist, AxesImage) or (isinstance(artist, Collection)
                                             and artist.get_array() is not None):
            regions.append(("box", artist.get_window_extent(renderer)))
        elif isinstance(artist, Patch) and artist.get_fill():
            face = artist.get_facecolor()
            if face[3] > 0.3 and is_hue(face):
                regions.append(("patch", artist))
    # (A collection of one colour, such as a scatter, is no fill: its extent is the
    # whole data range, and the text around it is on the background.)
    return regions


def _on_kept_fill(text, regions, renderer) -> bool:
    box = text.get_window_extent(renderer)
    x, y = (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2
    patch = text.get_bbox_patch()
    if patch is not None and patch.get_fill():
        return is_hue(patch.get_facecolor())
    for kind, region in regions:
        if kind == "box" and region.contains(x, y):
            return True
        # (Inside its clip box too: a bar from 0 on a log axis reaches -infinity.)
        clip = region.get_clip_box() if kind == "patch" and region.get_clip_on() else None
        if kind == "patch" and region.contains_point((x, y)) and (
                clip is None or clip.contains(x, y)):
            return True
    return False


def darken(fig):
    """Restyle the drawn ``fig`` for the dark theme in place; returns ``undo()``."""
    from matplotlib.collections import Collection
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch
    from matplotlib.text import Text

    fig.canvas.draw()  # places the text, so it can be matched to what lies under it
    renderer = fig.canvas.get_renderer()
    regions = _kept_fills(fig)
    undo = []

    def swap(getter, setter, mapped=dark_colour):
        before = getter()
        undo.append((setter, before))
        setter(mapped(before))

    for artist in fig.findobj():
        if isinstance(artist, Text):
            if artist.get_text() and not _on_kept_fill(artist, regions, renderer):
                swap(artist.get_color, artist.set_color)
            patch = artist.get_bbox_patch()
            if patch is not None:
                swap(patch.get_facecolor, patch.set_facecolor)
                swap(patch.get_edgecolor, patch.set_edgecolor)
        elif isinstance(artist, Line2D):
            swap(artist.get_color, artist.set_color)
            for name in ("markerfacecolor", "markeredgecolor", "markerfacecoloralt"):
                getter = getattr(artist, f"get_{name}")
                if not isinstance(getter(), str) or getter() not in ("none", "auto"):
                    swap(getter, getattr(artist, f"set_{name}"))
        elif isinstance(artist, Patch):
            swap(artist.get_facecolor, artist.set_facecolor, _fill)
            swap(artist.get_edgecolor, artist.set_edgecolor)
        elif isinstance(artist, Collection):
            if artist.get_array() is None:
                # A scatter's faces are markers (lightened); a polygon's, fills (kept).
                markers = type(artist).__name__ == "PathCollection"
                swap(artist.get_facecolor, artist.set_facecolor, _each if markers else _fills)
            swap(artist.get_edgecolor, artist.set_edgecolor, _each)

    def restore():
        for setter, before in reversed(undo):
            setter(before)

    return restore


def _fill(colour):
    return dark_colour(colour, fill=True)


def _each(colours, fill=False):
    """dark_colour for each row of an RGBA array (a collection's colours); a string
    ("face", "none") is kept."""
    if isinstance(colours, str):
        return colours
    return [dark_colour(c, fill) for c in colours]


def _fills(colours):
    return _each(colours, fill=True)
