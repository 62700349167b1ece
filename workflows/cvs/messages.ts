export type CvReadingInput = { candidateId: string; cvId: string };
export const cvReadingWorkflowId = (cvId: string) => `cv-reading-${cvId}`;
