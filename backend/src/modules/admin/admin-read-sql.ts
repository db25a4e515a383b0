import { MONEY_TAKEN_STATUSES } from '@petart/domain';

/**
 * What the back office's read model shares (AdminOrderReads, AdminDashboardReads): the range and page shapes, the
 * indexed expressions its filters must repeat exactly, and a WHERE builder with numbered parameters.
 *
 * Everything is filtered, sorted and paginated in PostgreSQL: search uses the pg_trgm indexes of migration
 * 1768100000000 (the `lower(...) LIKE` expressions of the read model must stay identical to the indexed ones), lists
 * sort on the created_at indexes.
 */

/** A date range in UTC instants: [from, toExclusive). */
export interface InstantRange {
  from?: Date;
  toExclusive?: Date;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The lifecycle of an order: the stored generated column orders.fulfilment_lifecycle (the domain's
 * normalizeFulfilmentStatus in SQL, migration 1768100000000), indexed with created_at.
 */
export const LIFECYCLE_SQL = 'o.fulfilment_lifecycle';

/** Payment states that count as paid money (revenue). */
export const PAID_STATES = `('paid', 'partially_refunded')`;

/** Payment states in which money was taken, some or all of it given back since: the domain's MONEY_TAKEN_STATUSES. */
export const TAKEN_STATES = `(${MONEY_TAKEN_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * What an order `o` brought in (the domain's netRevenueCents, summed with TAKEN_STATES): what was paid less what was
 * refunded. Every revenue figure of the back office (the dashboard, a customer's total, the CSV, a discount code's
 * revenue) is net; the refunds are shown beside.
 */
export const NET_AMOUNT_SQL = `(o.total_amount - coalesce(o.refunded_amount, 0))`;

/** `%term%` for LIKE, with the wildcards of the term escaped and lower-cased (the indexed expressions are lower). */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Builds `WHERE` clauses with numbered parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a clause with one parameter. */
  param(value: unknown, sql: (placeholder: string) => string): void {
    this.params.push(value);
    this.clauses.push(sql(`$${this.params.length}`));
  }

  range(column: string, range: InstantRange): void {
    if (range.from) this.param(range.from, (p) => `${column} >= ${p}`);
    if (range.toExclusive) this.param(range.toExclusive, (p) => `${column} < ${p}`);
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }

  /** Placeholders for limit and offset after the filter's own. */
  paging(page: PageRequest): { sql: string; params: unknown[] } {
    const n = this.params.length;
    return {
      sql: `LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...this.params, page.pageSize, (page.page - 1) * page.pageSize],
    };
  }
}
