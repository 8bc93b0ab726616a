import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers compressed on the fly (issue #43, ADR 0061): brotli or gzip as the request's Accept-Encoding prefers, with
 * `Vary: Accept-Encoding`, for text answers (HTML, JSON, XML, SVG, JavaScript, CSS) of 1 KB or more, at fast levels
 * (brotli 4, gzip 6: a few hundred microseconds for a page). The web app's static files are compressed at build time
 * and sent as they are (@fastify/static `preCompressed`); an answer already encoded is left alone; images and other
 * binary files are never compressed. Request bodies are not decompressed (no endpoint takes a compressed upload).
 * Registered before any route: the plugin hooks each route as it is added.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)(?:json|xml)(?:;|$)|^application\/(?:javascript|manifest\+json)(?:;|$)/;

export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
