"""One occupation's entry, with the fields most occupations leave empty."""


def occ(**kw):
    kw.setdefault("certs", [])
    kw.setdefault("learn", None)
    return kw
