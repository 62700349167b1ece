import { biasAuditTexts } from '@tawzeef/oversight/rules';
import type { biasAuditEn } from '../en/biasAudit.ts';

/** نموذج الإفصاح الاختياري وتدقيق التحيّز لدى الشركة (المسألة 22). */
export const biasAuditAr: typeof biasAuditEn = {
  selfId: {
    menu: 'عدالة التوظيف (اختياري)',
    title: 'ساعدنا في التحقق من عدالة التوظيف',
    intro:
      'هذه الأسئلة اختيارية ومنفصلة عن طلباتك. لا ترى الشركات إجاباتك أبدًا: ترى فقط عدد الأشخاص من كل فئة الذين انتقلوا عبر كل مرحلة من مراحل التوظيف لديها، وللفئات التي تضم خمسة أشخاص على الأقل. نستخدم ذلك لاكتشاف النتائج غير العادلة.',
    security: 'إجاباتك مشفّرة ومحفوظة بمعزل عن ملفك الشخصي وطلباتك. يمكنك تغييرها أو سحبها في أي وقت؛ والسحب يحذفها.',
    preferNot: biasAuditTexts.ar.preferNot,
    question: biasAuditTexts.ar.question,
    answer: biasAuditTexts.ar.answer,
    save: 'حفظ إجاباتي',
    saving: 'جارٍ الحفظ…',
    saved: 'حُفظت إجاباتك.',
    savedAt: 'آخر حفظ %{when}',
    none: 'لم تُجب بعد، ولا بأس بذلك: لا يُستخدم عنك أي شيء.',
    withdraw: 'سحب إجاباتي',
    withdrawTitle: 'هل تريد سحب إجاباتك؟',
    withdrawBody: 'ستُحذف إجاباتك، ولن تتأثر طلباتك.',
    withdrawing: 'جارٍ السحب…',
    withdrawn: 'حُذفت إجاباتك.',
    failed: 'تعذّر التحميل.',
    saveFailed: 'تعذّر حفظ إجاباتك. حاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    offerTitle: 'أمر أخير، إن شئت',
    offer: 'أجب عن أسئلة اختيارية قليلة تساعد في التحقق من عدالة التوظيف. لا ترى الشركات إجاباتك أبدًا.',
    offerAction: 'الإجابة عن الأسئلة الاختيارية',
  },
  biasAudit: biasAuditTexts.ar.report,
};
