// The wording of the job prompts in English and Arabic, filled from a job's facts.
import { arCount } from './arabic.ts';

export type Facts = {
  role: string;
  skills: string[];
  years: number | null;
  reqs: string[];
  duties: string[];
  questions: string[];
};

export const EN = {
  cvOpen: [
    (f: Facts) => `Evaluate the CV for the ${f.role} role.`,
    (f: Facts) => `Assess how well each CV fits the ${f.role} role.`,
    (f: Facts) => `Score every CV against the ${f.role} role.`,
  ],
  skills: [(s: string) => `Required skills: ${s}.`, (s: string) => `The skills that matter most: ${s}.`],
  noSkills: [
    'The job lists no skills: infer them from the requirements.',
    'No skills are listed: take them from the requirements.',
  ],
  years: [
    (n: number) => `Ask for at least ${n} years of relevant experience and count overlapping roles once.`,
    (n: number) => `Experience: at least ${n} years in related work; overlapping roles count once.`,
  ],
  noYears: [
    'Weigh relevant experience over total years.',
    'Value relevant experience more than the total number of years.',
  ],
  reqs: [(r: string) => `Key requirements: ${r}.`, (r: string) => `Check the key requirements: ${r}.`],
  scoring: [
    'Score 0-100 and give the overall fit (Excellent, Good, Fair, Poor), matched and missing skills, strengths and weaknesses.',
    'Give a score from 0 to 100, the overall fit (Excellent, Good, Fair or Poor), the matched and missing skills, and the strengths and weaknesses.',
  ],
  evidence: [
    'Quote the CV for every matched skill and strength; write "insufficient evidence" when the CV does not show it.',
    'Back every matched skill and strength with a quote from the CV, and write "insufficient evidence" where the CV is silent.',
  ],
  language: (arabic: boolean) => `Conduct the interview in ${arabic ? 'Arabic' : 'English'}.`,
  firstOpen: [
    (f: Facts) => `You are screening candidates for the ${f.role} role.`,
    (f: Facts) => `You run the first screening interview for the ${f.role} role.`,
  ],
  firstFlow: [
    "Start with a short introduction, then ask about motivation for this role and the candidate's most relevant experience.",
    'Open with a brief welcome, then explore why the candidate wants this role and the experience closest to it.',
  ],
  check: [
    (s: string) => `Check practical experience with: ${s}.`,
    (s: string) => `Ask for real examples of work with ${s}.`,
  ],
  own: [
    "Ask each of the employer's own questions once:",
    'Include these questions from the employer, each asked once:',
  ],
  firstClose: [
    'Ask one question at a time, follow up on vague answers, and confirm availability and salary expectations at the end.',
    'Ask one question at a time and follow up when an answer stays vague; close by confirming availability and salary expectations.',
  ],
  secondOpen: [
    (f: Facts) => `You are running the second, in-depth interview for the ${f.role} role.`,
    (f: Facts) => `This is the second, in-depth interview for the ${f.role} role.`,
  ],
  scenarios: [
    (d: string) => `Build scenario questions from the day-to-day duties: ${d}.`,
    (d: string) => `Base practical scenarios on the daily duties: ${d}.`,
  ],
  deep: [
    (s: string) => `Go deep on ${s}: ask for concrete examples, decisions and results.`,
    (s: string) => `Explore ${s} in depth, asking for concrete decisions and measurable results.`,
  ],
  gaps: [
    'Probe any gaps found in the CV analysis and the first interview, and assess teamwork and communication.',
    'Follow up on the gaps from the CV analysis and the first interview, and assess teamwork and communication.',
  ],
  secondClose: [
    "Close by inviting the candidate's questions.",
    'End by inviting the candidate to ask their own questions.',
  ],
};

