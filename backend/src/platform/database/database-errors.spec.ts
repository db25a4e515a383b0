import { QueryFailedError } from 'typeorm';
import { QueryRunnerAlreadyReleasedError } from 'typeorm/error/QueryRunnerAlreadyReleasedError';
import { resolveError } from '../http/all-exceptions.filter';
import { isDatabaseUnavailableError } from './database-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['a client-side query timeout', new Error('Query read timeout')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')],
    ['statement_timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['an administrator shutdown', pgError('57P01')],
    ['a connection exception', pgError('08006')],
    ['too many connections', pgError('53300')],
    ['a released query runner', new QueryRunnerAlreadyReleasedError()],
    [
      'a TypeORM QueryFailedError around a timeout',
      new QueryFailedError('SELECT 1', [], new Error('Query read timeout')),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a non-error', 'boom'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it('becomes 503 DATABASE.UNAVAILABLE (SERVER_ERROR) in the envelope, without the driver message', () => {
    const resolved = resolveError(new QueryFailedError('SELECT secret', [], new Error('Query read timeout')));
    expect(resolved.status).toBe(503);
    expect(resolved.body).toEqual({
      error: 'Service unavailable',
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      errorType: 'SERVER_ERROR',
      details: [],
      code: 'DATABASE.UNAVAILABLE',
    });
  });
});
