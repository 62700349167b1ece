import { mergedYears } from '../../local/dates.ts';
import { canonicalSkill } from '../../local/skills.ts';
import type { AiEngine } from '../../port.ts';
import { ExtractTeaserInput, TeaserContent } from '../../schemas/analysis.ts';
import { CvProfile, ReadCvInput } from '../../schemas/cv.ts';
import type { OperationContext } from '../engine.ts';
import { LlmProfile, LlmTeaser } from '../llm-schemas.ts';
import { isVerbatim, validPhone, YEAR_MONTH } from '../verify.ts';

/** The CV text the model sees: enough for a long CV, bounded for the context window. */
export const MAX_CV_CHARS = 24_000;
const ym = (s: string) => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) });
export const readCv =
  ({ ask, withFallback, local }: OperationContext): AiEngine['readCv'] =>
  async (raw) => {
    const input = ReadCvInput.parse(raw);
    const base = await local.readCv(input);
    if (base.status === 'failed') return base;
    const text = base.document.text;
    const asOf = input.asOf ?? new Date().toISOString().slice(0, 10);
    return withFallback(
      'readCv',
      { ...input, asOf },
      async (provenance) => {
        const p = await ask('readCv', LlmProfile, { asOf, cvText: text.slice(0, MAX_CV_CHARS) });
        const experiences = p.experiences.filter(
          (e) => YEAR_MONTH.test(e.start) && (e.end === null || YEAR_MONTH.test(e.end)) && isVerbatim(e.quote, text),
        );
        const phones = p.phonesE164.map((x) => x.replace(/[\s-]/gu, '')).filter(validPhone);
        const profile = CvProfile.parse({
          ...base.profile,
          firstName: p.firstName,
          lastName: p.lastName,
          fullName: [p.firstName, p.lastName].filter(Boolean).join(' '),
          emails: p.emails.filter((e) => isVerbatim(e, text)),
          phones: phones.length ? phones : base.profile.phones,
          currentJobTitle: p.currentJobTitle,
          currentCompany: p.currentCompany,
          experiences,
          totalExperienceYears: mergedYears(
            experiences.map((e) => ({ start: ym(e.start), end: e.end ? ym(e.end) : null })),
            ym(asOf),
          ),
          educationLevel: p.educationLevel,
          education: p.education.filter((e) => isVerbatim(e.quote, text)),
          skills: p.skills
            .filter((s) => isVerbatim(s.quote, text))
            .map((s) => ({ name: canonicalSkill(s.name), quote: s.quote.trim() })),
        });
        return { ...base, profile, provenance };
      },
      async () => base,
    );
  };

export const extractTeaser =
  ({ ask, withFallback, local }: OperationContext): AiEngine['extractTeaser'] =>
  async (raw) => {
    const input = ExtractTeaserInput.parse(raw);
    const text = input.cv.document.text;
    return withFallback(
      'extractTeaser',
      input,
      async (provenance) => {
        const t = await ask('extractTeaser', LlmTeaser, { cvText: text.slice(0, MAX_CV_CHARS) });
        const phone = t.phoneE164.replace(/[\s-]/gu, '');
        const content = TeaserContent.parse({
          ...t,
          phone: validPhone(phone) ? phone : '',
          email: isVerbatim(t.email, text) ? t.email : '',
          skills: t.skills.map(canonicalSkill),
        });
        return { ...content, provenance };
      },
      () => local.extractTeaser(input),
    );
  };
