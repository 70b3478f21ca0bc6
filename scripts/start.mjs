// `npm start`: install what is missing, build when needed, then run the server in this process
// (it migrates, seeds an empty embedded database and serves http://localhost:3000).
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();
const { ensureBuild } = await import('./ensure-build.mjs');
ensureBuild();
// React and React Router pick their production builds from this; set it before they load.
process.env.NODE_ENV ??= 'production';
await import('../apps/web/server/use-production-modules.mjs');
const { register } = await import('tsx/esm/api');
register();
await import('../apps/web/server/index.ts');
