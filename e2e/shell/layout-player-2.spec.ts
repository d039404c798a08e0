import { sweepLanguages } from './layout-sweep';

// The languages' second third, as player-us (layout-sweep.ts).
sweepLanguages(1, 'player-us');
