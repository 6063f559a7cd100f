// zod schemas of the API contracts, for the server's validation and OpenAPI and for forms.
export * from './errors';
export { numeric } from './fields';
export * from './health';
export * from './user';
export * from './auth';
export * from './pagination';
export * from './gigs';
export * from './jobs';
export * from './tutors';
export * from './admin';
export * from './map';
export * from './nearby-gigs';
export * from './payments';
export * from './mail-alerts';
