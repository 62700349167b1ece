import type { TypedCandidate } from '@tawzeef/interview-agent';

/** How a scripted demo candidate answers: with concrete, skilled examples, or briefly and vaguely. */
export type AnswerQuality = 'strong' | 'weak';

type Lines = {
  opening: (s: string[], years: number, title: string) => string;
  motivation: (s: string[], years: number, title: string) => string;
  skill: ((s: string) => string)[];
  deep: ((s: string) => string)[];
  gap: (s: string) => string;
  people: string;
  closing: string;
  other: ((s: string) => string)[];
  followUp: (s: string) => string;
  weak: string[];
  weakShort: string[];
};

const EN: Lines = {
  opening: (s, years, title) =>
    `I have ${years} years of experience, most of it with ${s[0]} and ${s[1] ?? s[0]}. For example, I led a project that cut our processing time by 30 percent, and I want to bring that to the ${title} role.`,
  motivation: (s, years, title) =>
    `I want to grow as a ${title} in a company that is expanding in the region. Over ${years} years I built my ${s[0]} work around clear results, and I am looking for a team where I own them.`,
  skill: [
    (s) =>
      `Last year I used ${s} to rebuild a process that failed every week. I designed the fix, delivered it in six weeks with two colleagues, and we reduced the errors by 40 percent.`,
    (s) =>
      `At my current employer I introduced ${s} for a client project. I trained three colleagues, set up a review checklist, and the client renewed the contract for two more years.`,
  ],
  deep: [
    (s) =>
      `The hardest problem I solved with ${s} came with a fixed deadline and incomplete data. I weighed speed against accuracy, shipped in two steps, and the first step alone saved 12 hours a week.`,
    (s) =>
      `With ${s}, my toughest case was a slow process that nobody wanted to touch. I measured it first, chose the simplest fix over a full rewrite, and it became four times faster.`,
  ],
  gap: (s) =>
    `I have used ${s} on two projects; for example I built a small internal tool with it. In my first month I would take a course and pair with a senior colleague to get up to speed.`,
  people:
    'I disagreed with my manager about a release date. I showed the test results, we agreed to move it by one week, and the release went out with zero critical issues.',
  closing:
    'I would like to know how the team measures success in the first six months. I could start after a one month notice period.',
  other: [
    (s) =>
      `In my last role I managed the ${s} work for a team of 8 people. For example, I created a weekly review that raised on-time delivery from 70 to 95 percent.`,
    (s) =>
      `A difficult problem I solved was a backlog that kept growing. I used ${s} to find the causes, fixed the top three, and we cleared 200 open items in a month.`,
  ],
  followUp: (s) =>
    `For example, I built a report with ${s} that the managers used every week, and it saved about 10 hours of manual work.`,
  weak: [
    'I think I did some of that before and it went okay.',
    'I helped the team a little but others mostly led it.',
    'It depends on the situation, I would ask my manager first.',
    'I am still learning that part of the job, to be honest.',
  ],
  weakShort: ['Not much, to be honest.', 'Yes, I can do that.'],
};

