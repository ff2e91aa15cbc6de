import { z } from 'zod';

// Schemas the browser also runs (the Latest News tab, the live blog's updates) are made with this
// `z`. The page's CSP allows no eval, so in the browser zod must parse without compiling its
// checks (else it tries `new Function` once, which the browser reports as a CSP violation). Set
// here, before any schema is made: importing this module is what makes a schema.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
