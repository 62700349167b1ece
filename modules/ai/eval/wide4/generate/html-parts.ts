import type { DatePlace } from './cv-spec.ts';

// --- HTML ---------------------------------------------------------------------------------------------------------
export const esc = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;');
export type Parts = {
  dir: 'ltr' | 'rtl';
  nameHtml: string;
  headline: string;
  contact: string[];
  summary: string;
  experience: Array<{ title: string; company: string; dates: string; duties: string[]; ends?: [string, string] }>;
  expHeading: string;
  education: { heading: string; lines: Array<{ text: string; dates: string }> };
  skills: { heading: string; items: string[] };
  languages: { heading: string; items: string[] };
  extra: { heading: string; lines: string[] } | null;
  personal: Array<[string, string]>;
  banner: string;
  slug: string;
  location: string;
  bilingual: boolean;
  contactRows: Array<[string, string]>;
  eduFirst?: boolean;
};

export const PHOTO = `<svg class="photo" viewBox="0 0 80 96" width="80" height="96"><rect width="80" height="96" rx="6" fill="#c9d3df"/><circle cx="40" cy="36" r="18" fill="#8a9bb0"/><ellipse cx="40" cy="92" rx="32" ry="26" fill="#8a9bb0"/></svg>`;

export function entry(e: Parts['experience'][number], place: DatePlace): string {
  const duties = `<ul>${e.duties.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`;
  switch (place) {
    case 'right':
      return `<div class="job"><div class="row"><b>${esc(e.title)}</b><span class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</span></div><div class="co">${esc(e.company)}</div>${duties}</div>`;
    case 'below':
      return `<div class="job"><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div>${duties}</div>`;
    case 'before':
      return `<div class="job"><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div><b>${esc(e.title)}</b> | <span class="co">${esc(e.company)}</span>${duties}</div>`;
    case 'inline':
      return `<div class="job"><b>${esc(e.title)}</b>, ${esc(e.company)} <span class="dates">(${esc(e.dates).replace(/\n/gu, '<br>')})</span>${duties}</div>`;
  }
}

export const CSS_BASE = `
  @page { size: A4; margin: 14mm 13mm; }
  body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10.5pt; color: #222; margin: 0; }
  [dir=rtl] body, body[dir=rtl] { font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif; }
  h1 { margin: 0; font-size: 24pt; } h2 { font-size: 12pt; text-transform: uppercase; border-bottom: 1.5px solid #2a5d8f; color: #2a5d8f; margin: 14px 0 6px; padding-bottom: 2px; }
  .row { display: flex; justify-content: space-between; gap: 12px; } .dates { color: #555; white-space: nowrap; }
  .job { margin-bottom: 9px; } ul { margin: 3px 0 0; padding-inline-start: 18px; } .co { font-style: italic; }
  .headline { font-size: 12pt; color: #2a5d8f; } .contact div { margin: 2px 0; } .banner { text-align: center; font-weight: bold; letter-spacing: 3px; font-size: 14pt; margin-bottom: 8px; }
  .photo { flex: none; } table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #999; padding: 4px 6px; vertical-align: top; text-align: start; }
`;

export function header(p: Parts, withContact = true): string {
  return `${p.banner ? `<div class="banner">${p.banner}</div>` : ''}<div class="head"><div class="who">${p.nameHtml}</div>${withContact ? `<div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div>` : ''}</div>`;
}
export const list = (items: string[]) => `<ul>${items.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
export const eduHtml = (p: Parts, col = false) =>
  `<h2>${p.education.heading}</h2>` +
  (col
    ? `<table>${p.education.lines.map((l) => `<tr><td style="width:28%">${esc(l.dates)}</td><td>${esc(l.text)}</td></tr>`).join('')}</table>`
    : p.education.lines
        .map((l) => `<div class="row"><span>${esc(l.text)}</span><span class="dates">${esc(l.dates)}</span></div>`)
        .join(''));
export const personalHtml = (p: Parts) =>
  p.personal.length
    ? `<table class="personal">${p.personal.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>`
    : '';
export const extraHtml = (p: Parts) =>
  p.extra ? `<h2>${p.extra.heading}</h2>${p.extra.lines.map((l) => `<div>${esc(l)}</div>`).join('')}` : '';
