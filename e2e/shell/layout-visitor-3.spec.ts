import { sweepLanguages } from './layout-sweep';

// The languages' last third, signed out (layout-sweep.ts).
sweepLanguages(2);
