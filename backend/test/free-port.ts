import * as net from 'node:net';

/**
 * `count` distinct free ports. All are held open until every one is known: asked one after another, the kernel may
 * hand out the same just-closed port twice (a PORT equal to ADMIN_PORT made a replica refuse to start).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      server.unref();
      servers.push(server);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error('no port'));
          });
        }),
      );
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
