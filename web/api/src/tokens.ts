import type { ServiceIdentifier } from 'inversify';
import type { ApiRoute } from '@tawzeef/http';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Client, Connection } from '@temporalio/client';
import type { RoomServiceClient } from 'livekit-server-sdk';
import type { AppEventStore } from '@tawzeef/shared';
import type { AppEventStoreParts } from './event-store.ts';
import type {
  BoardIndexSync,
  OpenSearchBoard,
  ProjectionRunner,
  Reactor,
  ReadModelDb,
  ReadModelQueries,
} from '@tawzeef/read-models';
import type { AiEngine } from '@tawzeef/ai';
import type { FileStore, IdentityService, Mailer } from '@tawzeef/identity';
import type { JobsService } from '@tawzeef/jobs';
import type { ApplicationsService, CvStorage } from '@tawzeef/applications';
import type { HumanInterviewsService, InterviewsService, RecordingStorage } from '@tawzeef/interviews';
import type { InterviewAgent } from '@tawzeef/interview-agent';
import type { HiringActivities, HumanInterviewActivities } from '@tawzeef/workflows';
import type { CommunicationsService } from '@tawzeef/communications';
import type { NotificationsService } from '@tawzeef/notifications';
import type { ApplicationProcesses } from '@tawzeef/applications/http';
import type { NotificationHub } from '@tawzeef/notifications/http';
import type { MailLoop, MentionMails } from '@tawzeef/notifications/mails';
import type { AppConfig } from './config.ts';
import type { SessionMiddleware, ReadAfter, WaitFor } from '@tawzeef/http';
import type { HealthCheck } from './health.ts';
import type { Metrics } from './metrics.ts';
import type { BackgroundWorker } from './temporal-worker.ts';
import type { JobExpiry } from './contexts/jobs/expiry.ts';
import type { Seo } from '@tawzeef/jobs/http';
import type { ConsentsService, Erasure, KeyVault, RetentionRun } from '@tawzeef/privacy';
import type { NoticeGate } from '@tawzeef/privacy/http';

/** A router mounted under /api; its factory registers its paths in the OpenAPI registry. */
export type { ApiRoute };

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`tawzeef.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  ReadModelDb: token<ReadModelDb>('ReadModelDb'),
  PgPool: token<Pool>('PgPool'),
  EventStore: token<AppEventStore>('EventStore'),
  /** The per-person keys sealing personal data in events (cached; erasing through it evicts at once). */
  KeyVault: token<KeyVault>('KeyVault'),
  EventStoreParts: token<AppEventStoreParts>('EventStoreParts'),
  ProjectionRunner: token<ProjectionRunner>('ProjectionRunner'),
  ReadModels: token<ReadModelQueries>('ReadModels'),
  /** The board on OpenSearch when SEARCH_ENGINE=opensearch, else null (PostgreSQL's own search). */
  OpenSearchBoard: token<OpenSearchBoard | null>('OpenSearchBoard'),
  /** Keeps the OpenSearch board in step with the jobs read model; runs where the projections run. */
  BoardIndexSync: token<BoardIndexSync | null>('BoardIndexSync'),
  ReadAfter: token<ReadAfter>('ReadAfter'),
  WaitFor: token<WaitFor>('WaitFor'),
  TemporalConnection: token<Connection>('TemporalConnection'),
  TemporalClient: token<Client>('TemporalClient'),
  LiveKitRooms: token<RoomServiceClient>('LiveKitRooms'),
  TemporalWorker: token<BackgroundWorker>('TemporalWorker'),
  HealthCheck: token<HealthCheck>('HealthCheck'),
  Metrics: token<Metrics>('Metrics'),
  OpenApiRegistry: token<OpenAPIRegistry>('OpenApiRegistry'),
  ApiRoute: token<ApiRoute>('ApiRoute'),
  Clock: token<() => Date>('Clock'),
  Mailer: token<Mailer>('Mailer'),
  FileStore: token<FileStore>('FileStore'),
  AiEngine: token<AiEngine>('AiEngine'),
  Identity: token<IdentityService>('Identity'),
  Sessions: token<SessionMiddleware>('Sessions'),
  Jobs: token<JobsService>('Jobs'),
  JobExpiry: token<JobExpiry>('JobExpiry'),
  WorkflowStarts: token<Reactor>('WorkflowStarts'),
  Seo: token<Seo>('Seo'),
  CvStorage: token<CvStorage>('CvStorage'),
  Applications: token<ApplicationsService>('Applications'),
  ApplicationProcesses: token<ApplicationProcesses>('ApplicationProcesses'),
  Notifications: token<NotificationsService>('Notifications'),
  NotificationHub: token<NotificationHub>('NotificationHub'),
  Digest: token<MailLoop>('Digest'),
  MentionMails: token<MentionMails>('MentionMails'),
  WeeklyReport: token<MailLoop>('WeeklyReport'),
  Communications: token<CommunicationsService>('Communications'),
  Interviews: token<InterviewsService>('Interviews'),
  HumanInterviews: token<HumanInterviewsService>('HumanInterviews'),
  HumanInterviewActivities: token<HumanInterviewActivities>('HumanInterviewActivities'),
  RecordingStorage: token<RecordingStorage>('RecordingStorage'),
  /** The AI interviewer (docs/interview-agent.md): holds the rooms the interviewer worker is handed. */
  InterviewAgent: token<InterviewAgent>('InterviewAgent'),
  /** Runs the interviewers' activity (holding a room) for the interviewer role. */
  InterviewerWorker: token<BackgroundWorker>('InterviewerWorker'),
  /** Asks for an AI interviewer in a room (a workflow per room); a no-op when INTERVIEW_AGENT=off. */
  DispatchInterviewer: token<(roomName: string) => void>('DispatchInterviewer'),
  InterviewActivities:
    token<Omit<HiringActivities, 'analyzeApplicationCv' | 'recordCvAnalysisFailure'>>('InterviewActivities'),
  /** Privacy (issue #22): the notices a person accepted, and the gate of the actions that need them. */
  Consents: token<ConsentsService>('Consents'),
  NoticeGate: token<NoticeGate>('NoticeGate'),
  /** Crypto-shredding a candidate or some applications (modules/privacy/erasure/erasure-port.ts). */
  Erasure: token<Erasure>('Erasure'),
  /** Retention (issue #22): the daily run's steps (the worker's activities) and the Schedule that starts it. */
  RetentionRun: token<RetentionRun>('RetentionRun'),
  RetentionSchedule: token<{ start(): void; stop(): void }>('RetentionSchedule'),
  /** Mounted at the site's root with sessions (paths the spec names without /api). */
  RootRoute: token<ApiRoute>('RootRoute'),
  /** Mounted under /api before the JSON parser and sessions: providers' signed callbacks. */
  WebhookRoute: token<ApiRoute>('WebhookRoute'),
} as const;
