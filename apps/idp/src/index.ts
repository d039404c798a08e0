import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdp, type IdpOptions } from './provider';

export { createIdp, generateSigningKey, type IdpClient, type IdpOptions } from './provider';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export interface RunningIdp {
  url: string;
  close(): Promise<void>;
}

/** Starts the dev sign-in provider on its own port (IDP_PORT, 8081 by default). */
export async function startIdp(
  options: Omit<IdpOptions, 'issuer'> & { issuer?: string; port: number; host?: string },
): Promise<RunningIdp> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://localhost:${port}`;
  const idp = await createIdp({ ...options, issuer });
  server.on('request', idp.handler);
  return {
    url: issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
