"""One CV as data: the person, the career, what is rendered, and the ground truth computed from the same data."""

import random
import re
import unicodedata
from dataclasses import dataclass, field

from countries import (
    AR_DIGITS, AR_FIRST_F, AR_FIRST_M, ARAB, CITIES, EG_FIRST, FAMILY, FORMS, LB_FIRST, OTHER_NAMES, UNIVERSITIES,
    check_form, make_phone,
)
from occupations import LANG_AR, OCCUPATIONS, SOFT

LEVELS = ["NONE", "HIGH_SCHOOL", "DIPLOMA", "CERTIFICATION", "BACHELOR", "MASTER", "PHD"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
AR_LEV = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"]
AR_GULF = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]

EN_STYLES = ["mon", "mon_to", "MON_UP", "full_to_date", "till", "mmyy", "mmyyyy", "year", "mon_current"]
AR_STYLES = ["ar_lev", "ar_gulf", "ar_indic", "ar_mmyyyy", "ar_year"]
YEAR_STYLES = {"year", "ar_year"}

HEADINGS = {
    "summary": (["PROFILE", "Professional Summary", "Career Objective", "About Me", "SUMMARY"], ["نبذة عني", "الملخص المهني", "الهدف الوظيفي"]),
    "experience": (["WORK EXPERIENCE", "Professional Experience", "Employment History", "EXPERIENCE", "Career History"], ["الخبرات العملية", "الخبرة العملية", "الخبرات"]),
    "education": (["EDUCATION", "Education", "Academic Qualifications", "EDUCATIONAL BACKGROUND"], ["المؤهلات العلمية", "التعليم", "المؤهل العلمي"]),
    "skills": (["SKILLS", "Key Skills", "Core Competencies", "Areas of Expertise"], ["المهارات", "المهارات الفنية"]),
    "languages": (["LANGUAGES", "Languages"], ["اللغات"]),
    "certs": (["CERTIFICATIONS", "Licenses & Certifications", "Training & Certificates"], ["الدورات والشهادات", "الشهادات المهنية"]),
    "activities": (["VOLUNTEERING & ACTIVITIES", "Activities", "Extracurricular Activities", "Memberships & Activities"], ["الأنشطة والعمل التطوعي", "الأنشطة"]),
    "contact": (["CONTACT", "Contact Details", "Personal Details"], ["للتواصل", "معلومات الاتصال", "البيانات الشخصية"]),
    "training": (["TRAINING", "Internships & Training"], ["التدريب الميداني"]),
}

ACTIVITIES = [
    ("Volunteer, Red Crescent Society — blood donation campaigns", "متطوع في جمعية الهلال الأحمر - حملات التبرع بالدم"),
    ("Member, Rotaract Club", "عضو في نادي روتاراكت"),
    ("President, Student Engineering Society", "رئيس جمعية الطلبة الهندسية"),
    ("Fellow, Young Leaders Fellowship Program", "زميل في برنامج زمالة القادة الشباب"),
    ("Writer, personal travel blog", "كاتب في مدونة شخصية عن السفر"),
    ("Volunteer tutor, community literacy initiative", "معلم متطوع في مبادرة محو الأمية المجتمعية"),
]

LANGS = {
    "IN": [("English", "Fluent"), ("Hindi", "Fluent"), ("Malayalam", "Native")],
    "PK": [("English", "Fluent"), ("Urdu", "Native")],
    "PH": [("English", "Fluent"), ("Filipino", "Native")],
    "VN": [("Vietnamese", "Native"), ("English", "Intermediate")],
    "PE": [("Spanish", "Native"), ("English", "Intermediate")],
    "SG": [("English", "Native"), ("Mandarin", "Fluent")],
    "GB": [("English", "Native"), ("French", "Basic")],
    "US": [("English", "Native"), ("Spanish", "Conversational")],
}
LEVEL_AR = {"Native": "اللغة الأم", "Fluent": "ممتاز", "Intermediate": "جيد", "Basic": "مبتدئ", "Excellent": "ممتاز", "Good": "جيد جداً"}


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


