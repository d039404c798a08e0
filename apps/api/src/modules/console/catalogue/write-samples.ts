import type { WriteSample } from '../write-sample';

/** One succeeding request per catalogue write route, for the audit test (see ../write-sample.ts). */
export const samples: WriteSample[] = [];
