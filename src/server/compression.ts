import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Pages and API answers are compressed as they are sent, so speed matters as much as size (the
 * app's scripts and stylesheets come compressed from the build, decision 274). Brotli's default
 * quality (11) takes about 300 ms for the 215 KB main bundle; quality 5 takes about 6 ms and
 * still comes out smaller than gzip (quality 4 does not).
 */
export const BROTLI_QUALITY = 5;

export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
};
