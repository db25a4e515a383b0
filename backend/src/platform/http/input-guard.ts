import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Deepest nesting a request body may have. Our DTOs are at most three levels deep and a Stripe event about ten; the
 * limit only exists so that class-transformer/class-validator (recursive) never see a 10,000-deep payload.
 */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';
export const SURROGATE_MESSAGE =
  'Text must be well-formed Unicode (a lone surrogate, \\uD800 to \\uDFFF, is not a character)';
export const DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Which part of the request a problem was found in (named in the error details). */
export type InputPart = 'body' | 'query' | 'params' | 'cookies';

/** A lone surrogate: in a `u` regular expression a well-formed pair is one code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with one string or object key, if anything. */
function textProblem(text: string): 'nul' | 'surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
}

/**
 * The first problem of one parsed input, or undefined: a NUL character in any string or object key (PostgreSQL
 * text cannot store it, so it reached the driver as a 500), ill-formed UTF-16 (a lone surrogate: stored as U+FFFD,
 * or refused by PostgreSQL's jsonb as a 500), or nesting deeper than `maxDepth`. Iterative, so that the check itself
 * cannot overflow the stack.
 */
export function findUnsafeInput(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): 'nul' | 'surrogate' | 'depth' | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) return problem;
    } else if (node !== null && typeof node === 'object') {
      if (Buffer.isBuffer(node)) continue;
      if (depth >= maxDepth) return 'depth';
      if (Array.isArray(node)) {
        for (const item of node) stack.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(node)) {
          const problem = textProblem(key);
          if (problem) return problem;
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return undefined;
}

/** The parts of a request the guard reads, in the order their problems are reported. */
const INPUT_PARTS: readonly InputPart[] = ['params', 'query', 'cookies', 'body'];

const MESSAGES = { nul: NUL_MESSAGE, surrogate: SURROGATE_MESSAGE, depth: DEPTH_MESSAGE } as const;

/** Nothing to check: absent, or an object without own keys (a GET's params, query and cookies, most of the time). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** The error for the first unsafe part of a request, or undefined when every part is fine. */
export function unsafeInputError(
  request: Pick<FastifyRequest, 'body' | 'query' | 'params'> & { cookies?: unknown },
): AppError | undefined {
  for (const part of INPUT_PARTS) {
    const value: unknown = request[part];
    // Every request passes here: empty parts are skipped without the walk's allocations.
    if (isEmpty(value)) continue;
    const problem = findUnsafeInput(value);
    if (problem === undefined) continue;
    const message = MESSAGES[problem];
    return new AppError('VALIDATION.FAILED', message, { details: [`${part}: ${message}`] });
  }
  return undefined;
}

/**
 * One place for input every route must refuse (bodies, query strings, path parameters and cookies): NUL characters,
 * lone surrogates (an email, a name, any text) and absurd nesting answer 400 VALIDATION_ERROR before any pipe, guard
 * or SQL sees them. A preValidation hook runs
 * after the body parsers, so multipart uploads (no parsed body) and the Stripe webhook's raw body are untouched.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    done(unsafeInputError(request));
  });
}
