/**
 * Oversight of the AI (issue #22): a person's request for a human instead of the AI, the decision log that sets
 * every AI output beside the human decisions taken after it, and the bias audit of outcomes by group.
 */
export {};
