export * from './test-database.ts';
export * from './postgres.ts';
