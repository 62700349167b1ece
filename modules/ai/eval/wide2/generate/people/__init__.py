# The people of the second held-out set. Every field here is both rendered and labelled (see build.py).
# Job tuple: (title, employer, place, start (y, m), end (y, m) or None for present, [duty lines]).
# "skills" is the label list: a string or a list of synonyms per skill.
# One file per group of trades in this folder; PEOPLE lists them all in id order.

from people import (
    engineering_and_trades,
    finance,
    health,
    hospitality_and_sales,
    logistics,
    software_and_data,
    teaching_and_hr,
)

AS_OF = (2026, 11)

PEOPLE = sorted(
    health.PEOPLE
    + hospitality_and_sales.PEOPLE
    + teaching_and_hr.PEOPLE
    + engineering_and_trades.PEOPLE
    + finance.PEOPLE
    + software_and_data.PEOPLE
    + logistics.PEOPLE,
    key=lambda p: p["id"],
)
