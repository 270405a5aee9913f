import type { Reporter, TestModule } from 'vitest/node';

/**
 * Closes `npm run test:contract` with what ran where: the server, passed / failed / skipped, the
 * skip reasons, and (against the mock) how to point the suite at another server.
 */
export default class ContractReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const reasons = new Map<string, number>();
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed++;
        else if (result.state === 'failed') counts.failed++;
        else if (result.state === 'skipped') {
          counts.skipped++;
          const reason = result.note ?? 'skipped';
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
      }
    }
    const target = process.env.API_URL ? `${process.env.API_URL} over HTTP` : 'the in-process mock (msw/node)';
    const lines = [``, `[contract] against ${target}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`];
    for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1])) lines.push(`[contract]   ${String(count).padStart(4)} skipped, ${reason}`);
    if (!process.env.API_URL) {
      lines.push(
        `[contract] Against another server: API_URL=https://api.example FIREBASE_AUTH_URL=https://identitytoolkit.googleapis.com FIREBASE_API_KEY=… npm run test:contract`,
        `[contract]   (or CONTRACT_TOKEN_<ROLE>=<ID token> per account; API_RESET_URL when it can restore the seed). See docs/contract-tests.md.`,
      );
    }
    console.log(lines.join('\n'));
  }
}
