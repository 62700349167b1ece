export type InterviewRoomInput = { roomName: string; interviewerTaskQueue: string };

/** One dispatch per room at a time: Temporal refuses a second running workflow with the same id. */
export const interviewRoomWorkflowId = (roomName: string) => `interview-room-${roomName}`;

/** The AI interviewers' own queue, polled only by processes with the interviewer role. */
export const interviewerTaskQueue = (taskQueue: string) => `${taskQueue}-interviewer`;
