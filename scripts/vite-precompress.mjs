import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text asset of the build, so
 * the server sends them by content negotiation (@fastify/static `preCompressed`) without compressing per request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'plumbline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const bytes = fs.readFileSync(file);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          fs.writeFileSync(`${file}.br`, await brotli(bytes, { params }));
          fs.writeFileSync(`${file}.gz`, await gzip(bytes, { level: 9 }));
        }),
      );
    },
  };
}
