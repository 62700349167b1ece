import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxContentLength } from '@tawzeef/communications/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { idempotencyKey, type Communication, type CommunicationType } from '../../api/communications.ts';
import { loose } from '../../forms/messages.ts';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { communicationErrorText, sendResult } from './format.tsx';

const replyTypes = ['EMAIL', 'WHATSAPP', 'SMS'] as const satisfies readonly CommunicationType[];
type ReplyType = (typeof replyTypes)[number];

/** The reply area: the subject shows for e-mail only, and Send stays disabled while the body is blank. */
export function ReplyBox({
  message,
  focus,
  onSent,
}: {
  message: Communication;
  focus: boolean;
  onSent: (reply: Communication) => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const initialType: ReplyType = (replyTypes as readonly string[]).includes(message.type)
    ? (message.type as ReplyType)
    : 'EMAIL';
  const [type, setType] = useState<ReplyType>(initialType);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const key = useRef(idempotencyKey());

  useEffect(() => {
    if (focus) bodyRef.current?.focus();
  }, [focus]);

  const changed = () => {
    key.current = idempotencyKey();
  };
  const blank = body.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    try {
      const reply = await dataProvider.sendCommunication(
        {
          type,
          replyTo: message.id,
          ...(type === 'EMAIL' && subject.trim() && { subject: subject.trim() }),
          content: body.trim(),
        },
        key.current,
      );
      const result = sendResult(t, reply);
      notify(result.text, { type: result.type });
      setBody('');
      setSubject('');
      changed();
      onSent(reply);
    } catch (caught) {
      notify(communicationErrorText(t, caught, 'communications.replyFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="reply-title"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="reply-title" component="h2" variant="h6">
        {t('communications.replyTitle')}
      </Typography>
      <TextField
        select
        id="reply-type"
        label={t('communications.replyType')}
        value={type}
        onChange={(event) => {
          setType(event.target.value as ReplyType);
          changed();
        }}
        sx={{ maxWidth: { sm: 260 } }}
      >
        {replyTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {say(`communications.type.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {type === 'EMAIL' && (
        <TextField
          id="reply-subject"
          label={t('communications.subject')}
          value={subject}
          placeholder={message.subject ? `Re: ${message.subject}` : undefined}
          onChange={(event) => {
            setSubject(event.target.value);
            changed();
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      <TextField
        id="reply-body"
        inputRef={bodyRef}
        required
        label={t('communications.body')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          changed();
        }}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: maxContentLength[type] } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
          disabled={blank || busy}
        >
          {busy ? t('communications.sending') : t('communications.send')}
        </Button>
      </Box>
    </Paper>
  );
}
