export * from './errors';
export * from './constants';
export * from './envelope';
export * from './identity';
export * from './auth';
export * from './health';
export * from './points';
export * from './site';
