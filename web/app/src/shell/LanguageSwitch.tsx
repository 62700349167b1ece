import TranslateIcon from '@mui/icons-material/Translate';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { otherLanguage } from '../i18n/language.ts';
import { useLanguage } from '../providers/LanguageProvider.tsx';

export function LanguageSwitch(props: Omit<ButtonProps, 'onClick' | 'lang'>) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const next = otherLanguage(language);
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      lang={next}
      aria-label={t('language.switchToLabel')}
      data-testid="language-switch"
      onClick={() => setLanguage(next)}
      {...props}
    >
      {t('language.switchTo')}
    </Button>
  );
}
