import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Notice } from '@tawzeef/privacy/rules';
import { useTranslation } from 'react-i18next';
import { isolate } from '../i18n/isolate.tsx';

/** One notice in the page's language, its sections under headings one level below `level`. */
export function NoticeText({ notice, level = 2 }: { notice: Notice; level?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const text = i18n.language.startsWith('ar') ? notice.ar : notice.en;
  const heading = `h${level + 1}` as 'h3' | 'h4';
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">{text.summary}</Typography>
      {text.sections.map((section) => (
        <Box key={section.heading}>
          <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {section.heading}
          </Typography>
          <Typography>{section.body}</Typography>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('notices.version', { version: isolate(notice.version) })}
      </Typography>
    </Box>
  );
}
