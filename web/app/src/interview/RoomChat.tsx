import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from './useInterviewRoom.ts';

const flipSend = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

/** The text chat with the AI interviewer: the lines so far, and the candidate's answer box. */
export function Chat({
  lines,
  canSend,
  onSend,
  onTyping,
}: {
  lines: ChatLine[];
  canSend: boolean;
  onSend: (text: string, corrects?: number) => Promise<boolean>;
  onTyping?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [correcting, setCorrecting] = useState<ChatLine | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  // A block body: newer Chromium returns a Promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    void endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);
  const send = async () => {
    if (!draft.trim() || sending) return;
    setSending(true);
    setFailed(false);
    try {
      if (await onSend(draft, correcting?.seq)) {
        setDraft('');
        setCorrecting(null);
      }
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto', minHeight: 0, height: '100%', gap: 1 }}>
      <Box
        role="log"
        aria-live="polite"
        aria-label={t('interview.chat.log')}
        data-testid="chat-log"
        sx={{ overflowY: 'auto', display: 'grid', gap: 1, alignContent: 'start', minHeight: 0, p: 0.5 }}
      >
        {lines.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {canSend ? t('interview.chat.empty') : t('interview.chat.emptyObserver')}
          </Typography>
        )}
        {lines.map((line) => {
          const unclear = line.unclear && !line.corrected;
          const correctable = canSend && line.seq !== undefined && (line.spoken || unclear) && !line.corrected;
          return (
            <Box
              key={line.id}
              data-testid={
                line.unclear
                  ? unclear
                    ? 'chat-unclear'
                    : 'chat-unclear-answered'
                  : line.spoken
                    ? 'chat-heard'
                    : undefined
              }
              sx={{
                justifySelf: line.from === 'candidate' ? 'end' : 'start',
                maxWidth: '85%',
                bgcolor: unclear ? 'warning.light' : line.from === 'candidate' ? 'primary.main' : 'action.hover',
                color: unclear
                  ? 'warning.contrastText'
                  : line.from === 'candidate'
                    ? 'primary.contrastText'
                    : 'text.primary',
                px: 1.5,
                py: 1,
                borderRadius: 2,
              }}
            >
              <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
                {line.from === 'ai'
                  ? t('interview.ai.name')
                  : line.unclear
                    ? line.corrected
                      ? t('interview.chat.unclearAnswered')
                      : t('interview.chat.unclear')
                    : line.corrected
                      ? t('interview.chat.corrected')
                      : line.spoken
                        ? t('interview.chat.spoken')
                        : line.pending
                          ? t('interview.chat.sending')
                          : t('interview.chat.you')}
              </Typography>
              <Typography
                variant="body2"
                dir="auto"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontStyle: line.unclear ? 'italic' : undefined,
                }}
              >
                {line.text || (line.unclear ? t('interview.chat.nothingHeard') : '')}
              </Typography>
              {correctable && (
                <Button
                  size="small"
                  color="inherit"
                  variant="outlined"
                  data-testid="correct-heard"
                  sx={{ mt: 0.5, py: 0, minHeight: 0 }}
                  onClick={() => {
                    setCorrecting(line);
                    setDraft(line.unclear ? '' : line.text);
                    inputRef.current?.focus();
                  }}
                >
                  {line.unclear ? t('interview.chat.typeInstead') : t('interview.chat.correct')}
                </Button>
              )}
            </Box>
          );
        })}
        <div ref={endRef} />
      </Box>
      {canSend && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {correcting && (
            <Box
              data-testid="correcting"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
            >
              <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                {correcting.unclear ? t('interview.chat.typingInstead') : t('interview.chat.correcting')}
              </Typography>
              <Button size="small" onClick={() => (setCorrecting(null), setDraft(''))}>
                {t('interview.chat.cancel')}
              </Button>
            </Box>
          )}
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              fullWidth
              multiline
              maxRows={4}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                onTyping?.();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void send();
                }
              }}
              label={t('interview.chat.label')}
              placeholder={t('interview.chat.placeholder')}
              error={failed}
              helperText={failed ? t('interview.chat.failed') : undefined}
              inputRef={inputRef}
              slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'chat-input' } }}
            />
            <IconButton
              type="submit"
              color="primary"
              aria-label={t('interview.chat.send')}
              disabled={sending || !draft.trim()}
            >
              <Send sx={flipSend} />
            </IconButton>
          </Box>
        </Box>
      )}
    </Box>
  );
}
