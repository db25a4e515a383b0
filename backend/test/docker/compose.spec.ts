import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { parseDockerfile } from './dockerfile-layout';

const DOCKER = path.resolve(__dirname, '../../../docker');
/** The compose file under test; COMPOSE_FILE points at another one (e.g. an older revision, to see this fail). */
const COMPOSE = process.env.COMPOSE_FILE ?? path.join(DOCKER, 'compose.yaml');

/** Repositories that no longer publish (MinIO removed both in 2026; Bitnami's free images moved to a frozen legacy). */
const GONE = [
  /^(docker\.io\/)?minio\/minio$/,
  /^(docker\.io\/)?minio\/mc$/,
  /^(docker\.io\/)?bitnami(legacy)?\//,
];

/**
 * A reference pinned to a release: a digest, or a tag carrying at least major.minor (`18.4`, `v3.7.3`,
 * `24.22.3-bookworm-slim`). `latest`, no tag, or a bare major (`postgres:18`) float.
 */
export function pinned(reference: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return true;
  const tag = /:([^/:]+)$/.exec(reference)?.[1];
  return tag !== undefined && /^v?\d+\.\d+/.test(tag);
}

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown; disable?: boolean };
  volumes?: (string | { source?: string; type?: string })[];
  configs?: (string | { source: string; target?: string })[];
}

interface ComposeFile {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { file?: string; content?: string }>;
}

const compose = parse(readFileSync(COMPOSE, 'utf8'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services ?? {});
const dependencies = (service: Service): [string, string][] =>
  Array.isArray(service.depends_on)
    ? service.depends_on.map((name) => [name, 'service_started'])
    : Object.entries(service.depends_on ?? {}).map(([name, { condition }]) => [
        name,
        condition ?? 'service_started',
      ]);
/** Local tags that a build in this file makes (they are never pulled). */
const builtHere = new Set(services.flatMap(([, s]) => (s.build && s.image ? [s.image] : [])));

describe(`docker compose file (${path.basename(COMPOSE)})`, () => {
  it('pulls only pinned images from repositories that still publish', () => {
    const pulled = services.filter(([, s]) => s.image && !builtHere.has(s.image));
    expect(pulled.length).toBeGreaterThan(0);
    expect(pulled.filter(([, s]) => !pinned(s.image!)).map(([name, s]) => `${name}: ${s.image}`)).toEqual([]);
    const repositories = pulled.map(([, s]) => s.image!.replace(/[:@].*$/, ''));
    expect(repositories.filter((repository) => GONE.some((gone) => gone.test(repository)))).toEqual([]);
  });

  it('has the shape `docker compose config` accepts', () => {
    const names = new Set(services.map(([name]) => name));
    const conditions = ['service_started', 'service_healthy', 'service_completed_successfully'];
    const problems: string[] = [];
    for (const [name, service] of services) {
      if (!service.image && !service.build) problems.push(`${name}: neither image nor build`);
      for (const [target, condition] of dependencies(service)) {
        const other = compose.services?.[target];
        if (!names.has(target) || !other) {
          problems.push(`${name} depends on ${target}, which is not a service`);
          continue;
        }
        if (!conditions.includes(condition)) problems.push(`${name}: unknown condition ${condition}`);
        if (condition === 'service_healthy' && !other.healthcheck?.test)
          problems.push(`${name} waits for ${target} to be healthy, which has no health check`);
        // A service of the default stack cannot wait for one that only a profile starts.
        if (other.profiles?.length && !service.profiles?.some((p) => other.profiles!.includes(p)))
          problems.push(
            `${name} depends on ${target}, which runs only with --profile ${other.profiles.join('/')}`,
          );
      }
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
        const named = source !== '' && !source.startsWith('.') && !source.startsWith('/');
        if (named && !(source in (compose.volumes ?? {})))
          problems.push(`${name} mounts volume ${source}, which is not declared`);
        if (!named && source !== '' && !existsSync(path.resolve(path.dirname(COMPOSE), source)))
          problems.push(`${name} mounts ${source}, which does not exist`);
      }
      for (const config of service.configs ?? []) {
        const source = typeof config === 'string' ? config : config.source;
        const declared = compose.configs?.[source];
        if (!declared) problems.push(`${name} uses config ${source}, which is not declared`);
        else if (declared.file && !existsSync(path.resolve(path.dirname(COMPOSE), declared.file)))
          problems.push(`config ${source}: ${declared.file} does not exist`);
      }
    }
    expect(problems).toEqual([]);
    // What an orchestrator needs: the database and the API report their health.
    expect(compose.services?.postgres?.healthcheck?.test).toBeDefined();
    // The services that wait for the API wait until it is ready (database, migrations, storage).
    expect(JSON.stringify(compose.services?.api?.healthcheck?.test)).toContain('/api/health/ready');
  });

  it('builds from Dockerfiles whose base images are pinned, with a context that leaves secrets and trees out', () => {
    const dockerfiles = ['Dockerfile', 'admin.Dockerfile'].map((file) => path.join(DOCKER, file));
    const bases = dockerfiles.flatMap((file) => {
      const stages = parseDockerfile(readFileSync(file, 'utf8'));
      const names = new Set(stages.map((stage) => stage.name));
      return stages.map((stage) => stage.from).filter((from) => !names.has(from));
    });
    expect(bases.filter((base) => !pinned(base))).toEqual([]);
    // The image's own health check is liveness: a slow database must not get every API container restarted.
    expect(readFileSync(dockerfiles[0]!, 'utf8')).toMatch(/^HEALTHCHECK .*\/api\/health\/live'/m);
    const ignored = readFileSync(path.join(DOCKER, '..', '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/.data', '.git', '**/dist', '**/.env'])
      expect(ignored).toContain(entry);
  });

  it('scrapes the API with the metrics token and ships a Grafana dashboard', () => {
    const prometheus = parse(readFileSync(path.join(DOCKER, 'prometheus', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: {
        job_name: string;
        metrics_path?: string;
        authorization?: { credentials_file?: string };
      }[];
    };
    const api = prometheus.scrape_configs.find((job) => job.job_name === 'petart-api');
    expect(api?.metrics_path).toBe('/metrics');
    const tokenFile = api?.authorization?.credentials_file;
    const mounted = (compose.services?.prometheus?.configs ?? []).map((c) =>
      typeof c === 'string' ? undefined : c.target,
    );
    expect(mounted).toContain(tokenFile);
    const dashboard = JSON.parse(
      readFileSync(path.join(DOCKER, 'grafana', 'dashboards', 'petart-api.json'), 'utf8'),
    ) as { panels: { targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThan(0);
    expect(dashboard.panels.every((panel) => panel.targets.every((t) => t.expr.length > 0))).toBe(true);
  });
});
