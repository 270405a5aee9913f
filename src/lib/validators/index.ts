export * from './common';
export * from './documents';
export * from './phone';
export * from './zod';
