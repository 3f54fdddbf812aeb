import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can; the content security policy
// forbids eval, so every first parse would be refused and reported as a violation. Jitless
// parsing is what the browser ends up doing anyway. Imported first by main.tsx.
z.config({ jitless: true });
