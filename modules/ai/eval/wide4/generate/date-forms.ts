import { type Ym, months, type Job } from './career.ts';
import { AS_OF, type DateForm } from './cv-spec.ts';
import { mm, MON, MONTH, GULF, LEV, arDigits, day, ORD, DOTMON, HIJRI } from './month-names.ts';

function span(start: Ym, end: Ym | null): string {
  const n = months(end ?? AS_OF) - months(start);
  const y = Math.floor(n / 12);
  const m = n % 12;
  return [y ? `${y} yr${y > 1 ? 's' : ''}` : '', m ? `${m} mo${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

function longSpan(start: Ym, end: Ym | null, ar = false): string {
  const n = months(end ?? AS_OF) - months(start);
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (ar) {
    const yy = y === 1 ? 'سنة' : y === 2 ? 'سنتان' : y <= 10 ? `${y} سنوات` : `${y} سنة`;
    const mo = m === 1 ? 'شهر' : m === 2 ? 'شهران' : m <= 10 ? `${m} أشهر` : `${m} شهراً`;
    return [y ? yy : '', m ? mo : ''].filter(Boolean).join(' و');
  }
  return [y ? `${y} year${y > 1 ? 's' : ''}` : '', m ? `${m} month${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

export function dates(form: DateForm, j: Job, i: number, ar = false): string {
  const s = j.start;
  const e = j.end;
  const present = ['Present', 'Current', 'Till Date', 'Now', 'present'][i % 5]!;
  switch (form) {
    case 'mm/yyyy':
      return `${mm(s.month)}/${s.year} – ${e ? `${mm(e.month)}/${e.year}` : present}`;
    case 'mon yyyy':
      return `${MON[s.month - 1]} ${s.year} - ${e ? `${MON[e.month - 1]} ${e.year}` : present}`;
    case 'MONTH YYYY':
      return `${MONTH[s.month - 1]!.toUpperCase()} ${s.year} – ${e ? `${MONTH[e.month - 1]!.toUpperCase()} ${e.year}` : 'PRESENT'}`;
    case 'yyyy':
      return `${s.year}${e ? '-' : ' – '}${e ? e.year : 'Present'}`;
    case 'since':
      return e
        ? `${MON[s.month - 1]} ${s.year} – ${MON[e.month - 1]} ${e.year}`
        : `Since ${MONTH[s.month - 1]} ${s.year}`;
    case 'todate':
      return `${s.year} ${e ? `to ${e.year}` : 'to date'}`;
    case 'dotted':
      return `${mm(s.month)}.${s.year} – ${e ? `${mm(e.month)}.${e.year}` : 'today'}`;
    case 'ar-gulf':
      return `${GULF[s.month - 1]} ${s.year} - ${e ? `${GULF[e.month - 1]} ${e.year}` : 'حتى الآن'}`;
    case 'ar-lev':
      return `من ${LEV[s.month - 1]} ${s.year} إلى ${e ? `${LEV[e.month - 1]} ${e.year}` : 'الآن'}`;
    case 'ar-digits':
      return arDigits(`${mm(s.month)}/${s.year} - ${e ? `${mm(e.month)}/${e.year}` : ''}`) + (e ? '' : 'حالياً');
    case 'durations':
      return `${MON[s.month - 1]} ${s.year} to ${e ? `${MON[e.month - 1]} ${e.year}` : 'Present'} (${span(s, e)})`;
    case 'paren-years': {
      const y = Math.floor((months(e ?? AS_OF) - months(s)) / 12);
      return `${s.year} – ${e ? e.year : 'Present'} (${y} year${y === 1 ? '' : 's'})`;
    }
    case 'from-to':
      return `From ${mm(s.month)}/${s.year} to ${e ? `${mm(e.month)}/${e.year}` : 'date'}`;
    case 'mon-yy':
      return `${MON[s.month - 1]} '${String(s.year).slice(2)} – ${e ? `${MON[e.month - 1]} '${String(e.year).slice(2)}` : 'Present'}`;
    case 'iso':
      return `${s.year}-${mm(s.month)} → ${e ? `${e.year}-${mm(e.month)}` : 'now'}`;
    case 'dmy':
      return `${mm(day(s, false))}/${mm(s.month)}/${s.year} – ${e ? `${day(e, true)}/${mm(e.month)}/${e.year}` : 'Till date'}`;
    case 'us-mdy':
      return `${MONTH[s.month - 1]} ${day(s, false)}, ${s.year} – ${e ? `${MONTH[e.month - 1]} ${day(e, true)}, ${e.year}` : 'Present'}`;
    case 'mm/yy':
      return `${mm(s.month)}/${String(s.year).slice(2)} - ${e ? `${mm(e.month)}/${String(e.year).slice(2)}` : 'Present'}`;
    case 'ar-indic-months':
      return arDigits(`${LEV[s.month - 1]} ${s.year} – ${e ? `${LEV[e.month - 1]} ${e.year}` : 'حتى تاريخه'}`);
    case 'ar-year-indic':
      return arDigits(`من ${s.year} إلى ${e ? e.year : 'الآن'}`);
    case 'ar-since':
      return e
        ? `${GULF[s.month - 1]} ${s.year} - ${GULF[e.month - 1]} ${e.year}`
        : `منذ ${LEV[s.month - 1]} ${s.year}`;
    case 'duration-only':
      return ar ? `المدة: ${longSpan(s, e, true)}` : longSpan(s, e);
    case 'till-now':
      return `${MON[s.month - 1]} ${s.year} – ${e ? `${MON[e.month - 1]} ${e.year}` : ['till now', 'ongoing', 'up to now'][i % 3]}`;
    case 'ordinal':
      return `${ORD(day(s, false))} ${MONTH[s.month - 1]} ${s.year} – ${e ? `${ORD(day(e, true))} ${MONTH[e.month - 1]} ${e.year}` : 'present'}`;
    case 'linkedin':
      return `${MONTH[s.month - 1]} ${s.year} - ${e ? `${MONTH[e.month - 1]} ${e.year}` : 'Present'} (${longSpan(s, e)})`;
    case 'open-dash':
      return `${MON[s.month - 1]} ${s.year} –${e ? ` ${MON[e.month - 1]} ${e.year}` : ''}`;
    case 'onwards':
      return e
        ? `${MON[s.month - 1]} ${s.year} – ${MON[e.month - 1]} ${e.year}`
        : `${MONTH[s.month - 1]} ${s.year} onwards`;
    case 'start-end':
      return `Start: ${mm(s.month)}/${s.year} | End: ${e ? `${mm(e.month)}/${e.year}` : 'Present'}`;
    case 'dotmonth':
      return `${DOTMON[s.month - 1]} ${s.year} – ${e ? `${DOTMON[e.month - 1]} ${e.year}` : 'Present'}`;
    case 'ar-m':
      return i % 2
        ? `${GULF[s.month - 1]} ${s.year}م - ${e ? `${GULF[e.month - 1]} ${e.year}م` : 'حتى الآن'}`
        : `${mm(s.month)}/${s.year}م – ${e ? `${mm(e.month)}/${e.year}م` : 'حتى تاريخه'}`;
    case 'ar-aam':
      return `من عام ${s.year} ${e ? `إلى عام ${e.year}` : 'حتى الآن'}`;
    case 'yy-short':
      return e ? `${s.year}-${String(e.year).slice(2)}` : `${s.year}–Present`;
    case 'mon/yyyy':
      return `${MON[s.month - 1]}/${s.year} – ${e ? `${MON[e.month - 1]}/${e.year}` : 'Present'}`;
    case 'stacked':
      return `${s.year}\n${e ? e.year : ar ? 'حتى الآن' : 'Present'}`;
    // Batch 7.
    case 'apos-yyyy':
      return i % 2
        ? `${MON[s.month - 1]}' ${s.year} to ${e ? `${MON[e.month - 1]}' ${e.year}` : 'Till Date'}`
        : `${MON[s.month - 1]}'${s.year} – ${e ? `${MON[e.month - 1]}'${e.year}` : 'Till Date'}`;
    case 'd-mon-yyyy': {
      const d = (ym: Ym, last: boolean, sep: string, up: boolean) =>
        `${mm(day(ym, last))}${sep}${up ? MON[ym.month - 1]!.toUpperCase() : MON[ym.month - 1]}${sep}${ym.year}`;
      return i % 2
        ? `${d(s, false, '/', true)} - ${e ? d(e, true, '/', true) : 'TILL DATE'}`
        : `${d(s, false, '-', false)} to ${e ? d(e, true, '-', false) : 'Till Date'}`;
    }
    case 'ymd': {
      const d = (ym: Ym, last: boolean) => `${ym.year}/${mm(ym.month)}/${mm(day(ym, last))}`;
      return `${d(s, false)} - ${e ? d(e, true) : ar ? 'حتى الآن' : 'To date'}`;
    }
    case 'ar-raas':
      return `من ${mm(s.month)}/${s.year} ${e ? `إلى ${mm(e.month)}/${e.year}` : '- على رأس العمل'}`;
    case 'ar-tarikh':
      return `من ${GULF[s.month - 1]} ${s.year} إلى ${e ? `${GULF[e.month - 1]} ${e.year}` : 'تاريخه'}`;
    case 'still':
      return `${MON[s.month - 1]} ${s.year} – ${e ? `${MON[e.month - 1]} ${e.year}` : 'Still Working'}`;
    case 'wef': {
      const d = (ym: Ym, last: boolean) => `${mm(day(ym, last))}.${mm(ym.month)}.${ym.year}`;
      return e ? `${d(s, false)} to ${d(e, true)}` : `w.e.f. ${d(s, false)}`;
    }
    case 'ar-hijri': {
      // The Hijri (Umm al-Qura) month of the job's Gregorian month, as older Saudi CVs print it: «1436/03هـ».
      const h = (ym: Ym) => {
        const parts = HIJRI.formatToParts(new Date(Date.UTC(ym.year, ym.month - 1, 15)));
        const y = parts.find((x) => x.type === 'year')!.value.replace(/\D/gu, '');
        const m = parts.find((x) => x.type === 'month')!.value.replace(/\D/gu, '');
        return `${y}/${m.padStart(2, '0')}هـ`;
      };
      return `${h(s)} - ${e ? h(e) : 'حتى الآن'}`;
    }
    case 'ar-walghaya': {
      const d = (ym: Ym, last: boolean) => `${day(ym, last)}/${ym.month}/${ym.year}`;
      return `من ${d(s, false)} ${e ? `ولغاية ${d(e, true)}` : 'وحتى الآن'}`;
    }
  }
}

/** The two ends of a range, each on its own line ("From: 01/2015" / "To: 03/2018"), for the word-processor table. */
export function ends(form: DateForm, j: Job, ar = false): [string, string] {
  const s = j.start;
  const e = j.end;
  switch (form) {
    case 'mon yyyy':
      return [`${MON[s.month - 1]} ${s.year}`, e ? `${MON[e.month - 1]} ${e.year}` : 'Present'];
    case 'yyyy':
      return [String(s.year), e ? String(e.year) : 'Till date'];
    case 'ar-gulf':
      return [`${GULF[s.month - 1]} ${s.year}`, e ? `${GULF[e.month - 1]} ${e.year}` : 'حتى الآن'];
    case 'ar-lev':
      return [`${LEV[s.month - 1]} ${s.year}`, e ? `${LEV[e.month - 1]} ${e.year}` : 'حتى الآن'];
    case 'ar-m':
      return [`${mm(s.month)}/${s.year}م`, e ? `${mm(e.month)}/${e.year}م` : 'حتى الآن'];
    case 'ar-year-indic':
      return [arDigits(String(s.year)), e ? arDigits(String(e.year)) : 'حتى الآن'];
    case 'ar-digits':
      return [arDigits(`${mm(s.month)}/${s.year}`), e ? arDigits(`${mm(e.month)}/${e.year}`) : 'حالياً'];
    case 'dotmonth':
      return [`${DOTMON[s.month - 1]} ${s.year}`, e ? `${DOTMON[e.month - 1]} ${e.year}` : 'Present'];
    default:
      return [`${mm(s.month)}/${s.year}`, e ? `${mm(e.month)}/${e.year}` : ar ? 'حتى الآن' : 'Present'];
  }
}
