"""The site: the MkDocs hooks that put generated figures, tables, listings, claims and
notebooks into the pages, and the helpers they share."""
