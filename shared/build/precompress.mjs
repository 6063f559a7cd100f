// Writes brotli and gzip copies next to every compressible built file, once at build time, so the
// server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
// Below this, the headers of a compressed reply cost more than they save.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses every compressible file under `dir` (brotli at its best level, gzip at 9). */
export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
