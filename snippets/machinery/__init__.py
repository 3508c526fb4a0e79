"""The machinery lectures are declared against, and what turns them into the site.

- ``items``: what a lecture declares (``Snippet``, ``Artifact``, ``Derived``, and how
  an item is scheduled) and how every declaration is found;
- ``layout``: where things live, ``docs/generated/`` above all;
- ``directives``: the ``{{ … }}`` directives a page holds, their grammar;
- ``verify``, ``needs``, ``plots``: checking a snippet against its reference, what an
  item needs from the machine, the default benchmark plot;
- ``claims``, ``facts``: sentences and small tables about measured data, as code;
- ``engine/``: ``scripts/regenerate.py``'s run (plan, workers, phases, provenance,
  staleness); ``worker/``: what lecture code calls inside a run's worker process;
- ``site/``: the MkDocs hooks; ``notebooks/``: each page as an executed notebook.
"""
