"""Date ranges as the CVs write them: English month forms, Levantine and Gulf Arabic months, Arabic-Indic digits."""

EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
EN_MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December"]
AR_LEV = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول",
          "تشرين الثاني", "كانون الأول"]
AR_GULF = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def fmt_range(style, start, end):
    sy, sm = start
    if style == "mon":
        s, e = f"{EN_MON[sm-1]} {sy}", "Present" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{s} – {e}"
    if style == "MON":
        e = "PRESENT" if end is None else f"{EN_MON[end[1]-1].upper()} {end[0]}"
        return f"{EN_MON[sm-1].upper()} {sy} - {e}"
    if style == "mon_to":
        e = "present" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{EN_MON[sm-1]} {sy} to {e}"
    if style == "till":
        e = "Till Date" if end is None else f"{EN_MON[end[1]-1]} {end[0]}"
        return f"{EN_MON[sm-1]} {sy} to {e}"
    if style == "till_date":
        e = "till date" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} – {e}"
    if style == "month_long":
        e = "present" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} – {e}"
    if style == "month_to_date":
        e = "date" if end is None else f"{EN_MONTH[end[1]-1]} {end[0]}"
        return f"{EN_MONTH[sm-1]} {sy} to {e}"
    if style == "slash":
        e = "Present" if end is None else f"{end[1]:02d}/{end[0]}"
        return f"{sm:02d}/{sy} - {e}"
    if style == "german":
        e = "now" if end is None else f"{end[1]:02d}.{end[0]}"
        return f"{sm:02d}.{sy} – {e}"
    if style == "mon_dot":
        e = "Present" if end is None else f"{EN_MON[end[1]-1]}. {end[0]}"
        return f"{EN_MON[sm-1]}. {sy} – {e}"
    if style == "year":
        return f"{sy}–{'Present' if end is None else end[0]}"
    if style == "ar_lev":
        e = "حتى الآن" if end is None else f"{AR_LEV[end[1]-1]} {end[0]}"
        return f"{AR_LEV[sm-1]} {sy} – {e}"
    if style == "ar_gulf":
        e = "الآن" if end is None else f"{AR_GULF[end[1]-1]} {end[0]}"
        return f"{AR_GULF[sm-1]} {sy} - {e}"
    if style == "ar_year_indic":
        e = "حتى تاريخه" if end is None else str(end[0]).translate(INDIC)
        return f"من {str(sy).translate(INDIC)} إلى {e}"
    if style == "ar_slash_indic":
        e = "حتى الآن" if end is None else f"{end[1]:02d}/{end[0]}".translate(INDIC)
        return f"{sm:02d}/{sy}".translate(INDIC) + f" - {e}"
    if style == "ar_mon_rtl":
        e = "الآن" if end is None else f"{AR_GULF[end[1]-1]} {end[0]}"
        return f"من {AR_GULF[sm-1]} {sy} إلى {e}"
    raise ValueError(style)


def bi_range(start, end):
    en = fmt_range("mon", start, end)
    ar = fmt_range("ar_gulf", start, end)
    return en, ar
