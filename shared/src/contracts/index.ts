// Contracts are plain TypeScript with no runtime dependency, so the first page load stays small;
// their zod schemas (for the server and forms) live in @tutorium/shared/schemas.
export * from './constants';
export * from './routes';
export * from './errors';
export * from './health';
export * from './user';
export * from './auth';
export * from './pagination';
export * from './gigs';
export * from './jobs';
export * from './tutors';
export * from './admin';
export * from './chat';
export * from './map';
export * from './nearby-gigs';
export * from './payments';
export * from './mail-alerts';
export * from './client-events';
