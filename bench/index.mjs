// `npm run bench`: every benchmark, each printing its ratios against a baseline measured in the same run.
import { runPlatformBench } from './platform.mjs';

await runPlatformBench();
