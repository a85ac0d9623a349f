export * from './basePath';
export * from './failureCodes';
export * from './envelope';
export * from './guest';
