import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: below ~1 KB the headers and the CPU cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression (brotli, else gzip) of compressible answers above {@link COMPRESSION_THRESHOLD_BYTES}:
 * JSON from the API above all (the catalogue, sessions, orders). Built files are not compressed here: they are
 * precompressed at build time and served as they are (static-sites.ts); @fastify/compress leaves an answer that
 * already has a Content-Encoding alone. Brotli quality 4 keeps the CPU per answer close to gzip's.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
