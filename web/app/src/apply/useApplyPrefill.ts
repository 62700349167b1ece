import { useEffect, useRef, useState } from 'react';
import { candidateApi } from '../api/candidate.ts';
import { cvsApi, type Cv } from '../api/cvs.ts';
import type { useAuth } from '../auth/AuthProvider.tsx';
import { emptyApplyValues, splitStoredPhone } from './applyRules.ts';
import { newCv } from './CvChoice.tsx';

/**
 * Signed in: the saved CVs (the active one chosen) and the profile's answers, once per candidate. Returns the
 * saved CVs and the CV chosen for the application.
 */
export function useApplyPrefill(
  candidate: ReturnType<typeof useAuth>['user'],
  formReset: (values: typeof emptyApplyValues) => void,
) {
  const [savedCvs, setSavedCvs] = useState<Cv[] | null>(null);
  const [cvChoice, setCvChoice] = useState(newCv);
  const prefilled = useRef<string | null>(null);
  const resetRef = useRef(formReset);
  resetRef.current = formReset;
  const candidateId = candidate?.id;
  useEffect(() => {
    if (!candidate || prefilled.current === candidate.id) return undefined;
    const controller = new AbortController();
    const reset = (values: typeof emptyApplyValues) => resetRef.current(values);
    cvsApi.list(controller.signal).then(
      (list) => {
        prefilled.current = candidate.id;
        setSavedCvs(list);
        const chosen = list.find((cv) => cv.isActive) ?? list[0];
        if (chosen) setCvChoice(chosen.id);
      },
      () => {
        if (!controller.signal.aborted) setSavedCvs([]);
      },
    );
    candidateApi.profile(controller.signal).then(
      (p) => {
        const phone = splitStoredPhone(p.phone ?? candidate.phone);
        reset({
          ...emptyApplyValues,
          fullName: [p.firstName, p.lastName].filter(Boolean).join(' ') || candidate.name,
          email: candidate.email,
          countryCode: phone.countryCode,
          phone: phone.phone,
          portfolioUrl: p.portfolioUrl ?? '',
          expectedSalary: p.expectedSalary ?? '',
        });
      },
      () => {
        if (!controller.signal.aborted)
          reset({ ...emptyApplyValues, fullName: candidate.name, email: candidate.email });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidateId]);

  return { savedCvs, cvChoice, setCvChoice };
}
