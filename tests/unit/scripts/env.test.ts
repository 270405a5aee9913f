// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDevEnv } from '../../../scripts/lib/stack.mjs';

describe('loadDevEnv', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('layers .env.development, then .env.development.local, then the process env', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'giro-env-'));
    writeFileSync(path.join(dir, '.env.development'), '# a comment\nAPI=http://localhost:4000 # trailing\nNAME="Giro"\nPORT=4000\nA=file\nB=file\n');
    writeFileSync(path.join(dir, '.env.development.local'), 'PORT=4100\n');
    const { env, files, fromFiles } = loadDevEnv(dir, { NAME: 'Shell', A: '', B: undefined });
    expect(files).toEqual(['.env.development', '.env.development.local']);
    expect(fromFiles).toEqual({ API: 'http://localhost:4000', NAME: 'Giro', PORT: '4100', A: 'file', B: 'file' });
    // An empty value set in the shell still wins; an unset (undefined) one does not.
    expect(env).toEqual({ API: 'http://localhost:4000', NAME: 'Shell', PORT: '4100', A: '', B: 'file' });
  });

  it('works without any file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'giro-env-'));
    expect(loadDevEnv(dir, { X: '1' })).toEqual({ env: { X: '1' }, files: [], fromFiles: {} });
  });

  it("reads the repository's committed .env.development: the dev stack's URLs", () => {
    const { fromFiles } = loadDevEnv(path.resolve(__dirname, '../../..'), {});
    expect(fromFiles.NEXT_PUBLIC_API_URL).toBe('http://localhost:4000');
    expect(fromFiles.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST).toBe('http://127.0.0.1:9099');
    expect(fromFiles.NEXT_PUBLIC_FIREBASE_PROJECT_ID).toBe('demo-giro');
  });
});
