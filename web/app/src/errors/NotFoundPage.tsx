import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen status={404} message={t('errors.notFound')} />;
}
