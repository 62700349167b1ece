"""Text pieces of a CV in its language: headings, names, contacts, personal details, job, skill, education and
language lines."""

import random

from cv import CV
from occupations import LANG_AR
from wording import LEVEL_AR


def heading_text(cv: CV, kind):
    en, ar = cv.headings[kind]
    return ar if cv.lang == "ar" else f"{en} | {ar}" if cv.lang == "mixed" else en


def full_name(cv: CV, upper=False):
    first = cv.first[0][0] if isinstance(cv.first[0], tuple) else cv.first[0]
    last = cv.last[0][0] if isinstance(cv.last[0], tuple) else cv.last[0]
    mid = cv.middle[0]
    if cv.lang == "ar":
        return " ".join(x for x in (cv.first[1], cv.middle[1], cv.last[1]) if x)
    if cv.name_order == "family-first":
        name = " ".join(x for x in (last.upper() if cv.country == "VN" else last, mid, first) if x)
    else:
        name = " ".join(x for x in (first, mid, last) if x)
    return name.upper() if upper else name


def name_lines(cv: CV):
    """The name as two lines (given names, family name) for layouts that wrap it."""
    if cv.lang == "ar":
        return [" ".join(x for x in (cv.first[1], cv.middle[1]) if x), cv.last[1]]
    first = cv.first[0][0] if isinstance(cv.first[0], tuple) else cv.first[0]
    last = cv.last[0][0] if isinstance(cv.last[0], tuple) else cv.last[0]
    if cv.name_order == "family-first":
        return [last.upper(), " ".join(x for x in (cv.middle[0], first) if x)]
    return [first, last]


def arabic_name_line(cv: CV):
    return " ".join(x for x in (cv.first[1], cv.middle[1], cv.last[1]) if x) if cv.lang == "mixed" else ""


def title_text(cv: CV, pair):
    return pair[1] if cv.lang == "ar" else f"{pair[0]} – {pair[1]}" if cv.lang == "mixed" and pair[1] else pair[0]


def headline(cv: CV):
    if not cv.jobs:
        return cv.t("Fresh Graduate", "حديث التخرج")
    cur = [j for j in cv.jobs if not j.part_time][-1]
    return title_text(cv, cur.title)


def contact_items(cv: CV, labels=True):
    items = []
    lab = (lambda en, ar: (ar + ": ") if cv.lang == "ar" else (en + ": ")) if labels else (lambda en, ar: "")
    if cv.phone_shown:
        items.append(lab("Mobile", "الهاتف") + cv.phone_shown)
    items.append(lab("Email", "البريد الإلكتروني") + cv.email)
    items.append(lab("Address", "العنوان") + (cv.address[1] if cv.lang == "ar" and cv.address[1] else cv.address[0]))
    return items


def personal_details(cv: CV, rng: random.Random):
    nat = {"JO": ("Jordanian", "أردني"), "SA": ("Saudi", "سعودي"), "AE": ("Emirati", "إماراتي"), "QA": ("Qatari", "قطري"), "KW": ("Kuwaiti", "كويتي"), "BH": ("Bahraini", "بحريني"), "OM": ("Omani", "عماني"), "EG": ("Egyptian", "مصري"), "LB": ("Lebanese", "لبناني"), "IQ": ("Iraqi", "عراقي"), "PS": ("Palestinian", "فلسطيني"), "IN": ("Indian", ""), "PK": ("Pakistani", ""), "PH": ("Filipino", "")}
    out = []
    if cv.country in nat:
        out.append((cv.t("Nationality", "الجنسية"), cv.t(*nat[cv.country]) or nat[cv.country][0]))
        y = cv.as_of[0] - 22 - len(cv.jobs) * 3 - rng.randint(0, 6)
        out.append((cv.t("Date of Birth", "تاريخ الميلاد"), f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{y}"))
        out.append((cv.t("Marital Status", "الحالة الاجتماعية"), cv.t(rng.choice(["Married", "Single"]), rng.choice(["متزوج", "أعزب"]))))
    if cv.driving:
        out.append((cv.t("Driving Licence", "رخصة قيادة"), cv.t("Valid " + cv.address[0].split(", ")[-1] + " licence", "سارية المفعول")))
    return out


def job_lines(cv: CV, j):
    company = j.company[1] if cv.lang == "ar" else j.company[0]
    city = cv.address[1].split("،")[0] if cv.lang == "ar" and cv.address[1] else cv.address[0].split(",")[0]
    return title_text(cv, j.title), f"{company}, {city}", cv.fmt_range(j.start, j.end)


def bullet_text(cv: CV, b):
    return b[1] if cv.lang == "ar" else b[0]


def skill_text(cv: CV, s, rng):
    if cv.lang == "ar":
        return s[1]
    if cv.lang == "mixed" and rng.random() < 0.3:
        return f"{s[0]} ({s[1]})"
    return s[0]


def learn_text(cv: CV):
    if not cv.learn:
        return ""
    return cv.t(f"Planning to learn {cv.learn[0]} next year.", f"أخطط لتعلم {cv.learn[1]} في العام القادم.")


def edu_lines(cv: CV, e):
    deg = e.degree[1] if cv.lang == "ar" and e.degree[1] else e.degree[0]
    school = e.school[1] if cv.lang == "ar" and e.school[1] else e.school[0]
    year = str(e.year)
    if cv.lang == "ar" and cv.date_style == "ar_indic":
        year = year.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    return deg, school, year


def lang_line(cv: CV, name, level):
    if cv.lang == "ar":
        return f"{LANG_AR.get(name, name)}: {LEVEL_AR.get(level, level)}"
    return f"{name} ({level})" if cv.lang == "en" else f"{name} – {LANG_AR.get(name, name)} ({level})"


def activity_range(cv, s, e):
    return cv.fmt_range(s, e)
