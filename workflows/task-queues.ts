export const TASK_QUEUE = 'tawzeef';
