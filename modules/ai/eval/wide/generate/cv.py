"""One CV as data: the person, the career, what is rendered, and the ground truth computed from the same data."""

from dataclasses import dataclass, field

from countries import AR_DIGITS
from occupations import OCCUPATIONS
from wording import AR_GULF, AR_LEV, LEVELS, MON, MONTH


@dataclass
class Job:
    title: tuple
    company: tuple
    start: tuple
    end: tuple | None
    bullets: list
    trap: bool = False
    part_time: bool = False


@dataclass
class Edu:
    level: str
    degree: tuple
    school: tuple
    year: int
    note: str = ""


@dataclass
class CV:
    id: str
    lang: str
    layout: str
    generator: str
    country: str
    occupation: str
    as_of: tuple
    first: tuple  # (shown, [accepted]) per script: ((en, ar))
    last: tuple
    middle: tuple
    email: str
    phone: str | None
    phone_shown: str
    address: tuple
    jobs: list
    education: list
    skills: list  # (en, ar, truth)
    certs: list
    languages: list  # (name, level)
    activities: list  # ((en, ar), start, end)
    training: list  # ((en, ar), start, end)
    date_style: str
    headings: dict
    summary: tuple
    traps: list = field(default_factory=list)
    learn: tuple | None = None
    pages: int = 1
    scan: bool = False
    driving: bool = False
    name_order: str = "western"

    def t(self, en, ar):
        """Text in the CV's language; mixed CVs are written in English with Arabic additions."""
        return ar if self.lang == "ar" else en

    def fmt_date(self, ym, end=False):
        if ym is None:
            return self._present()
        y, m = ym
        s = self.date_style
        if s in ("mon", "mon_to", "till", "mon_current"):
            return f"{MON[m - 1]} {y}"
        if s == "MON_UP":
            return f"{MON[m - 1].upper()} {y}"
        if s == "full_to_date":
            return f"{MONTH[m - 1]} {y}"
        if s == "mmyy":
            return f"{m:02d}/{y % 100:02d}"
        if s in ("mmyyyy", "ar_mmyyyy"):
            return f"{m:02d}/{y}"
        if s in ("year", "ar_year"):
            return str(y)
        if s == "ar_lev":
            return f"{AR_LEV[m - 1]} {y}"
        if s == "ar_gulf":
            return f"{AR_GULF[m - 1]} {y}"
        if s == "ar_indic":
            return f"{AR_GULF[m - 1]} {y}".translate(AR_DIGITS)
        raise ValueError(s)

    def _present(self):
        return {
            "mon": "Present", "mon_to": "present", "MON_UP": "PRESENT", "full_to_date": "date", "till": "Till Date",
            "mmyy": "Current", "mmyyyy": "Now", "year": "Present", "mon_current": "Current",
            "ar_lev": "حتى الآن", "ar_gulf": "حتى الآن", "ar_indic": "الآن", "ar_mmyyyy": "الآن", "ar_year": "حتى الآن",
        }[self.date_style]

    def fmt_range(self, start, end):
        a, b = self.fmt_date(start), self.fmt_date(end, True)
        s = self.date_style
        if s in ("mon_to", "full_to_date", "till"):
            return f"{a} to {b}"
        if s == "ar_mmyyyy":
            return f"من {a} إلى {b}"
        if s in ("mmyy", "MON_UP", "year"):
            return f"{a} - {b}"
        if s == "ar_indic":
            return f"{a} - {b}".translate(AR_DIGITS)
        return f"{a} – {b}"

    def truth(self):
        groups = []  # lists of synonyms; entries sharing a synonym are one skill

        def add(x):
            names = [x] if isinstance(x, str) else list(x)
            keys = {n.lower() for n in names}
            for g in groups:
                if keys & {n.lower() for n in g}:
                    g.extend(n for n in names if n.lower() not in {m.lower() for m in g})
                    return
            groups.append(names)

        if self.jobs:
            core = OCCUPATIONS[self.occupation]["core"]
            add(core if len(core) > 1 else core[0])
        for s in self.skills:
            add(s[2])
        for j in self.jobs:
            for b in j.bullets:
                for s in b[2]:
                    add(s)
        for c in self.certs:
            for s in c[2]:
                add(s)
        for name, _ in self.languages:
            add(["Filipino", "Tagalog"] if name == "Filipino" else name)
        skills = [g[0] if len(g) == 1 else g for g in groups]
        months = merged_months([(j.start, j.end) for j in self.jobs], self.as_of)
        current = None
        if self.jobs:
            live = [j for j in self.jobs if j.end is None and not j.part_time]
            cur = max(live or self.jobs, key=lambda j: (j.end or (9999, 12), j.start))
            current = self._names(cur.title)
        top = max((e.level for e in self.education), key=LEVELS.index, default="NONE")
        return {
            "id": self.id,
            "language": self.lang,
            "layout": self.layout,
            "generator": self.generator + ("+scan" if self.scan else ""),
            "scan": self.scan,
            "pages": self.pages,
            "country": self.country,
            "occupation": self.occupation,
            "asOf": f"{self.as_of[0]:04d}-{self.as_of[1]:02d}-{self.as_of[2]:02d}",
            "firstName": self._names(self.first),
            "lastName": self._names(self.last),
            "middleName": self._names(self.middle) if self.middle[0] or self.middle[1] else None,
            "email": self.email,
            "phone": self.phone,
            "currentTitle": current,
            "years": months // 12,
            "educationLevel": top,
            "skills": skills,
            "traps": self.traps,
        }

    def _names(self, pair):
        """A (en, ar) pair, or ((en, [alternatives]), ar): the names the CV shows, as accepted answers."""
        en, ar = pair
        alts = list(en[1]) if isinstance(en, tuple) else []
        en = en[0] if isinstance(en, tuple) else en
        shown = [ar] if self.lang == "ar" else [en, ar] if self.lang == "mixed" and ar else [en]
        out = [x for x in shown + alts if x]
        return out[0] if len(out) == 1 else out


def merged_months(ranges, as_of):
    iv = sorted(((s[0] * 12 + s[1] - 1), (e[0] * 12 + e[1] - 1) if e else (as_of[0] * 12 + as_of[1] - 1)) for s, e in ranges)
    total, cur = 0, None
    for a, b in iv:
        if cur and a <= cur[1]:
            cur[1] = max(cur[1], b)
        else:
            if cur:
                total += cur[1] - cur[0]
            cur = [a, b]
    if cur:
        total += cur[1] - cur[0]
    return total
