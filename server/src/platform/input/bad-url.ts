import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../errors/messages.ts';

/** A path whose percent-encoding cannot be decoded (`/p/%E0%A4%A`) names nothing: the usual 404. */
export function answerBadUrl(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(404).send({ errors: { base: [errorMessages.notFound] } });
}
