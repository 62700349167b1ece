"""Occupations: titles, employers, skills and duties in English and Arabic.

Every skill or duty carries the skill names a careful recruiter would list when it appears on a CV; the
ground truth of a CV is the union over what was rendered. A truth entry is a name or a list of synonyms.
Employer names marked `trap` hold skill-like words that are NOT skills of the candidate. `core` is the occupation's
own skill (synonyms), evidenced by the job titles of anyone who held the job.

One file per group of trades in this folder; OCCUPATIONS lists them in the order the generator has always used.
"""

from occupations.health import HEALTH
from occupations.engineering import ENGINEERING
from occupations.software_and_data import SOFTWARE_AND_DATA
from occupations.trades import TRADES
from occupations.finance_and_law import FINANCE_AND_LAW
from occupations.business import BUSINESS
from occupations.services import SERVICES

LANG_AR = {"Arabic": "العربية", "English": "الإنجليزية", "French": "الفرنسية", "Hindi": "الهندية", "Urdu": "الأردية"}

# The order the generator has always drawn them in.
ORDER = [
    "nurse", "pharmacist", "lab", "cabin_crew", "teacher", "hr", "marketing", "sales", "civil_eng", "mech_eng",
    "elec_eng", "accountant", "auditor", "compliance", "logistics", "hospitality", "retail", "electrician",
    "welder", "hvac", "coach", "legal", "customer_service", "data", "software",
]
BY_NAME = {**HEALTH, **ENGINEERING, **SOFTWARE_AND_DATA, **TRADES, **FINANCE_AND_LAW, **BUSINESS, **SERVICES}
assert sorted(BY_NAME) == sorted(ORDER)
OCCUPATIONS = {name: BY_NAME[name] for name in ORDER}

SOFT = [
    ("Leadership", "مهارات القيادة", "Leadership"),
    ("Teamwork", "العمل ضمن فريق", "Teamwork"),
    ("Time Management", "إدارة الوقت", "Time Management"),
    ("Problem Solving", "حل المشكلات", "Problem Solving"),
    ("Microsoft Office", "برامج مايكروسوفت أوفيس", ["Microsoft Office", "MS Office"]),
]
