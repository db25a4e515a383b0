import { Injectable } from '@nestjs/common';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A read statement with a fixed name and text, prepared once per pooled connection. */
export interface PreparedRead {
  /** Unique per text (PostgreSQL keeps one plan per name and connection). */
  readonly name: string;
  readonly text: string;
}

/**
 * The hot reads of the API (session, cart, the signed-in user), sent as named prepared statements straight to the
 * pool TypeORM owns (same connections, same transactions-free semantics as `DataSource.query`). Why: these run on
 * every page of the journey; PostgreSQL then parses and plans each statement once per connection instead of once per
 * request, and the request skips TypeORM's per-query QueryRunner (measured in docs/benchmarks.md).
 * Writes and anything inside a transaction keep going through TypeORM.
 */
@Injectable()
export class PreparedReads {
  private readonly texts = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {}

  /** Declares a statement; the same name with another text is a programming error. */
  static statement(name: string, text: string): PreparedRead {
    return { name, text };
  }

  async rows<T extends QueryResultRow>(statement: PreparedRead, values: unknown[]): Promise<T[]> {
    const known = this.texts.get(statement.name);
    if (known === undefined) this.texts.set(statement.name, statement.text);
    else if (known !== statement.text) throw new Error(`prepared statement ${statement.name} has two texts`);
    const result = await this.pool().query<T>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }
}
