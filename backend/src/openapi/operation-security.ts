import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DECORATORS, type OpenAPIObject } from '@nestjs/swagger';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../platform/auth';
import { forEachOperation } from './operations';

/** The name of the bearer scheme in `components.securitySchemes` (the access token, `Authorization: Bearer`). */
export const BEARER_SCHEME = 'bearer';

/** Who may call a route: anyone, anyone with an optional token (it is used when sent), or only with a token. */
export type RouteAccess = 'public' | 'token-optional' | 'token-required';

type SecurityRequirements = NonNullable<OpenAPIObject['security']>;

const SECURITY: Record<RouteAccess, SecurityRequirements> = {
  public: [],
  'token-optional': [{ [BEARER_SCHEME]: [] }, {}],
  'token-required': [{ [BEARER_SCHEME]: [] }],
};

const isGuard = (guard: unknown, type: abstract new (...args: never[]) => unknown): boolean => {
  const guardType: unknown = typeof guard === 'function' ? guard : (guard as object | null)?.constructor;
  return typeof guardType === 'function' && (guardType === type || guardType.prototype instanceof type);
};

/** A route's access from its guards (controller's and handler's): the guards decide, so the document follows them. */
export function accessOfGuards(guards: readonly unknown[]): RouteAccess {
  if (guards.some((guard) => isGuard(guard, JwtAuthGuard))) return 'token-required';
  if (guards.some((guard) => isGuard(guard, OptionalJwtAuthGuard))) return 'token-optional';
  return 'public';
}

/**
 * Every route handler of the application by the operationId the document gives it (its `@ApiOperation` id, else
 * the method's name, as `buildOpenApiDocument`'s factory does), with the access its guards grant.
 */
export function routeAccessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const scanner = new MetadataScanner();
  const access = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      const controllerGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const operation = Reflect.getMetadata(DECORATORS.API_OPERATION, handler) as
          { operationId?: string } | undefined;
        const handlerGuards = (Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[];
        const operationId = operation?.operationId ?? name;
        const routeAccess = accessOfGuards([...controllerGuards, ...handlerGuards]);
        if ((access.get(operationId) ?? routeAccess) !== routeAccess) {
          throw new Error(`operationId ${operationId} names two routes with different access`);
        }
        access.set(operationId, routeAccess);
      }
    }
  }
  return access;
}

/**
 * Writes every operation's `security` from its route's guards: the bearer scheme where a token is required, the
 * bearer scheme or nothing where it is optional, and an explicit `[]` on public routes (OpenAPI linters ask for it:
 * a missing `security` reads as "not stated", not as "public"). An operation whose route is unknown is an error.
 */
export function addOperationSecurity(
  document: OpenAPIObject,
  access: ReadonlyMap<string, RouteAccess>,
): OpenAPIObject {
  forEachOperation(document, (operation, pathName, method) => {
    const routeAccess = operation.operationId === undefined ? undefined : access.get(operation.operationId);
    if (routeAccess === undefined) {
      throw new Error(`${method.toUpperCase()} ${pathName}: no route handler found for its operationId`);
    }
    operation.security = SECURITY[routeAccess].map((requirement) => ({ ...requirement }));
  });
  return document;
}

/** True when every way of calling the operation needs a scheme (no empty requirement): it can answer 401. */
export function requiresCredentials(security: SecurityRequirements = []): boolean {
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}
