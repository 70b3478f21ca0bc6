import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // `/` -> `/ar-eg/` (the default locale).
  index('routes/root-redirect.tsx'),
  route('dev/ui', 'routes/dev-ui.tsx'), // design system gallery; 404 in production unless SOUQ_DEV_UI=true
  // Every page lives under the locale; the layout validates it (lib/locale-routing.ts).
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('categories/:slug', 'routes/category.tsx'),
    route('products/:id', 'routes/product.tsx'),
  ]),
  // Anything else: 404 in the language of the URL when it has one.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
