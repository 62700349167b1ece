import type { Name } from './person-names.ts';
import type { Spec } from './cv-spec.ts';
import { esc, PHOTO } from './html-parts.ts';
import { pick } from './random.ts';

export function nameParts(
  spec: Spec,
  n: Name,
  headline: string,
): { html: string; banner: string; first: unknown; last: unknown; middle: unknown } {
  const ar = spec.lang === 'ar';
  const mixed = spec.lang === 'mixed';
  const a = n.ar;
  const useAr = ar && a;
  const first = useAr ? a.first : n.first;
  const last = useAr ? a.last : n.last;
  let middle = useAr ? a.middle : n.middle;
  let full = [first, middle, last].filter(Boolean).join(' ');
  let banner = '';
  let html = '';
  let middleLabel: unknown = middle ?? null;
  const arFull = a ? [a.first, a.middle, a.last].filter(Boolean).join(' ') : '';
  switch (spec.nameForm) {
    case 'bin':
      middle = useAr ? `بن ${a.middle}` : `bin ${n.middle}`;
      full = [first, middle, last].join(' ');
      middleLabel = useAr ? [`بن ${a.middle}`, a.middle] : [`bin ${n.middle}`, n.middle];
      break;
    case 'compound':
      // A Filipino given name of two words and the mother's maiden initial.
      full = `Maria Cristina S. ${last}`;
      middle = 'S.';
      middleLabel = 'S.';
      break;
    case 'full4':
      middle = useAr ? `${a.middle} عبدالكريم` : `${n.middle} Abdelkarim`;
      full = [first, middle, last].join(' ');
      middleLabel = middle;
      break;
    default:
      break;
  }
  const h1 = (s: string) => `<h1>${esc(s)}</h1>`;
  switch (spec.nameForm) {
    case 'caps':
      html = h1(full.toUpperCase()) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'twoline':
      html = `<h1>${esc((useAr ? first : first.toUpperCase()) + (middle && !useAr ? '' : ''))}<br>${esc(useAr ? last : last.toUpperCase())}</h1><div class="headline">${esc(headline)}</div>`;
      middleLabel = null;
      break;
    case 'titlefirst':
      html = `<div class="headline" style="font-size:15pt;font-weight:bold">${esc(headline.toUpperCase())}</div>${h1(full)}`;
      break;
    case 'banner':
      banner = ar ? 'السيرة الذاتية' : pick(['CURRICULUM VITAE', 'RESUME', 'Curriculum Vitae']);
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'prefix': {
      const pre = ar ? pick(['م.', 'د.']) : pick(['Eng.', 'Dr.', 'Engr.']);
      html = h1(`${pre} ${full}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    }
    case 'photo':
      html = `<div style="display:flex;gap:14px;align-items:center">${PHOTO}<div><h1 style="font-size:20pt">${esc(first)}<br>${esc([middle, last].filter(Boolean).join(' '))}</h1><div class="headline">${esc(headline)}</div></div></div>`;
      break;
    case 'keyvalue':
      banner = ar ? 'السيرة الذاتية' : 'CURRICULUM VITAE';
      html = `<div style="font-size:13pt"><b>${ar ? 'الاسم' : 'Name'}:</b> ${esc(full)}</div><div><b>${ar ? 'الوظيفة' : 'Position applied for'}:</b> ${esc(headline)}</div>`;
      break;
    case 'suffix':
      html =
        h1(`${full}, ${pick(['RN', 'MBA', 'CPA', 'MSc', 'PMP'])}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'mr':
      html = h1(`${ar ? 'السيد' : 'Mr.'} ${full}`) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'spaced':
      html = `<h1 style="letter-spacing:7px">${esc(full.toUpperCase())}</h1><div class="headline" style="letter-spacing:3px">${esc(headline.toUpperCase())}</div>`;
      break;
    case 'fulllabel':
      html = `<table class="kv personal"><tr><th>${ar ? 'الاسم الكامل' : 'Full Name'}</th><td><b>${esc(full)}</b></td></tr><tr><th>${ar ? 'المسمى الوظيفي' : 'Current Position'}</th><td>${esc(headline)}</td></tr></table>`;
      break;
    case 'bigtitle':
      html = `<h1 style="font-size:26pt">${esc(headline)}</h1><div style="font-size:14pt;font-weight:bold">${esc(full)}</div>`;
      break;
    case 'compound':
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
      break;
    case 'surnamefirst':
      html = `<table class="personal" style="width:60%"><tr><th>Surname(s)</th><td><b>${esc(last.toUpperCase())}</b></td></tr><tr><th>First name(s)</th><td><b>${esc(first)}</b></td></tr></table><div class="headline">${esc(headline)}</div>`;
      break;
    default:
      html = h1(full) + `<div class="headline">${esc(headline)}</div>`;
  }
  if (mixed && a) {
    const arLine = spec.nameForm === 'bin' ? `${a.first} بن ${a.middle} ${a.last}` : arFull;
    html += `<div dir="rtl" style="font-family:'Noto Naskh Arabic';font-size:15pt">${esc(arLine)}</div>`;
  }
  const both = (en: string | undefined, arv: string | undefined) => (mixed && a ? [en, arv].filter(Boolean) : en);
  const firstLabel =
    mixed && a ? both(n.first, a.first) : spec.nameForm === 'compound' ? ['Maria Cristina', 'Maria'] : first;
  const lastLabel = mixed && a ? both(n.last, a.last) : last;
  if (mixed && a && middleLabel)
    middleLabel =
      spec.nameForm === 'bin' ? [`bin ${n.middle}`, n.middle!, `بن ${a.middle}`, a.middle!] : [n.middle!, a.middle!];
  return { html, banner, first: firstLabel, last: lastLabel, middle: middleLabel };
}
