import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

const SUCCESS_FLAG = 'petartSuccessFlag';

/**
 * Marks a route whose answers carry `success` (product.md P14: the checkout summary and the payment intent answer
 * `success: true` or `success: false` with the message to show). The route answers `success: true` itself; the
 * error filter adds `success: false` to every error envelope of the route, so services never write HTTP bodies.
 */
export function AnswersWithSuccessFlag(): MethodDecorator {
  return RouteConfig({ [SUCCESS_FLAG]: true });
}

/** True when the request's route was marked with {@link AnswersWithSuccessFlag}. */
export function routeAnswersWithSuccessFlag(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as unknown as Record<string, unknown> | undefined;
  return config?.[SUCCESS_FLAG] === true;
}
