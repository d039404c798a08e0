// `npm run bench`: every benchmark, each printing its ratios against a baseline measured in the
// same run. `npm run bench -- platform`, `-- ledger`, `-- exchange`, `-- coupons`, `-- campaigns`, `-- lottery`, `-- content`, `-- reads`,
// `-- notifications`, `-- lighthouse` or `-- cluster` runs one of them.
import { runCampaignsBench } from './campaigns';
import { runClusterBench } from './cluster';
import { runContentBench } from './content';
import { runCouponsBench } from './coupons';
import { runExchangeBench } from './exchange';
import { runLedgerBench } from './ledger';
import { runLighthouseBench } from './lighthouse';
import { runLotteryBench } from './lottery';
import { runNotificationsBench } from './notifications';
import { runPlatformBench } from './platform.mjs';
import { runReadsBench } from './reads';

const only = process.argv[2];
if (!only || only === 'platform') await runPlatformBench();
if (!only || only === 'ledger') await runLedgerBench();
if (!only || only === 'exchange') await runExchangeBench();
if (!only || only === 'coupons') await runCouponsBench();
if (!only || only === 'campaigns') await runCampaignsBench();
if (!only || only === 'lottery') await runLotteryBench();
if (!only || only === 'content') await runContentBench();
if (!only || only === 'reads') await runReadsBench();
if (!only || only === 'notifications') await runNotificationsBench();
if (!only || only === 'lighthouse') await runLighthouseBench();
if (!only || only === 'cluster') await runClusterBench();
