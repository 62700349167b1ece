"""How the CVs write: Arabic and English months, Arabic-Indic and Persian digits, degree names, and the Arabic
body of a CV below its contacts."""

AR_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر',
             'نوفمبر', 'ديسمبر']
EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
AR_DIGITS = '٠١٢٣٤٥٦٧٨٩'
FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
AR_LEVEL = {'BACHELOR': 'بكالوريوس', 'MASTER': 'ماجستير', 'DIPLOMA': 'دبلوم'}


def ar_digits(s):
    return ''.join(AR_DIGITS[int(c)] if c.isdigit() and c.isascii() else c for c in s)


def fa_digits(s):
    return ''.join(FA_DIGITS[int(c)] if c.isdigit() and c.isascii() else c for c in s)


def date_ar(ym):
    return 'حتى الآن' if ym is None else f'{AR_MONTHS[ym[1] - 1]} {ym[0]}'


def date_en(ym):
    return 'Present' if ym is None else f'{EN_MONTHS[ym[1] - 1]} {ym[0]}'


def body_lines_ar(cv):
    """The CV below the contacts, in Arabic, logical order."""
    lines = [('h', 'الخبرات العملية')]
    for i, (title, org, a, b) in enumerate(cv['jobs']):
        t = title[1] if isinstance(title, tuple) else title
        label = ' (تدريب)' if cv.get('intern') == i else ''
        lines.append(('b', f'{t}{label} - {org}'))
        lines.append(('p', f'{date_ar(a)} - {date_ar(b)}'))
    level, field, school, year = cv['edu']
    lines += [('h', 'التعليم'), ('b', f'{AR_LEVEL[level]} {field}' if not field.isascii() else f'{AR_LEVEL[level]}'),
              ('p', f'{school} - {year}'), ('h', 'اللغات'), ('p', 'العربية، الإنجليزية')]
    return lines
