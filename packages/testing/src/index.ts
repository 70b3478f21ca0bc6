export * from './test-database.ts';
export * from './postgres.ts';
export * from './test-server.ts';
export * from './browser.ts';
export * from './graphql-contract.ts';
export * from './fake-identity-provider.ts';
export * from './robot-check.ts';
