import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientBundleGuard } from './server/client-bundle-guard.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), clientBundleGuard()],
  ssr: {
    // React Aria ships hundreds of modules; loaded whole by Node it costs about 60 MB of the server's
    // resident memory at start. Bundled into the server build, only the dashboard's few widgets stay.
    noExternal: [
      /^react-aria/,
      /^@react-aria\//,
      /^react-stately/,
      /^@react-stately\//,
      /^@internationalized\//,
      /^@react-types\//,
    ],
  },
  build: {
    // Fonts and small icons stay separate files so they are cached once.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The design system is on every page: one file instead of dozens of tiny ones, each of
        // which was a preload link in the HTML and an entry per route in its inline manifest.
        // (The server's build keeps its own chunking.)
        manualChunks: isSsrBuild
          ? undefined
          : (id: string) => (id.includes('/app/components/ui/') ? 'ui' : undefined),
      },
    },
  },
}));
