import { data, type ServerBuild } from 'react-router';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';

/** The body of the 503 route error: the root ErrorBoundary shows `errors.service.unavailable` for any 503. */
export const SERVICE_UNAVAILABLE_TEXT = 'Service Unavailable';
export const BAD_REQUEST_TEXT = 'Bad Request';

/**
 * A body that is not the form its Content-Type announces (a cut or forged multipart): undici's
 * `request.formData()` rejects with this TypeError, which no form of ours sends, so it is the
 * client's 400 rather than the server's 500.
 */
const isUnreadableForm = (error: unknown): boolean =>
  error instanceof TypeError && /parse body as FormData/i.test(error.message);

type Handler = (args: { request: Request; context?: unknown }) => unknown;

const guarded = new WeakMap<ServerBuild, ServerBuild>();

/**
 * Every page loader and action of the build, answering an unavailable database (a dropped or
 * refused connection, a failover, a closed PGlite: docs/decisions/028) with a 503 route error
 * instead of an unexpected error. One place for all routes: React Router then answers 503 for
 * documents and `.data` requests alike, the root ErrorBoundary says the service is temporarily
 * unavailable in the page's language (in production React Router hides what an unexpected error
 * was, so the boundary could not tell), and the outage is logged at warn, not error. A form body
 * that cannot be read is answered 400 here as well, for every action at once.
 */
export function answerOutagesWith503(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  return typeof build === 'function' ? async () => guardBuild(await build()) : guardBuild(build);
}

function guardBuild(build: ServerBuild): ServerBuild {
  const known = guarded.get(build);
  if (known) return known;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || (!route.module.loader && !route.module.action)) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module } as Record<string, unknown>;
    if (route.module.loader) module['loader'] = guard(route.module.loader as Handler);
    if (route.module.action) module['action'] = guard(route.module.action as Handler);
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  const result = { ...build, routes };
  guarded.set(build, result);
  return result;
}

function guard(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isUnreadableForm(error)) throw data(BAD_REQUEST_TEXT, { status: 400 });
      if (!isDatabaseUnavailable(error)) throw error;
      const log = (args.context as { app?: { log?: { warn(details: object, message: string): void } } })?.app
        ?.log;
      log?.warn({ err: error, url: args.request.url }, 'page request refused: the database is unavailable');
      throw data(SERVICE_UNAVAILABLE_TEXT, { status: 503 });
    }
  };
}
