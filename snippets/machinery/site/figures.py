"""Generated figures on the pages: their natural size, a phone variant, a dark twin.

A figure of several panels side by side may come with a phone variant beside it,
``<stem>.phone.svg``: the same figure with its panels stacked in one column
(``snippets/helpers/plot_style.save(..., phone=True)``). The page then shows it through a
``<picture>``: screens up to PHONE_MEDIA get the stacked figure, wider ones the wide
figure; the ``<img>`` inside is the markdown image it always was (class, alt text, the
box the hook gives it), so MkDocs still checks and rewrites its link.

Every figure drawn by ``plot_style.save`` also has a dark twin, ``<stem>.dark.svg`` (and
``<stem>.phone.dark.svg``): the page then holds both, the light one marked
``#only-light`` and the dark one ``#only-dark``, and Material's stylesheet shows the one
for the reader's colour scheme. A figure with no twin yet (drawn before twins existed)
is shown in both schemes, dimmed in the dark one (class ``no-dark``, extra.css): never
inverted, which would turn a colormap's meaning around.
"""

import re
from pathlib import PurePosixPath

from snippets.helpers.plot_style import dark_path, phone_path

PANELS_PX = 800  # a figure wider than this has panels side by side
PHONE_MEDIA = "(max-width: 600px)"  # what docs/stylesheets/extra.css calls a phone


def svg_box(path):
    """(width, height) of an SVG from its root element's attributes, or None."""
    head = path.read_text(errors="replace")[:2000]
    match = re.search(r'<svg[^>]*?width="([\d.]+)(?:pt|px)?"[^>]*?height="([\d.]+)', head, re.S)
    return (float(match[1]), float(match[2])) if match else None


def phone_name(path: str) -> str:
    """``item/steps.svg`` -> ``item/steps.phone.svg``: where ``plot_style.save`` put it."""
    return phone_path(PurePosixPath(path)).as_posix()


def dark_name(path: str) -> str:
    """``item/steps.svg`` -> ``item/steps.dark.svg`` (``.phone.svg`` -> ``.phone.dark.svg``)."""
    return dark_path(PurePosixPath(path)).as_posix()


def figure_markdown(link, caption, box=None, wide=False, phone_link=None, phone_box=None,
                    photo=False, dark_link=None, dark_phone_link=None):
    """The markdown of one figure: ``box`` (width, height in pt, of the first GPU's copy)
    sizes it; with ``phone_link`` it is wrapped in a ``<picture>`` whose source, for
    phones, is the stacked variant (``phone_box`` its size: its aspect ratio goes on the
    source and, as ``--phone-ratio``, on the image for the stylesheet). With
    ``dark_link`` (and ``dark_phone_link``) the dark twin follows, each image marked for
    its colour scheme; without, the image is marked ``no-dark``. A ``photo`` figure (a
    photograph drawn over) is dimmed in dark mode (extra.css)."""
    if not dark_link:
        return _one(link, caption, box, wide, phone_link, phone_box,
                    " .photo" if photo else " .no-dark")
    light = _one(f"{link}#only-light", caption, box, wide, phone_link, phone_box,
                 " .photo" if photo else "")
    dark = _one(f"{dark_link}#only-dark", caption, box, wide,
                dark_phone_link or phone_link, phone_box, " .dark" + (" .photo" if photo else ""))
    return light + dark


def _one(link, caption, box, wide, phone_link, phone_box, attrs):
    if box:
        width = "100%" if wide else f"{box[0] * 4 / 3:.0f}px"  # pt -> CSS px
        # Panels side by side scroll sideways on a phone without a variant (extra.css).
        panels = " .panels" if box[0] * 4 / 3 > PANELS_PX else ""
        ratio = f"; --phone-ratio: {phone_box[0]:.1f} / {phone_box[1]:.1f}" if phone_box else ""
        attrs += (f'{panels} style="width: {width}; '
                  f'aspect-ratio: {box[0]:.1f} / {box[1]:.1f}{ratio}"')
    image = f"![{caption}]({link}){{ .figure{attrs} }}"
    if phone_link:
        size = (f' width="{phone_box[0] * 4 / 3:.0f}" height="{phone_box[1] * 4 / 3:.0f}"'
                if phone_box else "")
        image = (f'<picture><source media="{PHONE_MEDIA}" srcset="{phone_link}"{size}>'
                 f"{image}</picture>")
    return image
