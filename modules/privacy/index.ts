/**
 * Privacy: what a person is told and has accepted (the versioned privacy and AI-use notices), and their rights of
 * access, portability and erasure (issue #22).
 */
export {};
