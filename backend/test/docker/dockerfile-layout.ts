import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** One instruction of a Dockerfile (continuations joined, comments dropped). */
export interface Instruction {
  keyword: string;
  args: string;
}

/** One build stage: its `FROM` image, its `AS` name if any, and what follows until the next `FROM`. */
export interface Stage {
  name?: string;
  from: string;
  instructions: Instruction[];
}

/** Parses a Dockerfile into stages. Comment lines are dropped even inside continuations, as Docker does. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  let pending = '';
  const flush = (line: string): void => {
    const match = /^(\w+)\s+([\s\S]*)$/.exec(line.trim());
    if (!match) throw new Error(`Dockerfile: cannot read "${line}"`);
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!.trim();
    if (keyword === 'FROM') {
      const from = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile: cannot read FROM ${args}`);
      stages.push({ from: from[1]!, name: from[2], instructions: [] });
      return;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${keyword} before FROM`);
    stage.instructions.push({ keyword, args });
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.trim().startsWith('#') || (line.trim() === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = pending + line;
    pending = '';
    if (whole.trim() !== '') flush(whole);
  }
  if (pending.trim() !== '') flush(pending);
  return stages;
}

/** A COPY instruction's parts: `--from` stage (undefined: the build context), sources and destination. */
export function parseCopy(args: string): { from?: string; sources: string[]; dest: string } {
  if (args.startsWith('[')) throw new Error(`COPY in JSON form is not supported here: ${args}`);
  const words = args.split(/\s+/);
  let from: string | undefined;
  const paths: string[] = [];
  for (const word of words) {
    if (word.startsWith('--from=')) from = word.slice('--from='.length);
    else if (word.startsWith('--'))
      continue; // --chown, --chmod, --link: ownership is not modelled
    else paths.push(word);
  }
  if (paths.length < 2) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
}

/** The stage's `ENV` variables (the `key=value` form). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.match(/\S+=(?:"[^"]*"|\S+)/g) ?? []) {
      const at = pair.indexOf('=');
      env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"|"$/g, '');
    }
  }
  return env;
}

/** The stage's last `WORKDIR` (Docker's default is /). */
export const stageWorkdir = (stage: Stage): string =>
  stage.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args ?? '/';

/** The `CMD` in exec form. */
export function stageCmd(stage: Stage): string[] {
  const cmd = stage.instructions.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) throw new Error('the stage has no CMD');
  return JSON.parse(cmd.args) as string[];
}

/**
 * Copies a file or a directory's contents the way COPY does. `move` renames instead of copying (the source is a
 * scratch tree of ours), which keeps a 300 MB node_modules cheap.
 */
function place(source: string, target: string, move: boolean): void {
  const stat = fs.lstatSync(source);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!stat.isDirectory()) {
    // A file or a symbolic link (workspace packages are links in node_modules): the link itself, as Docker copies it.
    fs.rmSync(target, { force: true, recursive: true });
    if (move) fs.renameSync(source, target);
    else if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.copyFileSync(source, target);
    return;
  }
  if (!move) {
    fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    return;
  }
  if (!fs.existsSync(target)) {
    fs.renameSync(source, target);
    return;
  }
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source)) place(path.join(source, entry), path.join(target, entry), move);
}

/** Where a stage's path lives on this machine: `root` + the absolute path (relative ones from the WORKDIR). */
const inStage = (root: string, workdir: string, file: string): string =>
  path.join(root, path.posix.isAbsolute(file) ? file : path.posix.join(workdir, file));

/** The commands a stage's RUN lines chain with `&&`. */
const runCommands = (stage: Stage): string[] =>
  stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => i.args.split('&&').map((command) => command.trim().replace(/\s+/g, ' ')));

export interface LaidOutImage {
  /** The image's filesystem root on this machine (its WORKDIR is `root` + `workdir`). */
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  /** What each stage cost, for the test's log. */
  timings: Record<string, number>;
  remove: () => void;
}

/**
 * Lays out the Dockerfile's last stage as `docker build` would, without a daemon:
 * - a stage that builds with nx (the build stage) is this checkout: its nx commands run here when an output the last
 *   stage copies is missing (nx answers from its cache when the outputs are current), and its other commands (`npm ci` of the same lockfile, which is installed
 *   here already; an `npm prune` would prune this checkout) are not run: a path copied from it is this checkout's;
 * - any other stage is made for real in a scratch directory: its context COPY lines, then its RUN commands (npm
 *   only), with the npm cache preferred over the registry;
 * - the last stage's COPY lines then place exactly those paths.
 */
