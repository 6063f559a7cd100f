export * from './constants';
export * from './routes';
export * from './errors';
export * from './health';
