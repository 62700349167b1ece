"""A CV's label, from the data that draws it, never from the reader."""

AS_OF = (2026, 10)


def years_of(jobs):
    """Whole years of paid work, overlaps merged, months from start to end (present = AS_OF)."""
    months = set()
    for j in jobs:
        (y0, m0), end = j['from'], j['to'] or AS_OF
        a, b = y0 * 12 + m0 - 1, end[0] * 12 + end[1] - 1
        months.update(range(a, b))
    return len(months) // 12


def names(cv):
    f, m, l = cv['name']
    if cv['lang'] == 'mixed':
        return list(f), list(m), list(l)
    return f, m, l


def label(cv):
    first, middle, last = names(cv)
    jobs = cv['jobs']
    paid = [j for i, j in enumerate(jobs) if cv.get('intern') != i]
    title = jobs[0][0]
    return {
        'id': cv['id'],
        'language': cv['lang'],
        'layout': 'table' if ('table' in cv or 'table3' in cv) else 'narrow' if cv.get('narrow') else 'plain',
        'generator': {'fpdf': 'fpdf2-visual', 'wkhtml': 'wkhtmltopdf', 'soffice': 'libreoffice'}[cv['producer']],
        'scan': False,
        'pages': 1,
        'country': cv['country'],
        'occupation': cv['id'].split('-')[1],
        'asOf': f'{AS_OF[0]}-{AS_OF[1]:02d}-01',
        'firstName': first,
        'lastName': last,
        'middleName': middle,
        'email': cv['email'],
        'phone': cv['phone'],
        'currentTitle': list(title) if isinstance(title, tuple) else title,
        'years': years_of([{'from': a, 'to': b} for (_, _, a, b) in paid]),
        'educationLevel': cv['edu'][0],
        'traps': cv.get('traps', []),
        'forms': {'phone': cv['form']},
    }
