/** The e-mail that tells a company's owners and admins about coming erasures (issue #22), in their language. */
export type RetentionMailLanguage = 'en' | 'ar';

const day = (iso: string) => iso.slice(0, 10);

const texts = {
  en: {
    subject: (count: number) =>
      count === 1 ? 'Tawzeef: 1 application will be erased' : `Tawzeef: ${count} applications will be erased`,
    body: (count: number, company: string, when: string) =>
      `${company}: the retention period of ${count === 1 ? '1 application' : `${count} applications`} from candidates ` +
      `you did not hire has ended or is about to end. ${count === 1 ? 'It' : 'They'} will be erased ${when}: the ` +
      'personal data (name, contact details, CV, interviews, messages, notes) is deleted for good; your counts stay.',
    when: (from: string, to: string) => (from === to ? `on ${from}` : `between ${from} and ${to}`),
    keep: 'To keep one, put it on legal hold from its application page. The retention period is in Company Profile → Security.',
  },
  ar: {
    subject: (count: number) => (count === 1 ? 'توظيف: سيُحذف طلب واحد' : `توظيف: سيُحذف ${count} من الطلبات`),
    body: (count: number, company: string, when: string) =>
      `${company}: انتهت أو توشك أن تنتهي مدة الاحتفاظ بـ ${count === 1 ? 'طلب واحد' : `${count} من الطلبات`} لمرشحين ` +
      `لم تقوموا بتوظيفهم. سيُحذف ${when}: تُحذف البيانات الشخصية (الاسم وبيانات التواصل والسيرة الذاتية والمقابلات ` +
      'والرسائل والملاحظات) نهائيًا، وتبقى أرقامكم كما هي.',
    when: (from: string, to: string) => (from === to ? `في ${from}` : `بين ${from} و${to}`),
    keep: 'للاحتفاظ بطلب، ضعه تحت الحجز القانوني من صفحة الطلب. مدة الاحتفاظ في ملف الشركة ← الأمان.',
  },
} satisfies Record<RetentionMailLanguage, unknown>;

export function retentionNoticeMail(
  language: RetentionMailLanguage,
  company: string,
  eraseOn: readonly string[],
  publicUrl: string,
) {
  const t = texts[language];
  const days = eraseOn.map(day).sort();
  const when = t.when(days[0] ?? '', days[days.length - 1] ?? '');
  return {
    subject: t.subject(eraseOn.length),
    text: [t.body(eraseOn.length, company, when), '', t.keep, '', `${publicUrl}/dashboard/candidates`].join('\n'),
  };
}
