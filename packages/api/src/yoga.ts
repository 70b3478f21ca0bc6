import fs from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
// Only types from 'graphql' here: a value import could load its ESM build beside the CommonJS build
// Yoga uses (Vite prefers the `module` field), and graphql refuses objects from "another realm".
import type { DocumentNode, ExecutionResult, ValidationRule } from 'graphql';
import {
  createGraphQLError,
  createSchema,
  createYoga,
  handleStreamOrSingleExecutionResult,
  type Plugin,
  type YogaLogger,
  type YogaServerInstance,
} from 'graphql-yoga';
import type { Logger } from '@souq/core/logger.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createGraphqlContext, type GraphqlContext, type NodeServerContext } from './context.ts';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';
import {
  isOriginalGraphQLError,
  isServiceUnavailableEnvelope,
  maskedError,
  serviceUnavailableError,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors.ts';
import { useInputHygiene } from './input-hygiene.plugin.ts';
import { buildResolvers } from './resolvers/index.ts';

/** The schema-first SDL, read once. */
export const typeDefs = fs.readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export const GRAPHQL_ENDPOINT = '/graphql';
/** GraphQL documents are small; uploads go through REST. */
const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export type GraphqlHandler = YogaServerInstance<NodeServerContext, GraphqlContext>;

/** Yoga's own messages (request parsing, its safety-net masking) go to the app's pino logger. */
function yogaLogger(log: Logger): YogaLogger {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (first?: unknown, ...rest: unknown[]) => {
      if (first instanceof Error) log[level]({ err: first }, first.message);
      else if (typeof first === 'string') log[level](rest.length > 0 ? { details: rest } : {}, first);
      else log[level]({ details: [first, ...rest] }, 'graphql');
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

/** Production answers no `__schema`/`__type` queries: the SDL is published to partners instead. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(
          `GraphQL introspection is not allowed, but the query contained ${node.name.value}.`,
          {
            nodes: [node],
          },
        ),
      );
    }
  },
});

/** The name of the operation that ran, for logs. */
function operationNameOf(document: DocumentNode, requested: string | null | undefined): string | undefined {
  if (requested) return requested;
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * Unexpected resolver errors are logged here with the request id, the operation and the path, and
 * replaced by `Unexpected error.` carrying the request id. Yoga's maskedErrors, behind this plugin,
 * then sees an already-safe error; it still masks whatever else might slip through. An unavailable
 * database is expected in an outage (docs/decisions/028): logged at warn, answered 503 (in the
 * envelope by `envelope()`, or here as a 503 error with the fixed message when no envelope holds it).
 */
function useUnexpectedErrorMasking(): Plugin<GraphqlContext> {
  return {
    onExecute() {
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ args, result, setResult }) => {
            const context = args.contextValue as Partial<GraphqlContext>;
            const unavailable = Object.entries(result.data ?? {})
              .filter(([, value]) => isServiceUnavailableEnvelope(value))
              .map(([field]) => field);
            if (unavailable.length > 0) {
              context.log?.warn(
                {
                  fields: unavailable,
                  operationName: operationNameOf(args.document, args.operationName),
                },
                'graphql operation answered 503: the database is unavailable',
              );
            }
            if (!result.errors?.length) return;
            let changed = false;
            const errors = result.errors.map((error) => {
              if (isOriginalGraphQLError(error)) return error;
              changed = true;
              if (isDatabaseUnavailable(error.originalError ?? error)) {
                context.log?.warn(
                  {
                    err: error.originalError ?? error,
                    path: error.path,
                    operationName: operationNameOf(args.document, args.operationName),
                  },
                  'graphql operation failed: the database is unavailable',
                );
                return serviceUnavailableError(error, context.requestId);
              }
              context.log?.error(
                {
                  err: error.originalError ?? error,
                  path: error.path,
                  operationName: operationNameOf(args.document, args.operationName),
                },
                'graphql operation failed',
              );
              return maskedError(error, context.requestId);
            });
            if (changed) setResult({ ...result, errors } as ExecutionResult);
          });
        },
      };
    },
  };
}

/**
 * The GraphQL API of SPEC.md section 7 over the runtime's services. The result is a Yoga instance:
 * a Node request listener (`http.createServer(handler)` or `handler(req, res)`) and a fetch handler
 * (`handler.fetch(url, init)`). It answers at /graphql.
 */
export function createGraphqlHandler(runtime: AppRuntime): GraphqlHandler {
  const { config, log } = runtime;
  const production = config.env === 'production';
  const schema = createSchema<GraphqlContext>({ typeDefs, resolvers: buildResolvers() });

  return createYoga<NodeServerContext, GraphqlContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: async ({ request, req, res }) => {
      try {
        return await createGraphqlContext(runtime, request, { req, res });
      } catch (error) {
        // The request's session is read from the database: in an outage, 503 before any resolver.
        if (!isDatabaseUnavailable(error)) throw error;
        log.warn({ err: error }, 'graphql request refused: the database is unavailable');
        throw serviceUnavailableError(error, undefined);
      }
    },
    logging: yogaLogger(log.child({ component: 'graphql' })),
    // Never send stacks or original messages, in any environment; the log has them.
    maskedErrors: { errorMessage: UNEXPECTED_ERROR_MESSAGE, isDev: false },
    // GraphiQL would load its page from a CDN: off. Use any GraphQL client against /graphql.
    graphiql: false,
    landingPage: false,
    batching: false,
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    // Bearer tokens, not cookies, authenticate here: any origin may call, none with credentials.
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST', 'OPTIONS'] },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: config.graphql.maxDepth, flattenFragments: true },
        maxAliases: { n: config.graphql.maxAliases },
        costLimit: { maxCost: config.graphql.maxCost },
        maxTokens: { n: config.graphql.maxTokens },
        maxDirectives: { n: 50 },
        blockFieldSuggestion: { enabled: production },
      }),
      production && {
        onValidate({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) {
          addValidationRule(noIntrospection);
        },
      },
      // Control characters in any argument: a 400 before any resolver runs (issue 14).
      useInputHygiene(),
      useUnexpectedErrorMasking(),
    ],
  });
}
