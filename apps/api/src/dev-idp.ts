// The dev sign-in provider in a worker thread, as `npm start` runs it (server.ts): oidc-provider
// loads and the provider makes its signing key on another core while the API's own modules load
// and its database opens. workerData is startIdp's options; the thread posts the provider's URL
// once it listens, and closes it when told.
import { parentPort, workerData } from 'node:worker_threads';
import { startIdp } from '@points/idp';

const idp = await startIdp(workerData as Parameters<typeof startIdp>[0]);
parentPort?.postMessage({ url: idp.url });
parentPort?.once('message', () => {
  void idp.close().then(() => parentPort?.close());
});
