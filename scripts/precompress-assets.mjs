// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build,
// at the highest quality, once per build (issue 20): the server sends them as they are
// (apps/web/server/http/static-files.ts) instead of compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|map|html)$/i;
const MIN_BYTES = 1024;

export function precompressAssets(folder) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name)) {
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        files += 1;
        before += body.length;
        after += br.length;
      }
    }
  };
  walk(folder);
  return { files, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? 'apps/web/build/client');
  const { files, before, after } = precompressAssets(folder);
  console.log(
    `Precompressed ${files} assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (Brotli)`,
  );
}
