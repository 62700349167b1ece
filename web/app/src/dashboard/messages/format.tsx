import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { Communication, CommunicationStatus, CommunicationType } from '../../api/communications.ts';
import { errorText, loose } from '../../forms/messages.ts';
import { shown } from '../../privacy/erased.ts';

export const typeIcons: Record<CommunicationType, (props: SvgIconProps) => React.ReactNode> = {
  EMAIL: (props) => <EmailOutlined {...props} />,
  WHATSAPP: (props) => <ChatOutlined {...props} />,
  PHONE: (props) => <PhoneOutlined {...props} />,
  SMS: (props) => <SmsOutlined {...props} />,
};

export function TypeIcon({ type, ...props }: { type: CommunicationType } & SvgIconProps) {
  const Icon = typeIcons[type] ?? typeIcons.EMAIL;
  return <Icon {...props} />;
}

const statusColors: Record<CommunicationStatus, 'default' | 'info' | 'success' | 'error'> = {
  SENT: 'info',
  DELIVERED: 'success',
  READ: 'success',
  FAILED: 'error',
};

/** The delivery status; a message still queued for its provider reads 'Queued'. */
export function StatusChip({ message }: { message: Pick<Communication, 'status' | 'pending'> }) {
  const { t } = useTranslation();
  const pending = message.pending && message.status === 'SENT';
  return (
    <Chip
      size="small"
      data-testid="message-status"
      data-status={pending ? 'PENDING' : message.status}
      color={pending ? 'default' : (statusColors[message.status] ?? 'default')}
      variant={message.status === 'READ' ? 'filled' : 'outlined'}
      label={pending ? t('communications.status.PENDING') : loose(t)(`communications.status.${message.status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}

export function candidateName(message: Communication, t: TFunction): string {
  const candidate = message.candidate;
  const name = [candidate?.firstName, candidate?.lastName].filter(Boolean).join(' ').trim();
  return shown(
    name || candidate?.email || message.email || message.phoneNumber || t('communications.unknownCandidate'),
  );
}

export const messagePath = (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`;

/** The pipeline's profile page is per application; an account id works when there is none. */
export function profileLink(message: Communication): string | undefined {
  const id = message.applicationId ?? message.candidateId;
  return id ? `/dashboard/candidates/${encodeURIComponent(id)}` : undefined;
}

/** Known codes in the page's language (COMMUNICATION.NOT_FOUND → communications.errors.COMMUNICATION_NOT_FOUND). */
export function communicationErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.code) {
    const key = `communications.errors.${error.code.replace(/\./g, '_')}`;
    if (i18next.exists(key)) return loose(t)(key);
  }
  return errorText(t, error, fallbackKey);
}

export function failureText(t: TFunction, reason: Communication['failureReason']): string | undefined {
  if (!reason) return undefined;
  const family = reason.code.split('.')[0] ?? '';
  const exact = `communications.failure.${reason.code.replace(/\./g, '_')}`;
  const general = `communications.failure.${family}`;
  if (i18next.exists(exact)) return loose(t)(exact);
  if (i18next.exists(general)) return loose(t)(general, { code: reason.code });
  return reason.message ?? reason.code;
}

/** What became of a message just sent, as it really is: queued, sent, delivered, read, or failed with the reason. */
export function sendResult(
  t: TFunction,
  message: Pick<Communication, 'status' | 'pending' | 'failureReason'>,
): { text: string; type: 'success' | 'info' | 'error' } {
  if (message.status === 'FAILED') {
    return { text: failureText(t, message.failureReason) ?? t('communications.sendResult.FAILED'), type: 'error' };
  }
  if (message.pending && message.status === 'SENT')
    return { text: t('communications.sendResult.QUEUED'), type: 'info' };
  return { text: loose(t)(`communications.sendResult.${message.status}`), type: 'success' };
}

export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}
