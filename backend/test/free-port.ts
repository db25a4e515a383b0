import * as fs from 'node:fs';
import * as net from 'node:net';

/**
 * Ports for servers a test starts in another process (a child app, embedded PostgreSQL). Such a port is picked now and
 * bound later, so it must not be one the kernel may meanwhile give an outgoing connection as its local port: those
 * come from the ephemeral range (`ip_local_port_range`, 32768-60999 by default), where `listen(0)` picks too, and a
 * database connection of another test once took the port a child app was about to listen on (EADDRINUSE). So the
 * ports are drawn at random from below that range, each Jest worker from its own slice, and checked by binding.
 */
const LOWEST = 20_000;
const SLICES = 8;

function ephemeralLow(): number {
  try {
    const [low] = fs
      .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && low > LOWEST + 1_000) return low;
  } catch {
    // Not Linux: keep the default range's bound.
  }
  return 32_768;
}

function slice(): { from: number; size: number } {
  const high = ephemeralLow();
  const size = Math.floor((high - LOWEST) / SLICES);
  const worker = Number(process.env.JEST_WORKER_ID ?? '0') % SLICES;
  return { from: LOWEST + worker * size, size };
}

function listenOn(server: net.Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}

/**
 * `count` distinct free ports. All are held open until every one is known, so none is handed out twice (a PORT equal
 * to ADMIN_PORT made a replica refuse to start).
 */
export async function freePorts(count: number): Promise<number[]> {
  const { from, size } = slice();
  const servers: net.Server[] = [];
  try {
    const ports: number[] = [];
    for (let tries = 0; ports.length < count; tries += 1) {
      if (tries > 500) throw new Error(`no ${count} free ports in ${from}-${from + size - 1}`);
      const port = from + Math.floor(Math.random() * size);
      if (ports.includes(port)) continue;
      const server = net.createServer();
      server.unref();
      if (await listenOn(server, port)) {
        servers.push(server);
        ports.push(port);
      }
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** A TCP port free on 127.0.0.1 right now (for a server a test starts in another process). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('no port');
  return port;
}
