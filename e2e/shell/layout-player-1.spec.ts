import { sweepLanguages } from './layout-sweep';

// The languages' first third, as player-us (layout-sweep.ts).
sweepLanguages(0, 'player-us');
