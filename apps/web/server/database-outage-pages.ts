import { data, type ServerBuild } from 'react-router';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';

/** The body of the 503 route error: the root ErrorBoundary shows `errors.service.unavailable` for any 503. */
export const SERVICE_UNAVAILABLE_TEXT = 'Service Unavailable';

type Handler = (args: { request: Request; context?: unknown }) => unknown;

const guarded = new WeakMap<ServerBuild, ServerBuild>();

/**
 * Every page loader and action of the build, answering an unavailable database (a dropped or
 * refused connection, a failover, a closed PGlite: docs/decisions/028) with a 503 route error
 * instead of an unexpected error. One place for all routes: React Router then answers 503 for
 * documents and `.data` requests alike, the root ErrorBoundary says the service is temporarily
 * unavailable in the page's language (in production React Router hides what an unexpected error
 * was, so the boundary could not tell), and the outage is logged at warn, not error.
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
      if (!isDatabaseUnavailable(error)) throw error;
      const log = (args.context as { app?: { log?: { warn(details: object, message: string): void } } })?.app
        ?.log;
      log?.warn({ err: error, url: args.request.url }, 'page request refused: the database is unavailable');
      throw data(SERVICE_UNAVAILABLE_TEXT, { status: 503 });
    }
  };
}
