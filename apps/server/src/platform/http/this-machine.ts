import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The TCP peer, never X-Forwarded-For, is a loopback address: development tools answer this machine only. */
export const fromThisMachine = (req: FastifyRequest): boolean => LOOPBACK.test(req.socket.remoteAddress ?? '');