const AR: Lines = {
  opening: (s, years) =>
    `لدي خبرة ${years} سنوات، معظمها في ${s[0]} و${s[1] ?? s[0]}. على سبيل المثال، قدت مشروعاً خفض وقت المعالجة بنسبة 30 بالمئة، وأريد أن أنقل هذه الخبرة إلى فريقكم.`,
  motivation: (s, years) =>
    `أرغب في التطور في شركة تتوسع في المنطقة. خلال ${years} سنوات بنيت عملي في ${s[0]} حول نتائج واضحة، وأبحث عن فريق أتحمل فيه مسؤولية هذه النتائج.`,
  skill: [
    (s) =>
      `في العام الماضي استخدمت ${s} لإعادة بناء إجراء كان يتعطل كل أسبوع. صممت الحل وسلمته خلال ستة أسابيع مع زميلين، وخفضنا الأخطاء بنسبة 40 بالمئة.`,
    (s) =>
      `في عملي الحالي أدخلت ${s} في مشروع لأحد العملاء. دربت ثلاثة من زملائي، وأعددت قائمة مراجعة، وجدد العميل العقد لسنتين إضافيتين.`,
  ],
  deep: [
    (s) =>
      `أصعب مشكلة حللتها في ${s} كانت بموعد نهائي ثابت وبيانات ناقصة. وازنت بين السرعة والدقة، وسلمت العمل على مرحلتين، ووفرت المرحلة الأولى وحدها 12 ساعة أسبوعياً.`,
    (s) =>
      `في ${s} كانت أصعب حالة إجراءً بطيئاً لم يرغب أحد في تعديله. قست أداءه أولاً، واخترت أبسط حل بدلاً من إعادة بنائه بالكامل، فأصبح أسرع بأربع مرات.`,
  ],
  gap: (s) =>
    `استخدمت ${s} في مشروعين؛ مثلاً طورت أداة داخلية صغيرة بها. في الشهر الأول سأحضر دورة تدريبية وأعمل مع زميل خبير لأتقنها بسرعة.`,
  people:
    'اختلفت مع مديري حول موعد إطلاق. عرضت عليه نتائج الاختبارات، واتفقنا على التأجيل أسبوعاً واحداً، وتم الإطلاق دون أي مشكلة حرجة.',
  closing: 'أود أن أعرف كيف يقيس الفريق النجاح في الأشهر الستة الأولى. يمكنني البدء بعد فترة إشعار مدتها شهر واحد.',
  other: [
    (s) =>
      `في وظيفتي الأخيرة أدرت أعمال ${s} لفريق من 8 أشخاص. على سبيل المثال، أنشأت مراجعة أسبوعية رفعت نسبة التسليم في الموعد من 70 إلى 95 بالمئة.`,
    (s) =>
      `من المشكلات الصعبة التي حللتها تراكم طلبات كان يزداد باستمرار. استخدمت ${s} لمعرفة الأسباب، وعالجت أهم ثلاثة منها، وأنهينا 200 طلب مفتوح خلال شهر.`,
  ],
  followUp: (s) =>
    `مثلاً، قمت بإعداد تقرير باستخدام ${s} يعتمد عليه المدراء كل أسبوع، ووفر نحو 10 ساعات من العمل اليدوي.`,
  weak: [
    'أظن أنني قمت بشيء من هذا سابقاً وكان الأمر مقبولاً.',
    'ساعدت الفريق قليلاً لكن غيري كان يقود العمل غالباً.',
    'يعتمد ذلك على الموقف، سأسأل مديري أولاً على الأرجح.',
    'ما زلت أتعلم هذا الجزء من العمل بصراحة.',
  ],
  weakShort: ['ليس كثيراً بصراحة.', 'نعم، أستطيع ذلك.'],
};

const has = (said: string, ...patterns: RegExp[]) => patterns.some((p) => p.test(said));

/**
 * A demo candidate who types the answers of a chat interview: a strong one answers every question with a concrete
 * example, figures and the job's skills (the skill a question names first); a weak one briefly and vaguely, so the AI
 * engine scores the two far apart. The answers are demo data written for the seed, never taken as a real person's.
 */
export function scriptedCandidate(input: {
  language: 'en' | 'ar';
  quality: AnswerQuality;
  skills: string[];
  jobTitle: string;
  years: number;
  /** Called before each answer: the time the candidate takes to type it. */
  typing?: (said: string) => void;
}): TypedCandidate {
  const t = input.language === 'ar' ? AR : EN;
  const skills = input.skills.length ? input.skills : [input.jobTitle];
  let turn = 0;
  let next = 0;
  const skillOf = (said: string) =>
    skills.find((s) => said.toLowerCase().includes(s.toLowerCase())) ?? skills[next++ % skills.length]!;
  return async (said) => {
    input.typing?.(said);
    const n = turn++;
    if (input.quality === 'weak')
      return n === 0 ? t.weakShort[0]! : has(said, /\?$|؟$/u) ? t.weak[n % t.weak.length]! : t.weakShort[1]!;
    if (has(said, /tell me a little more|التوضيح أكثر/iu)) return t.followUp(skillOf(said));
    if (has(said, /walk me through your background|حدثنا عن خلفيتك/iu))
      return t.opening(skills, input.years, input.jobTitle);
    if (has(said, /why do you want to work as|لماذا ترغب في العمل بوظيفة/iu))
      return t.motivation(skills, input.years, input.jobTitle);
    if (has(said, /go deeper on|لنتعمق في/iu)) return t.deep[n % t.deep.length]!(skillOf(said));
    if (has(said, /the role needs|تتطلب الوظيفة/iu)) return t.gap(skillOf(said));
    if (has(said, /where you used|استخدمت فيه/iu)) return t.skill[n % t.skill.length]!(skillOf(said));
    if (has(said, /disagreed|led others|اختلفت|قدت فريقاً/iu)) return t.people;
    if (
      has(
        said,
        /questions do you have|when could you start|anything else you would like|الأسئلة التي لديك|متى يمكنك البدء|ما تود إضافته/iu,
      )
    )
      return t.closing;
    return t.other[n % t.other.length]!(skillOf(said));
  };
}
