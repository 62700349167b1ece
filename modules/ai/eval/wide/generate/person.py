"""Who a CV belongs to: a name from the country's names (with its accepted forms) and an e-mail address made from it."""

import random
import unicodedata

from countries import AR_FIRST_F, AR_FIRST_M, ARAB, EG_FIRST, FAMILY, LB_FIRST, OTHER_NAMES


def pick_person(rng: random.Random, country: str):
    """(first, last, middle, order) as (en, ar) pairs; en may be (shown, [alternatives])."""
    if country in ARAB:
        pool = EG_FIRST if country == "EG" else LB_FIRST if country == "LB" and rng.random() < 0.6 else AR_FIRST_M + AR_FIRST_F
        first = rng.choice(pool)
        middle = rng.choice(AR_FIRST_M)
        last = rng.choice(FAMILY[country])
        return first, last, middle, "western"
    firsts, lasts = OTHER_NAMES[country]
    f, _ = rng.choice(firsts)
    if country == "VN":
        fam, mid = rng.choice(lasts)
        return ((f, [f"{mid} {f}"]), ""), (fam, ""), (mid, ""), "family-first"
    last = rng.choice(lasts)
    first = (f, [f.split()[0]]) if " " in f else f
    lastv = (last, [last.split()[0]]) if country == "PE" else last
    if country == "SG" and f in ("Hui Min", "Wei Jie"):
        return (first, ""), (lastv, ""), ("", ""), "family-first"
    gender = dict(firsts)[f]
    mid = rng.choice({"IN": ["Kumar", ""], "PK": ["Ahmed", ""]}.get(country, [""])) if gender == "M" else ""
    return (first, ""), (lastv, ""), (mid, ""), "western"


def first_text(pair):
    en, ar = pair
    return (en[0] if isinstance(en, tuple) else en), ar


def email_for(rng, first, last, country):
    f = first_text(first)[0].split()[0].lower()
    l = first_text(last)[0].lower().replace("al-", "").replace("'", "").replace(" ", "").replace("-", "")
    f, l = _ascii(f), _ascii(l)
    dom = rng.choice(["gmail.com", "outlook.com", "yahoo.com", "hotmail.com"] + {"IN": ["yahoo.co.in", "rediffmail.com"], "GB": ["btinternet.com"], "SG": ["gmail.com"]}.get(country, []))
    form = rng.choice(["{f}.{l}", "{f}{l}{n}", "{f}_{l}", "{l}.{f}{n}", "{f}{n}"])
    return form.format(f=f, l=l, n=rng.randint(1, 99)) + "@" + dom


def _ascii(s):
    s = s.replace("đ", "d").replace("Đ", "D")
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
