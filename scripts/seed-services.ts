import type { Container } from 'inversify';
import { interviewSessionsOf } from '@tawzeef/interviews';
import { TOKENS } from '../web/api/src/tokens.ts';
import type { SeedServices } from './seed/services.ts';

/** The seed's services from the API's container (the command line's and the seed test's composition root). */
export function seedServicesOf(container: Container): SeedServices {
  const interviews = container.get(TOKENS.Interviews);
  return {
    store: container.get(TOKENS.EventStore),
    runner: container.get(TOKENS.ProjectionRunner),
    cvStorage: container.get(TOKENS.CvStorage),
    ai: container.get(TOKENS.AiEngine),
    queries: container.get(TOKENS.ReadModels),
    temporal: container.get(TOKENS.TemporalClient),
    interviews,
    sessions: interviewSessionsOf(interviews),
    interviewMaxMinutes: container.get(TOKENS.Config).INTERVIEW_MAX_MINUTES,
    readModelDb: container.get(TOKENS.ReadModelDb),
    selfIdKey: container.get(TOKENS.Config).SELF_ID_KEY,
    processes: container.get(TOKENS.ApplicationProcesses),
  };
}
