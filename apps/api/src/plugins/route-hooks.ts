import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Adds `hook` after the route's onSend hooks registered so far (a plugin's `onRoute` that runs
 * later adds after it): it sees the answer as it leaves, headers and payload included.
 */
export function appendOnSend(
  route: RouteOptions,
  hook: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void,
): void {
  const own = Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : [];
  route.onSend = [
    ...own,
    (request, reply, payload, done) => {
      hook(request, reply, payload);
      done(null, payload);
    },
  ];
}
