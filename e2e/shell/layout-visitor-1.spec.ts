import { sweepLanguages } from './layout-sweep';

// The languages' first third, signed out (layout-sweep.ts).
sweepLanguages(0);
