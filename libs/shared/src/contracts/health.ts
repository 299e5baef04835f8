// Liveness, for load balancers.
import { health as healthAnswer } from './answers.js';
import { route } from './contract.js';

export const health = {
  get: route({
    method: 'GET',
    path: '/health',
    access: { public: true },
    tag: 'health',
    summary: '{status:"ok", queue} when the database answers; 503 when it does not',
    description:
      'queue: {waiting, active, oldest_waiting_seconds} of the email and push job queue (null before its first start).',
    status: 200,
    response: healthAnswer,
    errors: [503],
  }),
};
