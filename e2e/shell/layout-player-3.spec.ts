import { sweepLanguages } from './layout-sweep';

// The languages' last third, as player-us (layout-sweep.ts).
sweepLanguages(2, 'player-us');
