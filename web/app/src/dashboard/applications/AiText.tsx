import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLightMarkup, type Inline } from './lightMarkup.ts';

function Parts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.bold ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/**
 * Renders an AI text as React elements: the markup is parsed, the text is never injected as HTML. A text whose
 * language is known reads in that language's direction (an Arabic line that opens with a skill such as
 * "Python" stays right to left); otherwise each block takes its direction from its own text.
 */
export function AiText({ text, testId, language }: { text: string; testId?: string; language?: 'en' | 'ar' }) {
  const { t, i18n } = useTranslation();
  const blocks = parseLightMarkup(text);
  const dir = language ? (language === 'ar' ? 'rtl' : 'ltr') : 'auto';
  // Texts stored before both languages were kept exist in one only: say so rather than leave it unexplained.
  const elsewhere = language && !i18n.language.startsWith(language);
  return (
    <Box
      data-testid={testId}
      lang={language}
      dir={language ? dir : undefined}
      sx={{ display: 'grid', gap: 1, '& ul': { m: 0, paddingInlineStart: 3 } }}
    >
      {blocks.map((block, i) =>
        block.kind === 'heading' ? (
          <Typography key={i} dir={dir} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mt: i ? 1 : 0 }}>
            <Parts parts={block.parts} />
          </Typography>
        ) : block.kind === 'list' ? (
          <Box key={i} component="ul">
            {block.items.map((item, j) => (
              <Typography key={j} dir={dir} component="li" variant="body2">
                <Parts parts={item} />
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={i} dir={dir} variant="body2">
            <Parts parts={block.parts} />
          </Typography>
        ),
      )}
      {elsewhere && (
        <Typography
          variant="caption"
          color="text.secondary"
          dir={i18n.dir()}
          lang={i18n.language}
          data-testid="ai-text-only-in"
        >
          {t(`aiText.onlyIn.${language}`)}
        </Typography>
      )}
    </Box>
  );
}
