import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** The select-all box names what it selects ("Select all applications"), as the page always said. */
export function SelectAllLabel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const i18n = useI18nProvider();
  const label = t('companyApplications.table.selectAll');
  const scoped = useMemo(
    () => ({
      ...i18n,
      translate: (key: string, options?: object) =>
        key === 'ra.action.select_all' ? label : i18n.translate(key, options),
    }),
    [i18n, label],
  );
  return <I18nContext.Provider value={scoped}>{children}</I18nContext.Provider>;
}