export const AR: typeof EN = {
  cvOpen: [
    (f) => `قيّم السيرة الذاتية لوظيفة ${f.role}.`,
    (f) => `قدّر مدى ملاءمة كل سيرة ذاتية لوظيفة ${f.role}.`,
    (f) => `امنح كل سيرة ذاتية درجة مقابل متطلبات وظيفة ${f.role}.`,
  ],
  skills: [(s) => `المهارات المطلوبة: ${s}.`, (s) => `أهم المهارات: ${s}.`],
  noSkills: ['لا تذكر الوظيفة مهارات محددة: استنتجها من المتطلبات.', 'لم تُذكر مهارات للوظيفة: استخرجها من المتطلبات.'],
  years: [
    (n) =>
      `الخبرة المطلوبة لا تقل عن ${arCount(n, 'year', { oblique: true })} في عمل ذي صلة، وتُحسب الوظائف المتداخلة مرة واحدة.`,
    (n) =>
      `اشترط خبرة ذات صلة لا تقل عن ${arCount(n, 'year', { oblique: true })}، مع احتساب الفترات المتداخلة مرة واحدة.`,
  ],
  noYears: ['قدّم الخبرة ذات الصلة على مجموع سنوات العمل.', 'الخبرة ذات الصلة أهم من عدد السنوات الإجمالي.'],
  reqs: [(r) => `أهم المتطلبات: ${r}.`, (r) => `تحقق من المتطلبات الأساسية: ${r}.`],
  scoring: [
    'أعطِ درجة من 0 إلى 100 والملاءمة العامة («Excellent» أو «Good» أو «Fair» أو «Poor») والمهارات المتوافقة والناقصة ونقاط القوة والضعف.',
    'حدد درجة من 0 إلى 100 وتقديرًا عامًا للملاءمة («Excellent» أو «Good» أو «Fair» أو «Poor»)، واذكر المهارات المتوافقة والناقصة ونقاط القوة والضعف.',
  ],
  evidence: [
    'استشهد بنص من السيرة الذاتية لكل مهارة متوافقة ونقطة قوة، واكتب «insufficient evidence» حين لا تُظهرها السيرة.',
    'ادعم كل مهارة متوافقة ونقطة قوة باقتباس من السيرة الذاتية، واكتب «insufficient evidence» حين لا يوجد دليل.',
  ],
  language: (arabic) => `أجرِ المقابلة باللغة ${arabic ? 'العربية' : 'الإنجليزية'}.`,
  firstOpen: [
    (f) => `أنت تجري مقابلة الفرز الأولى لوظيفة ${f.role}.`,
    (f) => `مهمتك إجراء المقابلة الأولى مع المرشحين لوظيفة ${f.role}.`,
  ],
  firstFlow: [
    'ابدأ بتعريف قصير، ثم اسأل عن دوافع المرشح للتقدم إلى هذه الوظيفة وأقرب خبراته إليها.',
    'افتتح بترحيب موجز، ثم تعرّف على سبب رغبة المرشح في الوظيفة وخبرته الأقرب إليها.',
  ],
  check: [(s) => `تحقق من الخبرة العملية في: ${s}.`, (s) => `اطلب أمثلة حقيقية من العمل على ${s}.`],
  own: ['اطرح كل سؤال من أسئلة صاحب العمل مرة واحدة:', 'أدرج أسئلة صاحب العمل التالية، كل سؤال مرة واحدة:'],
  firstClose: [
    'اطرح سؤالًا واحدًا في كل مرة، وتابع الإجابات المبهمة، وتأكد في الختام من موعد التفرغ والراتب المتوقع.',
    'اسأل سؤالًا واحدًا كل مرة واستوضح الإجابات الغامضة، واختم بالتأكد من موعد التفرغ والراتب المتوقع.',
  ],
  secondOpen: [
    (f) => `أنت تجري المقابلة الثانية المعمقة لوظيفة ${f.role}.`,
    (f) => `هذه هي المقابلة الثانية المعمقة لوظيفة ${f.role}.`,
  ],
  scenarios: [
    (d) => `ابنِ أسئلة قائمة على مواقف من المهام اليومية: ${d}.`,
    (d) => `استخدم المهام اليومية أساسًا لمواقف عملية: ${d}.`,
  ],
  deep: [
    (s) => `تعمّق في ${s}: اطلب أمثلة ملموسة وقرارات ونتائج.`,
    (s) => `ناقش ${s} بعمق، واطلب قرارات ملموسة ونتائج قابلة للقياس.`,
  ],
  gaps: [
    'استوضح أي فجوات ظهرت في تحليل السيرة الذاتية والمقابلة الأولى، وقيّم العمل الجماعي والتواصل.',
    'تابع الفجوات التي كشفها تحليل السيرة الذاتية والمقابلة الأولى، وقيّم العمل ضمن الفريق ومهارات التواصل.',
  ],
  secondClose: ['اختم بدعوة المرشح إلى طرح أسئلته.', 'في الختام، ادعُ المرشح إلى طرح ما لديه من أسئلة.'],
};
