import type { OpenAPIObject } from '@nestjs/swagger';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from '../platform/auth';
import {
  accessOfGuards,
  addOperationSecurity,
  requiresCredentials,
  type RouteAccess,
} from './operation-security';

class StaffGuard extends JwtAuthGuard {}
class OtherGuard {}

function documentWith(operationIds: string[]): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: Object.fromEntries(
      operationIds.map((operationId) => [
        `/api/${operationId}`,
        { get: { operationId, responses: { 200: { description: 'ok' } } } },
      ]),
    ),
  };
}

describe('accessOfGuards', () => {
  it.each<[string, unknown[], RouteAccess]>([
    ['no guards', [], 'public'],
    ['guards that check no token', [OtherGuard, new OtherGuard()], 'public'],
    ['the JWT guard', [OtherGuard, JwtAuthGuard], 'token-required'],
    ['the JWT and admin guards', [JwtAuthGuard, AdminGuard], 'token-required'],
    ['a subclass of the JWT guard', [StaffGuard], 'token-required'],
    ['a JWT guard instance', [new StaffGuard()], 'token-required'],
    ['the optional JWT guard', [OtherGuard, OptionalJwtAuthGuard], 'token-optional'],
  ])('%s: %s', (_name, guards, access) => {
    expect(accessOfGuards(guards)).toBe(access);
  });
});

describe('addOperationSecurity', () => {
  it('states every operation: [] when public, bearer when required, bearer or nothing when optional', () => {
    const document = addOperationSecurity(
      documentWith(['health', 'me', 'report']),
      new Map<string, RouteAccess>([
        ['health', 'public'],
        ['me', 'token-required'],
        ['report', 'token-optional'],
      ]),
    );
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/report']?.get?.security).toEqual([{ bearer: [] }, {}]);
  });

  it('refuses an operation whose route it cannot find (the document would guess)', () => {
    expect(() => addOperationSecurity(documentWith(['orphan']), new Map())).toThrow(
      'GET /api/orphan: no route handler found for its operationId',
    );
  });
});

describe('requiresCredentials', () => {
  it('is true only when no requirement is empty', () => {
    expect(requiresCredentials(undefined)).toBe(false);
    expect(requiresCredentials([])).toBe(false);
    expect(requiresCredentials([{ bearer: [] }, {}])).toBe(false);
    expect(requiresCredentials([{ bearer: [] }])).toBe(true);
  });
});
