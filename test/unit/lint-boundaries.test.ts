import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (docs/architecture.md §2)', () => {
  it('lets the client import the router type, and nothing else from the server', async () => {
    expect(await boundaryErrors('src-client/probe.ts', "import type { AppRouter } from '../src-server/trpc/app-router';\nexport type X = AppRouter;\n")).toEqual([]);
    expect(await boundaryErrors('src-client/probe.ts', "import { appRouter } from '../src-server/trpc/app-router';\nexport const x = appRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-client/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toHaveLength(1);
  });

  it('keeps src-shared free of both sides', async () => {
    expect(await boundaryErrors('src-shared/probe.ts', "import { buildApp } from '../src-server/app';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-shared/probe.ts', "import { router } from '../src-client/router';\nexport const x = router;\n")).toHaveLength(1);
  });

  it('keeps services free of tRPC and Fastify, and modules off each other\'s routers', async () => {
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { TRPCError } from '@trpc/server';\nexport const x = TRPCError;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { authRouter } from '../auth/auth.router';\nexport const x = authRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.presenter.ts', "import { authRouter } from '../auth/auth.router';\nexport const x = authRouter;\n")).toHaveLength(1);
  });
});
