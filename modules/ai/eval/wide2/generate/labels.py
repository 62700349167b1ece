"""A CV's label, written from the same record that renders it; years from the dates as rendered."""

from people import AS_OF


def years(p):
    """Whole years of the positions shown, overlaps merged; year-only dates count from January."""
    year_only = p["dates"] in ("year", "ar_year_indic")
    spans = []
    for job in p["jobs"]:
        s, e = job[3], job[4] or AS_OF
        if year_only:
            s, e = (s[0], 1), ((e[0], 1) if job[4] else AS_OF)
        spans.append((s[0] * 12 + s[1], e[0] * 12 + e[1]))
    spans.sort()
    total, cur = 0, None
    for a, b in spans:
        if cur and a <= cur[1]:
            cur = (cur[0], max(cur[1], b))
        else:
            if cur:
                total += cur[1] - cur[0]
            cur = (a, b)
    total += cur[1] - cur[0]
    return total // 12


def label(p):
    def one(v):
        return v

    return {
        "id": p["id"],
        "language": p["lang"],
        "layout": p["layout"],
        "generator": p["gen"],
        "scan": False,
        "country": p["country"],
        "occupation": p["occupation"],
        "asOf": f"{AS_OF[0]}-{AS_OF[1]:02d}-01",
        "firstName": one(p["first"]),
        "lastName": one(p["last"]),
        "middleName": p["middle"],
        "email": p["email"],
        "phone": p["e164"],
        "currentTitle": p["current"],
        "years": years(p),
        "educationLevel": p["level"],
        "skills": p["skills"],
    }
