import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_NOTE_LENGTH } from '@tawzeef/applications/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationNote } from '../types.ts';
import { optionLabel } from '../../../jobs/format.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { formatDateTime } from './time.ts';
import { AiText } from '../AiText.tsx';
import { Section } from './Section.tsx';
import { UserTexts } from '../../../i18n/isolate.tsx';
import { shown } from '../../../privacy/erased.ts';

const sourceColor: Record<string, 'primary' | 'secondary' | 'default'> = { USER: 'primary', AI: 'secondary' };

/** Notes, newest first; Add Note is disabled while the trimmed text is empty or a note is being saved. */
export function NotesCard({ notes, onAdd }: { notes: ApplicationNote[]; onAdd: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setSaving(true);
    if (await onAdd(trimmed)) setText('');
    setSaving(false);
  };
  return (
    <Section title={t('companyApplications.notes.title')} testId="notes">
      <TextField
        id="note-text"
        multiline
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('companyApplications.notes.placeholder')}
        slotProps={{ htmlInput: { 'aria-label': t('companyApplications.notes.label'), maxLength: MAX_NOTE_LENGTH } }}
      />
      <Button variant="contained" disabled={saving || !text.trim()} onClick={() => void submit()}>
        {saving ? t('companyApplications.notes.saving') : t('companyApplications.notes.add')}
      </Button>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('companyApplications.notes.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {notes.map((note) => (
            <Box
              component="li"
              key={note.id}
              data-testid="note"
              sx={{ borderInlineStart: 3, borderColor: 'divider', paddingInlineStart: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={sourceColor[note.source] ?? 'default'}
                  label={optionLabel(t, 'companyApplications.notes.source', note.source)}
                />
                <Typography variant="caption" color="text.secondary">
                  <UserTexts
                    items={[
                      note.author?.name ??
                        note.user?.name ??
                        note.user?.email ??
                        (note.source === 'USER' ? '' : t('companyApplications.history.platform')),
                      formatDateTime(note.createdAt, language),
                    ]}
                  />
                </Typography>
              </Box>
              {note.source === 'AI' ? (
                <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  <AiText text={shown(note.text)} />
                </Box>
              ) : (
                <Typography
                  variant="body2"
                  dir="auto"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
                >
                  {shown(note.text)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
