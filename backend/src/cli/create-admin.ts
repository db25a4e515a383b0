import 'reflect-metadata';
import { isValidEmail, MESSAGES, validateStrongPassword } from '@petart/domain';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { ARGON2_OPTIONS } from '../modules/auth/password-hasher';
import { UserEntity } from '../modules/users/user.entity';
import { resolveConfigOrReport } from '../platform/config/resolve-config';
import { ENTITIES } from '../app.entities';
import { dataSourceOptions } from '../platform/database/data-source-options';
import { databaseForTool, type EmbeddedPostgresHandle } from '../platform/database/embedded-postgres';
import { runCli } from './run-cli';

/** `--email E --password P` (also `--email=E`). */
export function parseArgs(argv: readonly string[]): { email?: string; password?: string } {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--(email|password)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) continue;
    out[match[1]] = match[2] ?? argv[++i] ?? '';
  }
  return out;
}

/** Problems with the arguments (empty = fine): a valid email and the strong password rule. */
export function argumentProblems(args: { email?: string; password?: string }): string[] {
  const problems: string[] = [];
  if (!args.email || !isValidEmail(args.email)) problems.push(`--email: ${MESSAGES.invalidEmail}`);
  const passwordProblem = validateStrongPassword(args.password ?? '');
  if (passwordProblem) problems.push(`--password: ${passwordProblem}`);
  return problems;
}

/** Creates a verified administrator, or promotes (and re-verifies, new password) an existing account. */
export async function createOrPromoteAdmin(
  dataSource: DataSource,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const users = dataSource.getRepository(UserEntity);
  const normalized = email.trim().toLowerCase();
  const hash = await argon2.hash(password, ARGON2_OPTIONS);
  const existing = await users
    .createQueryBuilder('u')
    .where('lower(u.email) = :email', { email: normalized })
    .getOne();
  if (existing) {
    await users.update({ id: existing.id }, { isAdmin: true, emailVerified: true, password: hash });
    return 'promoted';
  }
  await users.insert({ email: normalized, password: hash, isAdmin: true, emailVerified: true });
  return 'created';
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const problems = argumentProblems(args);
  if (problems.length > 0) {
    console.error(`Usage: npm run admin:create -- --email E --password P\n - ${problems.join('\n - ')}`);
    return 2;
  }
  const config = resolveConfigOrReport();
  if (!config) return 1;
  let embedded: EmbeddedPostgresHandle | undefined;
  let dataSource: DataSource | undefined;
  try {
    const database = await databaseForTool(config.database);
    embedded = database.embedded;
    const url = database.url;
    dataSource = new DataSource(dataSourceOptions(url, { entities: ENTITIES }));
    await dataSource.initialize(); // runs pending migrations
    const outcome = await createOrPromoteAdmin(dataSource, args.email as string, args.password as string);
    console.log(`Administrator ${args.email?.trim().toLowerCase()} ${outcome} (email verified).`);
    return 0;
  } finally {
    await dataSource?.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
}

if (require.main === module) runCli(main);
