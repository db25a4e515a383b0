import { ERROR_TYPES, type ErrorType } from '@petart/domain';

/** The errorType of audit entries (product.md P13: audit entries are error logs of type ADMIN_AUDIT). */
export const ADMIN_AUDIT = 'ADMIN_AUDIT';

/** What the server records besides the API's own error types: a job that gave up, an order parked in error. */
const SERVER_EVENT_TYPES = ['JOB_FAILED', 'ORDER_FULFILMENT_ERROR'] as const;

/**
 * Every errorType the server records itself (ErrorLogsService.record): the API's error types (the domain's error
 * catalogue, what the exception filter writes) and the server's events. Typed, so a new server type cannot be
 * recorded without being added here, and therefore without being refused from browsers.
 */
export type ServerErrorType = ErrorType | (typeof SERVER_EVENT_TYPES)[number];

const SERVER_ONLY = new Set<string>([...ERROR_TYPES, ...SERVER_EVENT_TYPES, ADMIN_AUDIT]);

/** How severe a browser failure is, by its type; 'medium' for the others. */
const CLIENT_SEVERITY: Readonly<Record<string, 'low' | 'medium' | 'high'>> = {
  CHUNK_LOAD_ERROR: 'low',
  UNHANDLED_REJECTION: 'medium',
  RENDER_ERROR: 'high',
};

/**
 * The stored form of the type a browser reported: upper case, '.' and '-' as '_', no repeated or outer '_'
 * ('admin-audit', 'Admin.Audit' and '_admin__audit_' are all ADMIN_AUDIT).
 */
export function normalizeClientErrorType(reported: string): string {
  return reported.toUpperCase().replace(/[.-]/g, '_').replace(/_+/g, '_').replace(/^_|_$/g, '');
}

/**
 * True when a browser report may not use this type: the server's own types and audit entries (a report of
 * ADMIN_AUDIT would be shown as a staff action, could not be deleted and would be kept a year), and a type that
 * normalises to nothing.
 */
export function isReservedForServer(reported: string): boolean {
  const type = normalizeClientErrorType(reported);
  return type === '' || SERVER_ONLY.has(type);
}

export function clientErrorSeverity(type: string): 'low' | 'medium' | 'high' {
  return CLIENT_SEVERITY[type] ?? 'medium';
}
