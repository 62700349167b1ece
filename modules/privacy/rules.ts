/**
 * The privacy rules a browser needs as well as the server (the notices' texts and versions).
 * Browser-safe: the files it reaches import nothing but each other (checked by `npm run boundaries` and
 * web/app/src/rules.unit.test.ts).
 */
export {
  currentNoticeVersions,
  noticeContexts,
  noticeKinds,
  noticeNotAcceptedMessages,
  notices,
  staleNotices,
  type AcceptedNotices,
  type Notice,
  type NoticeContext,
  type NoticeKind,
  type NoticeLanguage,
  type NoticeSection,
  type NoticeText,
} from './notices/texts.ts';
