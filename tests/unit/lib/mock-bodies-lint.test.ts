// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * docs/architecture.md, "Import rules": the app takes the types of the bodies only the mock
 * validates (src/mocks/contract/bodies/), never their values, and nothing else from src/mocks.
 * Linted as a feature's file with the repository's own config.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const AS = 'src/features/favorites/probe.ts';

// Loading the config (eslint-config-next) takes seconds on a busy machine: once, before the cases.
beforeAll(async () => {
  await eslint.lintText('', { filePath: AS });
}, 120_000);

async function problems(code: string) {
  const [result] = await eslint.lintText(code, { filePath: AS });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.ruleId);
}

describe('imports from the mock', () => {
  it('allows a body type', async () => {
    expect(await problems("import type { ModerationBody } from '@/mocks/contract/bodies/moderation';\nexport type P = ModerationBody;\n")).toEqual([]);
    expect(await problems("export type { ModerationBody } from '@/mocks/contract/bodies/moderation';\n")).toEqual([]);
  });

  it('refuses a body schema as a value', async () => {
    expect(await problems("import { moderationBodySchema } from '@/mocks/contract/bodies/moderation';\nexport const p = moderationBodySchema;\n")).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('refuses the rest of the mock, types too', async () => {
    expect(await problems("import type { Operation } from '@/mocks/contract/types';\nexport type O = Operation;\n")).toEqual(['import/no-restricted-paths']);
  });
});
