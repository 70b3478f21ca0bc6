import { register } from 'node:module';

if (process.env.NODE_ENV === 'production') register('./production-modules.mjs', import.meta.url);
