import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../../config.ts';
import { redactUrl } from './redact-url.ts';

/** pino's options: request lines carry the address with its tokens and secrets blanked out. */
export function loggerOptions(
  config: Config,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    stream,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
