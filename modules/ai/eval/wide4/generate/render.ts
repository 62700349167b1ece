import type { Layout, DatePlace } from './cv-spec.ts';
import {
  type Parts,
  entry,
  CSS_BASE,
  list,
  esc,
  personalHtml,
  eduHtml,
  extraHtml,
  header,
  PHOTO,
} from './html-parts.ts';

export function render(layout: Layout, p: Parts, place: DatePlace): string {
  const exp = p.experience.map((e) => entry(e, place)).join('');
  let css = CSS_BASE;
  let body = '';
  switch (layout) {
    case 'sidebar':
      css += `.grid { display: grid; grid-template-columns: 32% 1fr; gap: 18px; } .side { background: #1f3b57; color: #fff; padding: 14px; border-radius: 4px; min-height: 260mm; } .side h2 { color: #fff; border-color: #fff; }`;
      body = `<div class="grid"><aside class="side"><h2>${p.dir === 'rtl' ? 'التواصل' : 'Contact'}</h2><div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}</aside><main>${p.banner ? `<div class="banner">${p.banner}</div>` : ''}${p.nameHtml}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2>${exp}${eduHtml(p)}${extraHtml(p)}</main></div>`;
      break;
    case 'table':
      css += `.exp td:first-child { width: 24%; white-space: nowrap; } .head { display: flex; justify-content: space-between; align-items: center; gap: 14px; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2><table class="exp"><tr><th>${p.dir === 'rtl' ? 'الفترة' : 'Period'}</th><th>${p.dir === 'rtl' ? 'المسمى الوظيفي' : 'Position'}</th><th>${p.dir === 'rtl' ? 'جهة العمل' : 'Employer'}</th></tr>${p.experience
        .map(
          (e) =>
            `<tr><td>${esc(e.dates).replace(/\n/gu, '<br>')}</td><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${extraHtml(p)}`;
      break;
    case 'timeline':
      css += `.tl { border-inline-start: 3px solid #2a5d8f; padding-inline-start: 14px; } .tl .item { display: grid; grid-template-columns: 130px 1fr; gap: 10px; margin-bottom: 10px; } .tl .when { font-weight: bold; color: #2a5d8f; font-size: 9.5pt; } .head { text-align: center; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><div class="tl">${p.experience
        .map(
          (e) =>
            `<div class="item"><div class="when">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div></div>`,
        )
        .join(
          '',
        )}</div>${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}${extraHtml(p)}`;
      break;
    case 'designer':
      css += `.hero { background: #f2c14e; padding: 18px; display: flex; gap: 16px; align-items: center; } h1 { letter-spacing: 4px; font-size: 26pt; line-height: 1.05; } .cols { display: grid; grid-template-columns: 1fr 36%; gap: 20px; } .right { background: #f6f6f6; padding: 10px; }`;
      body = `<div class="hero"><div>${p.banner ? `<div class="banner">${p.banner}</div>` : ''}${p.nameHtml}</div></div><div class="cols"><main><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}${extraHtml(p)}</main><aside class="right"><h2>${p.dir === 'rtl' ? 'معلومات الاتصال' : 'Get in touch'}</h2><div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}</aside></div>`;
      break;
    case 'jobsite':
      css += `.site { display: flex; justify-content: space-between; background: #0b6e4f; color: #fff; padding: 6px 10px; font-size: 9pt; } .kv td:first-child { width: 34%; color: #555; } .kv td { border: none; border-bottom: 1px solid #ddd; }`;
      body = `<div class="site"><span>${p.dir === 'rtl' ? 'بوابة الوظائف الخليجية — ملف المرشح' : 'JobsGulf Portal — Candidate Profile'}</span><span>${p.dir === 'rtl' ? 'طُبع في' : 'Printed on'} 14/10/2026</span></div>${header(p, false)}<table class="kv">${p.personal.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}${p.contact.map((c) => `<tr><td></td><td>${c}</td></tr>`).join('')}</table><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(', ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${extraHtml(p)}`;
      break;
    case 'classic':
      css += `.head { border-bottom: 3px double #333; padding-bottom: 8px; }`;
      body = `${header(p)}<h2>${p.dir === 'rtl' ? 'الملخص' : 'Summary'}</h2><p>${esc(p.summary)}</p>${p.eduFirst ? eduHtml(p) : ''}<h2>${p.expHeading}</h2>${exp}${p.eduFirst ? '' : eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(' · ')}</div>${personalHtml(p)}${extraHtml(p)}`;
      break;
    case 'europass':
      css += `.ep { display: grid; grid-template-columns: 150px 1fr; gap: 6px 14px; } .ep .l { color: #1a5d9c; text-align: end; font-size: 9.5pt; } .head { display: flex; gap: 18px; align-items: center; }`;
      body = `${header(p)}${personalHtml(p)}<h2>${p.expHeading}</h2><div class="ep">${p.experience
        .map(
          (e) =>
            `<div class="l">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div>`,
        )
        .join(
          '',
        )}</div><h2>${p.education.heading}</h2><div class="ep">${p.education.lines.map((l) => `<div class="l">${esc(l.dates)}</div><div>${esc(l.text)}</div>`).join('')}</div><h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${extraHtml(p)}`;
      break;
    case 'cards':
      css += `.card { border: 1px solid #ccd; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; background: #fafbff; } .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; } .chips span { display: inline-block; border: 1px solid #2a5d8f; border-radius: 10px; padding: 1px 8px; margin: 2px; font-size: 9pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience.map((e) => `<div class="card">${entry(e, place)}</div>`).join('')}<h2>${p.skills.heading}</h2><div class="chips">${p.skills.items.map((s) => `<span>${esc(s)}</span>`).join('')}</div>${eduHtml(p)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}${extraHtml(p)}`;
      break;
  }
  const R = p.dir === 'rtl';
  const contactHtml = `<div class="contact">${p.contact.map((c) => `<div>${c}</div>`).join('')}</div>`;
  switch (layout) {
    case 'linkedin':
      css += `.grid { display: grid; grid-template-columns: 30% 1fr; gap: 22px; } .side { background: #eef1f5; padding: 12px; font-size: 9.5pt; } .side h3, main h2 { color: #333; border: none; text-transform: none; font-size: 12pt; } .comp { font-weight: bold; margin-top: 8px; } .loc { color: #777; }`;
      body = `<div class="grid"><aside class="side"><h3>${R ? 'معلومات الاتصال' : 'Contact'}</h3>${contactHtml}<div>www.linkedin.com/in/${p.slug}</div><h3>${R ? 'أهم المهارات' : 'Top Skills'}</h3>${p.skills.items
        .slice(0, 3)
        .map((x) => `<div>${esc(x)}</div>`)
        .join(
          '',
        )}<h3>${p.languages.heading}</h3>${p.languages.items.map((x) => `<div>${esc(x)}</div>`).join('')}</aside><main>${p.nameHtml}<div class="loc">${esc(p.location)}</div><h2>${R ? 'نبذة' : 'Summary'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience
        .map(
          (e) =>
            `<div class="comp">${esc(e.company.split(',')[0]!)}</div><div>${esc(e.title)}</div><div class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div class="loc">${esc(p.location)}</div>`,
        )
        .join(
          '',
        )}<h2>${p.education.heading}</h2>${p.education.lines.map((l) => `<div class="comp">${esc(l.text.split(' — ')[1] ?? '')}</div><div>${esc(l.text.split(' — ')[0]!)} · (${esc(l.dates)})</div>`).join('')}</main></div>`;
      break;
    case 'sidename':
      css += `.grid { display: grid; grid-template-columns: 31% 1fr; gap: 16px; } .side { background: #243447; color: #fff; padding: 14px; min-height: 262mm; } .side { overflow-wrap: anywhere; } .side h1 { font-size: 17pt; letter-spacing: 2px !important; } .side h2 { color: #fff; border-color: #fff; } .ex { display: grid; grid-template-columns: 88px 1fr; gap: 6px 12px; } .ex .d { font-size: 9pt; color: #555; }`;
      body = `<div class="grid"><aside class="side">${PHOTO}${p.nameHtml}<h2>${R ? 'التواصل' : 'Contact'}</h2>${contactHtml}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}</aside><main><h2>${R ? 'الملف الشخصي' : 'Profile'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><div class="ex">${p.experience
        .map(
          (e) =>
            `<div class="d">${esc(e.dates).replace(/\n/gu, '<br>')}</div><div><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</div>`,
        )
        .join('')}</div>${eduHtml(p)}${extraHtml(p)}</main></div>`;
      break;
    case 'tablelast':
      css += `.exp td:last-child { width: 78px; font-size: 9.5pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp"><tr><th>${R ? 'المسمى الوظيفي' : 'Position'}</th><th>${R ? 'جهة العمل' : 'Employer'}</th><th>${R ? 'الفترة' : 'Period'}</th></tr>${p.experience
        .map(
          (e) =>
            `<tr><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td><td>${esc(e.dates).replace(/\n/gu, '<br>')}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>${personalHtml(p)}`;
      break;
    case 'daterow':
      css += `.exp .period td { background: #e8eef5; font-weight: bold; font-size: 9.5pt; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp">${p.experience
        .map(
          (e) =>
            `<tr class="period"><td colspan="2">${esc(e.dates).replace(/\n/gu, '<br>')}</td></tr><tr><td style="width:55%"><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}`;
      break;
    case 'fromto': {
      const [from, to] = R ? ['من:', 'إلى:'] : p.bilingual ? ['From / من:', 'To / إلى:'] : ['From:', 'To:'];
      css += `.exp td:first-child { width: 92px; font-size: 9.5pt; } .head { display: flex; justify-content: space-between; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p><h2>${p.expHeading}</h2><table class="exp">${p.experience
        .map(
          (e) =>
            `<tr><td><div>${from} ${esc(e.ends![0])}</div><div>${to} ${esc(e.ends![1])}</div></td><td><b>${esc(e.title)}</b><div class="co">${esc(e.company)}</div>${list(e.duties)}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}`;
      break;
    }
    case 'writer':
      css += `body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; } h2 { border: none; color: #000; font-variant: small-caps; text-transform: none; font-size: 13pt; }`;
      body = `${header(p)}<h2>${p.dir === 'rtl' ? 'نبذة' : 'About me'}</h2><p>${esc(p.summary)}</p><h2>${p.expHeading}</h2>${p.experience
        .map(
          (e) =>
            `<div class="job"><div class="row"><b>${esc(e.company)}</b><span class="dates">${esc(e.dates).replace(/\n/gu, '<br>')}</span></div><div><i>${esc(e.title)}</i></div>${list(e.duties)}</div>`,
        )
        .join(
          '',
        )}${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}${personalHtml(p)}`;
      break;
    case 'fromtocols': {
      const heads = R
        ? ['المسمى الوظيفي', 'جهة العمل', 'من', 'إلى']
        : p.bilingual
          ? ['Position / المسمى', 'Employer / الجهة', 'From / من', 'To / إلى']
          : ['Position', 'Employer', 'From', 'To'];
      css += `.exp td:nth-child(3), .exp td:nth-child(4) { width: 70px; white-space: nowrap; font-size: 9.5pt; } .head { display: flex; justify-content: space-between; }`;
      body = `${header(p)}<p>${esc(p.summary)}</p>${personalHtml(p)}<h2>${p.expHeading}</h2><table class="exp"><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr>${p.experience
        .map(
          (e) =>
            `<tr><td><b>${esc(e.title)}</b>${list(e.duties)}</td><td>${esc(e.company)}</td><td>${esc(e.ends![0])}</td><td>${esc(e.ends![1])}</td></tr>`,
        )
        .join(
          '',
        )}</table>${eduHtml(p, true)}<h2>${p.skills.heading}</h2><div>${p.skills.items.map(esc).join(' • ')}</div><h2>${p.languages.heading}</h2><div>${p.languages.items.map(esc).join(', ')}</div>`;
      break;
    }
    case 'twocolhead':
      css += `.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; } .kv th { width: 130px; background: #f0f0f0; } .kv { width: auto; min-width: 70%; }`;
      body = `${p.banner ? `<div class="banner">${p.banner}</div>` : ''}<div class="top"><div>${p.nameHtml}<table class="kv">${p.contactRows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table></div>${PHOTO}</div><h2>${p.expHeading}</h2>${exp}${eduHtml(p)}<h2>${p.skills.heading}</h2>${list(p.skills.items)}<h2>${p.languages.heading}</h2>${list(p.languages.items)}`;
      break;
    default:
      break;
  }
  return `<!doctype html><html lang="${p.dir === 'rtl' ? 'ar' : 'en'}" dir="${p.dir}"><head><meta charset="utf-8"><style>${css}</style></head><body dir="${p.dir}">${body}</body></html>`;
}
