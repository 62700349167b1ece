import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { noticeKinds, notices, type NoticeKind } from '@tawzeef/privacy/rules';
import { useState, type MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NoticeText } from './NoticeText.tsx';

export interface NoticeConsentProps {
  /** The notices to accept: both before a CV is read, the AI-use notice before an interview. */
  kinds?: readonly NoticeKind[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A translation key or a server text, shown under the checkbox. */
  error?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * What the AI does with a person's data, in four lines, and the tick that accepts the full notices (opened in a
 * dialog, in the page's language, with their versions). Shown before any CV analysis and before an AI interview.
 */
export function NoticeConsent({
  kinds = noticeKinds,
  checked,
  onChange,
  error,
  disabled,
  id = 'acceptedNotices',
}: NoticeConsentProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<NoticeKind | null>(null);
  const show = (kind: NoticeKind) => (event: MouseEvent) => {
    event.preventDefault();
    setOpen(kind);
  };
  const both = kinds.length > 1;
  const opened = open ? notices[open] : null;
  const title = opened ? (i18n.language.startsWith('ar') ? opened.ar : opened.en).title : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(both ? 'notices.beforeTitle' : 'notices.beforeInterviewTitle')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, paddingInlineStart: 3 }}>
        <li>{t('notices.points.where')}</li>
        <li>{t('notices.points.human')}</li>
        <li>{t('notices.points.emotion')}</li>
        <li>{t('notices.points.review')}</li>
      </Typography>
      <FormControl error={Boolean(error)} sx={{ mt: 1 }}>
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              id={id}
              checked={checked}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }}
            />
          }
          label={
            <Trans
              i18nKey={both ? 'notices.acceptBoth' : 'notices.acceptAiUse'}
              components={{
                privacy: (
                  <Link component="button" type="button" onClick={show('privacy')} sx={{ verticalAlign: 'baseline' }} />
                ),
                ai: (
                  <Link component="button" type="button" onClick={show('ai-use')} sx={{ verticalAlign: 'baseline' }} />
                ),
              }}
            />
          }
          data-testid="notice-consent"
        />
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
      <Dialog open={Boolean(opened)} onClose={() => setOpen(null)} aria-labelledby={`${id}-dialog`} scroll="paper">
        <DialogTitle id={`${id}-dialog`}>{title}</DialogTitle>
        <DialogContent dividers>{opened && <NoticeText notice={opened} level={2} />}</DialogContent>
        <DialogActions>
          <Box sx={{ flex: 1 }}>
            <Link href="/privacy-policy" target="_blank" rel="noopener">
              {t('notices.fullPage')}
            </Link>
          </Box>
          <Button onClick={() => setOpen(null)} autoFocus>
            {t('notices.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
