import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import moduleOrder from '#server/modules/module-order.json' with { type: 'json' };

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

async function placeErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Each case runs ESLint with the project's typed config; its first call loads the TypeScript
// program, which takes seconds on a busy machine, so these cases get more than the 5 s default.
describe('import boundaries (docs/architecture.md §2)', { timeout: 30_000 }, () => {
  it('lets the client import the router type, and nothing else from the server', async () => {
    expect(await boundaryErrors('src-client/probe.ts', "import type { AppRouter } from '../src-server/trpc/app-router';\nexport type X = AppRouter;\n")).toEqual([]);
    expect(await boundaryErrors('src-client/probe.ts', "import { appRouter } from '../src-server/trpc/app-router';\nexport const x = appRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-client/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-client/probe.ts', "import type { AppRouter } from '#server/trpc/app-router.ts';\nexport type X = AppRouter;\n")).toEqual([]);
    expect(await boundaryErrors('src-client/probe.ts', "import { appRouter } from '#server/trpc/app-router.ts';\nexport const x = appRouter;\n")).toHaveLength(1);
  });

  it('keeps src-shared free of both sides', async () => {
    expect(await boundaryErrors('src-shared/probe.ts', "import { buildApp } from '../src-server/app';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-shared/probe.ts', "import { router } from '../src-client/router';\nexport const x = router;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-shared/probe.ts', "import { buildApp } from '#server/app.ts';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-shared/probe.ts', "import { router } from '#client/router.tsx';\nexport const x = router;\n")).toHaveLength(1);
  });

  it('keeps services free of tRPC and Fastify, and modules off each other\'s routers', async () => {
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { TRPCError } from '@trpc/server';\nexport const x = TRPCError;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { authRouter } from '../auth/auth.router';\nexport const x = authRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.presenter.ts', "import { authRouter } from '../auth/auth.router';\nexport const x = authRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { authRouter } from '#server/modules/auth/auth.router.ts';\nexport const x = authRouter;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/x/x.service.ts', "import { t } from '#server/trpc/init.ts';\nexport const x = t;\n")).toHaveLength(1);
  });

  it('refuses imports that climb out of their module, and takes the same through #shared/, #server/ and #client/ (issue 32)', async () => {
    const deep = "import { AppError } from '../../errors/app-error';\nexport const x = AppError;\n";
    expect(await placeErrors('src-server/modules/idea/sub/probe.ts', deep)).toHaveLength(1);
    expect(await placeErrors('src-client/features/ideas/probe.tsx', "import { trpc } from '../../trpc';\nexport const x = trpc;\n")).toHaveLength(1);
    expect(await placeErrors('test/e2e/probe.test.ts', "import { buildApp } from '../../src-server/app';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await placeErrors('src-server/modules/idea/probe.ts', "import { viewCampaign } from '../campaign/campaign-view.service';\nexport const x = viewCampaign;\n")).toHaveLength(1);
    expect(await placeErrors('src-server/app.ts', "import { isGuid } from '../src-shared/schemas/common';\nexport const x = isGuid;\n")).toHaveLength(1);
    expect(await placeErrors('src-server/modules/idea/sub/probe.ts', "import { loadIdea } from '../idea-view.service';\nexport const x = loadIdea;\n")).toEqual([]);
    expect(await placeErrors('src-server/modules/idea/probe.ts', "import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';\nimport { isGuid } from '#shared/schemas/common.ts';\nexport const x = [viewCampaign, isGuid];\n")).toEqual([]);
    expect(await placeErrors('test/e2e/probe.test.ts', "import { openBrowser } from '../support/browser';\nexport const x = openBrowser;\n")).toEqual([]);
  });

  it('keeps the server modules in their order: a module imports only the rows below it (issue 32)', async () => {
    const upward = "import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';\nexport const x = viewCampaign;\n";
    const [refusal] = await boundaryErrors('src-server/modules/user/probe.ts', upward);
    expect(refusal).toContain('The user module stands on the modules below it');
    expect(await boundaryErrors('src-server/modules/tag/tag.service.ts', upward)).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/user/sub/probe.ts', "import type { CampaignDto } from '#server/modules/campaign/campaign.presenter.ts';\nexport type X = CampaignDto;\n")).toHaveLength(1);
    // Beside it on its row is refused too, so two modules of a row never lean on each other.
    expect(await boundaryErrors('src-server/modules/comment/probe.ts', "import { x } from '#server/modules/feedback/feedback.service.ts';\nexport const y = x;\n")).toHaveLength(1);
    expect(await boundaryErrors('src-server/modules/idea/probe.ts', upward)).toEqual([]);
    expect(await boundaryErrors('src-server/modules/idea/idea.service.ts', upward)).toEqual([]);
    expect(await boundaryErrors('src-server/modules/user/probe.ts', "import { UserSchema } from '#server/entities/user.entity.ts';\nexport const x = UserSchema;\n")).toEqual([]);
  });

  it('gives every server module a row in the order, once', () => {
    const modules = readdirSync('src-server/modules', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const placed = moduleOrder.rows.flat();
    expect([...placed].sort()).toEqual([...modules].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });
});