def build_cv(rng: random.Random, slot: dict) -> CV:
    occ = OCCUPATIONS[slot["occupation"]]
    country, lang = slot["country"], slot["language"]
    as_of = rng.choice([(2025, 6, 1), (2025, 11, 15), (2026, 3, 1), (2024, 9, 30)])
    date_style = slot.get("date_style") or rng.choice(AR_STYLES if lang == "ar" else EN_STYLES)
    first, last, middle, order = pick_person(rng, country)
    e164, nsn = make_phone(rng, country)
    form = rng.choice(FORMS[country])
    shown = form(nsn)
    assert check_form(shown, country, e164), (shown, e164)
    if lang == "ar" and rng.random() < 0.3:
        shown = shown.translate(AR_DIGITS)
    phone = e164
    if slot.get("no_phone"):
        phone, shown = None, ""
    city = rng.choice(CITIES[country])

    # Career, newest first, then reversed.
    n_jobs = slot.get("jobs", rng.choice([1, 2, 2, 3, 3, 4]))
    jobs = []
    end = None if rng.random() < 0.7 else _minus(as_of[:2], rng.randint(1, 8))
    cursor_end = end
    companies = list(occ["companies"])
    rng.shuffle(companies)
    if slot.get("trap_company"):
        traps = [c for c in occ["companies"] if len(c) > 2]
        if traps:
            companies.remove(traps[0])
            companies.insert(0, traps[0])
    for i in range(n_jobs):
        dur = rng.randint(10, 60)
        top = cursor_end or as_of[:2]
        start = _minus(top, dur)
        if date_style in YEAR_STYLES:
            start = (start[0], 1)
            if cursor_end:
                cursor_end = (cursor_end[0], 1)
            if cursor_end and cursor_end[0] <= start[0]:
                start = (cursor_end[0] - 1, 1)
            if cursor_end is None and start[0] >= as_of[0]:
                start = (as_of[0] - 1, 1)
        level = max(0, min(len(occ["titles"]) - 1, n_jobs - 1 + (1 if n_jobs == 1 and rng.random() < 0.5 else 0)) - i)
        title = occ["titles"][level]
        comp = companies[i % len(companies)]
        nb = rng.randint(2, 3) if slot.get("pages", 1) == 1 else rng.randint(3, 4)
        fresh = [b for b in occ["bullets"] if not jobs or b not in jobs[-1].bullets]
        bullets = rng.sample(fresh, min(nb, len(fresh)))
        jobs.append(Job(title, comp[:2], start, cursor_end, bullets, trap=len(comp) > 2))
        gap = rng.choice([0, 0, 1, 2, 3, 5])
        cursor_end = _minus(start, gap)
        if date_style in YEAR_STYLES:
            cursor_end = (start[0], 1)
    jobs.reverse()
    if slot.get("overlap") and jobs:
        base = jobs[-1]
        s = _minus(base.end or as_of[:2], rng.randint(10, 20))
        if date_style in YEAR_STYLES:
            s = (s[0], 1)
        pt = ("Part-time Trainer", "مدرب بدوام جزئي")
        jobs.append(Job(pt, ("Horizon Training Institute", "معهد الأفق للتدريب"), s, _minus(base.end or as_of[:2], 2) if date_style not in YEAR_STYLES else ((base.end or as_of[:2])[0], 1), [], part_time=True))
    first_start = min((j.start for j in jobs), default=_minus(as_of[:2], 3))

    # Education.
    grad = first_start[0] - rng.choice([0, 0, 1])
    degs = occ["degrees"]
    unis = UNIVERSITIES[country]
    education = []
    main = degs[0]
    education.append(Edu(main[0], main[1:], rng.choice(unis), grad))
    if len(degs) > 1 and degs[1][0] in ("MASTER",) and rng.random() < 0.45:
        education.append(Edu("MASTER", degs[1][1:], rng.choice(unis), min(as_of[0] - 1, grad + rng.randint(2, 6))))
    if slot.get("phd"):
        field_en = re.split(r" in | of |\. ", main[1], maxsplit=1)[-1].split(" (")[0]
        field_ar = main[2].split(" ", 1)[-1].removeprefix("في ")
        education.append(Edu("PHD", (f"Ph.D. in {field_en}", f"دكتوراه في {field_ar}"), rng.choice(unis), min(as_of[0] - 1, grad + 7)))
    if slot.get("ca"):
        education.append(Edu("CERTIFICATION", ("C.A. (Chartered Accountant), ICAI", "محاسب قانوني"), ("Institute of Chartered Accountants of India", ""), grad + 2))
    if (slot.get("high_school") or rng.random() < 0.25) and main[0] != "HIGH_SCHOOL":
        education.append(Edu("HIGH_SCHOOL", ("Secondary School Certificate (Tawjihi)" if country == "JO" else "Higher Secondary School Certificate", "شهادة الدراسة الثانوية العامة (التوجيهي)" if country == "JO" else "شهادة الثانوية العامة"), (("Al Hussein College" if country == "JO" else "Model High School"), ("كلية الحسين" if country == "JO" else "المدرسة النموذجية الثانوية")), grad - 4))
    if slot.get("exchange"):
        education.append(Edu("NONE", ("Exchange semester (Erasmus+)", "فصل دراسي تبادلي"), ("Universidad de Granada", "جامعة غرناطة"), grad - 1, "exchange"))
    if country == "PE":
        spanish = {"BACHELOR": "Bachiller en ", "MASTER": "Maestría en ", "DIPLOMA": "Técnico en ", "HIGH_SCHOOL": "Educación Secundaria"}
        for e in education:
            if e.level in spanish and e.level != "HIGH_SCHOOL":
                e.degree = (spanish[e.level] + {"nurse": "Enfermería", "civil_eng": "Ingeniería Civil", "logistics": "Administración", "accountant": "Contabilidad", "mech_eng": "Ingeniería Mecánica", "data": "Estadística", "hospitality": "Hotelería y Turismo", "sales": "Administración de Empresas"}.get(slot["occupation"], "Administración"), "")
            elif e.level == "HIGH_SCHOOL":
                e.degree = ("Educación Secundaria Completa", "")
    education.sort(key=lambda e: -e.year)
    if slot.get("no_education"):
        education = []

    # Skills section.
    pool = list(occ["skills"])
    k = rng.randint(5, min(9, len(pool)))
    skills = rng.sample(pool, k)
    if rng.random() < 0.4:
        skills.append(rng.choice(SOFT))
    certs = []
    if occ["certs"] and rng.random() < 0.55:
        certs = [rng.choice(occ["certs"])]
    languages = []
    if rng.random() < 0.75:
        if country in ARAB:
            languages = [("Arabic", "Native"), ("English", rng.choice(["Fluent", "Good", "Excellent"]))]
        else:
            languages = LANGS[country]
    activities = []
    if slot.get("activities"):
        for a in rng.sample(ACTIVITIES, 2):
            s = (first_start[0] - rng.randint(3, 5), rng.randint(1, 12))
            e = rng.choice([None, (s[0] + rng.randint(1, 3), rng.randint(1, 12))]) if "blog" in a[0] or "Fellow" in a[0] else (s[0] + rng.randint(1, 3), rng.randint(1, 12))
            activities.append((a, s, e))
    training = []
    if slot.get("training") or not jobs:
        s = (grad, 6)
        training.append((("Summer Trainee (unpaid), " + occ["companies"][0][0], "متدرب صيفي، " + occ["companies"][0][1]), s, (grad, 8)))
    headings = {k: (rng.choice(v[0]), rng.choice(v[1])) for k, v in HEADINGS.items()}
    years = merged_months([(j.start, j.end) for j in jobs], as_of) // 12
    cur_title = jobs[-1].title if jobs else occ["titles"][0]
    if years >= 2 and rng.random() < 0.5:
        summary = (f"{cur_title[0]} with over {years} years of experience, looking for a role where I can grow and contribute to a strong team.", f"{cur_title[1]} بخبرة تزيد على {years} سنوات، أبحث عن فرصة للتطور والمساهمة في فريق متميز.")
    else:
        summary = (f"Motivated {cur_title[0].lower() if jobs else 'graduate'} who is reliable, organised and keen to learn.", "شخص ملتزم ومنظم ولديه رغبة دائمة في التعلم والتطور.")
    cv = CV(
        id=slot["id"], lang=lang, layout=slot["layout"], generator=slot["generator"], country=country,
        occupation=slot["occupation"], as_of=as_of, first=first, last=last, middle=middle,
        email=email_for(rng, first, last, country), phone=phone, phone_shown=shown, address=city, jobs=jobs,
        education=education, skills=skills, certs=certs, languages=languages, activities=activities,
        training=training, date_style=date_style, headings=headings, summary=summary, pages=slot.get("pages", 1),
        scan=slot.get("scan", False), name_order=order,
    )
    if slot.get("learn") and occ["learn"]:
        cv.learn = occ["learn"]
        cv.traps.append(f"plans to learn {occ['learn'][0]}")
    if slot.get("driving"):
        cv.driving = True
        cv.traps.append("driving licence")
    if any(j.trap for j in jobs):
        cv.traps.append("skill word in an employer name: " + next(j.company[0] for j in jobs if j.trap))
    if activities:
        cv.traps.append("dated activities that are not jobs")
    if training:
        cv.traps.append("unpaid training that is not a job")
    if any(j.part_time for j in jobs):
        cv.traps.append("overlapping part-time job")
    if slot.get("exchange"):
        cv.traps.append("exchange semester")
    return cv


def _ascii(s):
    s = s.replace("đ", "d").replace("Đ", "D")
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def _minus(ym, months):
    y, m = ym
    t = y * 12 + (m - 1) - months
    return (t // 12, t % 12 + 1)
