import { sweepLanguages } from './layout-sweep';

// The languages' second third, signed out (layout-sweep.ts).
sweepLanguages(1);
