// `npm start`: install what is missing, build when needed, then run the server in this process
// (it migrates, seeds an empty embedded database and serves http://localhost:3000).
import fs from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();
const { ensureBuild } = await import('./ensure-build.mjs');
ensureBuild();
// React and React Router pick their production builds from this; set it before they load.
process.env.NODE_ENV ??= 'production';
// Production needs PUBLIC_URL (the origin of links in emails, never taken from a request). On a
// laptop the listening address is that origin; read .env first so its PUBLIC_URL and PORT win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
if (!process.env.PUBLIC_URL) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`PUBLIC_URL is not set: links in emails will use ${process.env.PUBLIC_URL}`);
}
// The demo pays through the sandbox gateway (no money moves); a real shop sets PAYMENTS_MODE=live.
process.env.PAYMENTS_MODE ??= 'sandbox';
await import('../apps/web/server/use-production-modules.mjs');
// The server compiled to JavaScript by the build (scripts/build-server.mjs, docs/decisions/040).
await import('../apps/web/build/app-server/index.js');
