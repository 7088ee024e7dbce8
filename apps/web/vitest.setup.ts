// Set up once for every web unit test (see vitest.config.ts).
//
// Testing Library's findBy* queries and waitFor poll for at most 1 s by default. Role queries compute
// accessible names over the whole jsdom tree and can take hundreds of milliseconds each when other work shares
// the machine's cores, so a correct screen could be reported missing. Waiting longer changes nothing for a screen that never shows the expected state: it
// still fails, later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
