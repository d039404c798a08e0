import { configure } from '@testing-library/react';

// findBy… and waitFor wait for a condition, not for a time: on a busy machine a lazy page's first
// import can take more than the library's default second, which is no failure of the page.
configure({ asyncUtilTimeout: 10_000 });