export function layOutImage(dockerfile: string, context: string): LaidOutImage {
  const stages = parseDockerfile(fs.readFileSync(dockerfile, 'utf8'));
  const scratch = fs.mkdtempSync(path.join(tmpdir(), 'petart-image-'));
  const timings: Record<string, number> = {};
  const made = new Map<string, string>();
  const isBuildStage = (stage: Stage): boolean => runCommands(stage).some((c) => /\bnx\b/.test(c));
  const stageNamed = (name: string): Stage => {
    const stage = stages.find((s) => s.name === name) ?? stages[Number(name)];
    if (!stage) throw new Error(`COPY --from=${name}: no such stage`);
    return stage;
  };

  /** The source path of a COPY line on this machine. */
  const sourceOf = (from: string | undefined, source: string): { file: string; move: boolean } => {
    if (from === undefined) return { file: path.join(context, source), move: false };
    const stage = stageNamed(from);
    const workdir = stageWorkdir(stage);
    if (isBuildStage(stage)) {
      const relative = path.posix.relative(workdir, path.posix.resolve(workdir, source));
      if (relative.startsWith('..')) throw new Error(`COPY --from=${from} ${source}: outside ${workdir}`);
      return { file: path.join(context, relative), move: false };
    }
    return { file: inStage(makeStage(stage), workdir, source), move: true };
  };

  const copyLines = (stage: Stage, root: string): void => {
    const workdir = stageWorkdir(stage);
    for (const { keyword, args } of stage.instructions) {
      if (keyword !== 'COPY') continue;
      const { from, sources, dest } = parseCopy(args);
      const target = inStage(root, workdir, dest);
      const intoDirectory = dest.endsWith('/') || sources.length > 1;
      for (const source of sources) {
        const { file, move } = sourceOf(from, source);
        if (!fs.existsSync(file)) throw new Error(`COPY ${args}: ${source} does not exist (${file})`);
        const isDirectory = fs.lstatSync(file).isDirectory();
        place(file, intoDirectory && !isDirectory ? path.join(target, path.basename(file)) : target, move);
      }
    }
  };

  const makeStage = (stage: Stage): string => {
    const key = stage.name ?? String(stages.indexOf(stage));
    const existing = made.get(key);
    if (existing) return existing;
    const started = Date.now();
    const root = path.join(scratch, `stage-${key}`);
    fs.mkdirSync(root, { recursive: true });
    copyLines(stage, root);
    const cwd = inStage(root, stageWorkdir(stage), '.');
    for (const command of runCommands(stage)) {
      if (!/^npm (ci|prune|install)\b/.test(command))
        throw new Error(`stage ${key}: only npm commands can run here, not "${command}"`);
      execFileSync('sh', ['-c', command], {
        cwd,
        stdio: 'pipe',
        env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
      });
    }
    timings[key] = Date.now() - started;
    made.set(key, root);
    return root;
  };

  // The paths the last stage copies from a build stage; the build runs only when one is missing (under `npm test`
  // nx has built them already: backend's test target depends on the builds, see backend/package.json).
  const last = stages.at(-1)!;
  const fromBuild = (stage: Stage): string[] =>
    last.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => parseCopy(i.args))
      .filter(({ from }) => from !== undefined && stageNamed(from) === stage)
      .flatMap(({ from, sources }) => sources.map((source) => sourceOf(from, source).file));

  try {
    for (const stage of stages.filter(isBuildStage)) {
      const started = Date.now();
      if (fromBuild(stage).every((file) => fs.existsSync(file))) continue;
      for (const command of runCommands(stage).filter((c) => /^npx nx\b/.test(c)))
        execFileSync('sh', ['-c', command], {
          cwd: context,
          stdio: 'pipe',
          env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
        });
      timings[stage.name ?? 'build'] = Date.now() - started;
    }
    const root = path.join(scratch, 'image');
    const started = Date.now();
    copyLines(last, root);
    timings.runtime = Date.now() - started;
    return {
      root,
      workdir: stageWorkdir(last),
      env: stageEnv(last),
      cmd: stageCmd(last),
      timings,
      remove: () => fs.rmSync(scratch, { recursive: true, force: true }),
    };
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
