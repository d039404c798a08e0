// `npm run cluster`: three API nodes behind nginx on the local PostgreSQL and Redis, with the
// demo content, until Ctrl-C. Builds the server and the sites first when needed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root, startCluster } from './harness';

const nodes = Number(process.env.CLUSTER_NODES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
const cluster = await startCluster({ nodes, port, fresh: process.env.CLUSTER_FRESH === 'true' });
console.log(`cluster on ${cluster.url}: ${nodes} API nodes behind nginx`);
for (const node of cluster.nodes) console.log(`  node ${node.index}: ${node.url}`);
console.log(`database ${cluster.databaseUrl}; logs in ${cluster.logDir}`);
const stop = () => {
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
