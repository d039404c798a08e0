import { samples as catalogue } from './catalogue/write-samples';
import { samples as contact } from './contact/write-samples';
import { samples as content } from './content/write-samples';
import { samples as earning } from './earning/write-samples';
import { samples as festival } from './festival/write-samples';
import { samples as lottery } from './lottery/write-samples';
import { samples as players } from './players/write-samples';
import type { WriteSample } from './write-sample';
import { samples as own } from './write-samples';

/**
 * A succeeding request for every console write route, in an order that works (an update follows
 * its create): the audit test sends each as it is, the input fuzz sends each spoilt.
 */
export const ALL_WRITE_SAMPLES: readonly WriteSample[] = [
  ...own,
  ...content,
  ...catalogue,
  ...earning,
  ...lottery,
  ...festival,
  ...players,
  ...contact,
];
