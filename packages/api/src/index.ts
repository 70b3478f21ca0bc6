export { createGraphqlHandler, GRAPHQL_ENDPOINT, typeDefs, type GraphqlHandler } from './yoga.ts';
export { createGraphqlContext, countryArgument, requestLanguage, type GraphqlContext } from './context.ts';
export { authenticateBearer, actorFromClaims, bearerToken, type BearerOutcome } from './auth/bearer.ts';
export { authenticateSession, type SessionOutcome } from './auth/session.ts';
export { envelope, type Envelope } from './envelope.ts';
export { domainErrorFields, SUCCESS_MESSAGE, type EnvelopeFields } from './errors.ts';
