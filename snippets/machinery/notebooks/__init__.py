"""Every lecture page as a notebook you can run, generated from the page itself.

Nothing here is written by hand per lecture. :mod:`.page` walks a lecture's Markdown in
order and resolves each ``--8<-- "snippets/...:section"`` include with pymdownx's own
snippet code (the same rules the site build uses); :mod:`.build` turns that walk into a
notebook (a Colab set-up cell, a provenance cell, per-module import cells, the sections
as code cells, short Markdown cells, and generated cells that check each kernel against
its reference and time it); :mod:`.execute` runs it with nbclient and trims long
output; :mod:`.artifacts` declares one Artifact per lecture page, so that
``scripts/regenerate.py`` keeps an executed copy per GPU. :mod:`.helpers` is what the
generated cells call.
"""
