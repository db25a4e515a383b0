import { createHash } from 'node:crypto';

/**
 * Identical errors share a fingerprint: the type, the message with its variable parts (ids, numbers, hashes, quoted
 * values) replaced, the first stack frame and the route. Two failures of the same bug for different orders or users
 * therefore group into one row with a count.
 */
export function normalizeErrorMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b[0-9a-f]{16,}\b/gi, '<hash>')
    .replace(/(['"`])[^'"`]{0,200}\1/g, '<value>')
    .replace(/\d+/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/** The first frame of a stack ("at fn (file:line)") without its column, or '' when there is none. */
export function firstStackFrame(stack: string | null | undefined): string {
  const frame = (stack ?? '').split('\n').find((line) => /^\s*at\s/.test(line) || /@/.test(line));
  return (frame ?? '').trim().replace(/:\d+\)?$/, '');
}

export function errorFingerprint(input: {
  errorType: string;
  errorMessage: string;
  stackTrace?: string | null;
  route?: string | null;
}): string {
  return createHash('sha256')
    .update(
      [
        input.errorType,
        normalizeErrorMessage(input.errorMessage),
        firstStackFrame(input.stackTrace),
        input.route ?? '',
      ].join('\u0000'),
    )
    .digest('hex');
}
