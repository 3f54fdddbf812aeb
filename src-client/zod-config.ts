import type { $ZodConfig } from 'zod/v4/core';

declare global {
  /** Where zod keeps its settings, shared by every copy of zod on the page (zod/v4/core/core.js). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

// Zod compiles object parsers with `new Function` when it can; the content security policy
// forbids eval, so every first parse would be refused and reported as a violation. Jitless
// parsing is what the browser ends up doing anyway. Set where zod reads it, before any of zod
// loads (main.tsx imports this first), rather than through z.config(): importing zod for that
// would put its core into the start page's download, which needs none of it. The browser test
// of the content security policy fails if zod ever reads its settings elsewhere.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
