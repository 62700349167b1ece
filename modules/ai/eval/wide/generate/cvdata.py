"""Builds one CV from its slot in the plan: the person, the phone as written, the career, education, skills and traps."""

import random
import re

from countries import AR_DIGITS, ARAB, CITIES, FORMS, UNIVERSITIES, check_form, make_phone
from cv import CV, Edu, Job, merged_months
from occupations import OCCUPATIONS, SOFT
from person import email_for, pick_person
from wording import ACTIVITIES, AR_STYLES, EN_STYLES, HEADINGS, LANGS, YEAR_STYLES


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


def _minus(ym, months):
    y, m = ym
    t = y * 12 + (m - 1) - months
    return (t // 12, t % 12 + 1)
