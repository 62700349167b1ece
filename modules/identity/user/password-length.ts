/** A password's length bounds; its strength is checked on the server (password-strength.ts). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
