import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface DelayingProxy {
  /** The upstream URL with the proxy's host and port in its place. */
  url: string;
  /** Milliseconds each chunk from a client waits before it is passed upstream; answers are not held. */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `upstreamUrl` that can hold what its clients send for a while, in order.
 * Lets a test make one instance's Redis commands slow without touching the server or other clients.
 */
export async function delayingProxy(upstreamUrl: string): Promise<DelayingProxy> {
  const upstream = new URL(upstreamUrl);
  const pairs = new Set<Socket>();
  const proxy: DelayingProxy = { url: '', delayMs: 0, close };
  const server = createServer((client) => {
    const remote = connect(Number(upstream.port), upstream.hostname);
    pairs.add(client).add(remote);
    const drop = () => {
      for (const s of [client, remote]) {
        s.destroy();
        pairs.delete(s);
      }
    };
    client.on('error', drop).on('close', drop);
    remote.on('error', drop).on('close', drop);
    remote.on('data', (chunk) => client.write(chunk));
    // Every chunk waits the same time, so chunks still arrive in the order they were sent.
    client.on('data', (chunk) => {
      if (proxy.delayMs === 0) remote.write(chunk);
      else setTimeout(() => remote.write(chunk), proxy.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  proxy.url = url.toString();
  async function close(): Promise<void> {
    for (const s of pairs) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return proxy;
}
