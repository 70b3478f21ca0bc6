import { createRequestHandler, isRouteErrorResponse, type ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answerOutagesWith503 } from './database-outage-pages.ts';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A build of one page whose loader and action fail as the test says; the document is not rendered. */
function buildWith(fail: () => never) {
  const seen: { status?: number; errors?: unknown } = {};
  const build = {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { errors: unknown } },
        ) => {
          seen.status = status;
          seen.errors = context.staticHandlerContext.errors;
          return new Response('page', { status, headers: { 'content-type': 'text/html' } });
        },
        handleError: vi.fn(),
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => null,
          ErrorBoundary: () => null,
          loader: async () => fail(),
          action: async () => fail(),
        },
      },
    },
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '',
    basename: '/',
    future: {},
    isSpaMode: false,
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
  } as unknown as ServerBuild;
  return { build, seen };
}

describe('pages during a database outage', () => {
  it('answers 503 with a route error for documents, .data requests and actions, and logs at warn', async () => {
    const { build, seen } = buildWith(() => {
      throw Object.assign(new Error('Failed query: select 1'), { cause: terminated() });
    });
    const warn = vi.fn();
    const context = { app: { log: { warn } } };
    const handler = createRequestHandler(answerOutagesWith503(build), 'production');

    const page = await handler(new Request('http://test/'), context as never);
    expect(page.status).toBe(503);
    const [error] = Object.values(seen.errors as Record<string, unknown>);
    expect(isRouteErrorResponse(error) && error.status).toBe(503);

    const dataRequest = await handler(new Request('http://test/_root.data'), context as never);
    expect(dataRequest.status).toBe(503);

    const action = await handler(
      new Request('http://test/', { method: 'POST', body: new FormData() }),
      context as never,
    );
    expect(action.status).toBe(503);

    expect(warn).toHaveBeenCalledTimes(3);
    expect(build.entry.module.handleError).not.toHaveBeenCalled();
  });

  it('leaves every other error as it was: 500 and handleError', async () => {
    const { build } = buildWith(() => {
      throw new TypeError('a bug');
    });
    const handler = createRequestHandler(answerOutagesWith503(build), 'production');
    const page = await handler(new Request('http://test/'), { app: {} } as never);
    expect(page.status).toBe(500);
    expect(build.entry.module.handleError).toHaveBeenCalled();
  });
});
