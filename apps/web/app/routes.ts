import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // `/` -> `/ar-eg/` (the default locale).
  index('routes/root-redirect.tsx'),
  // Every page lives under the locale; the layout validates it (lib/locale-routing.ts).
  route(':locale', 'routes/locale-layout.tsx', [index('routes/home.tsx')]),
  // Anything else: 404 in the language of the URL when it has one.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
