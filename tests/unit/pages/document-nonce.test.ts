// @vitest-environment node
import type { DocumentContext } from 'next/dist/shared/lib/utils';
import { describe, expect, it } from 'vitest';
import Document from '@/pages/_document';
import { nonceOf } from '@/lib/security/csp';

/**
 * docs/security.md: the nonce on the page's scripts is the one of the policy the response carries,
 * never one a client sent as a request header; a response without a policy (a 404 at a path the
 * proxy skips, such as `/images/x`) gets one.
 */
function context(requestPolicy: string | undefined, responsePolicy: string | undefined) {
  const sent = new Map<string, string>(responsePolicy ? [['Content-Security-Policy', responsePolicy]] : []);
  const res = { getHeader: (name: string) => sent.get(name), setHeader: (name: string, value: string) => sent.set(name, value) };
  const req = { headers: requestPolicy ? { 'content-security-policy': requestPolicy } : {} };
  const ctx = { req, res, defaultGetInitialProps: async () => ({ html: '', head: [], styles: [] }) } as unknown as DocumentContext;
  return { ctx, sent };
}

describe('pages/_document nonce', () => {
  it("takes the nonce of the proxy's policy on the response, not a policy sent in the request", async () => {
    const { ctx, sent } = context("script-src 'nonce-client'", "script-src 'nonce-proxy' 'strict-dynamic'");
    const props = (await Document.getInitialProps(ctx)) as { nonce?: string };
    expect(props.nonce).toBe('proxy');
    expect(nonceOf(sent.get('Content-Security-Policy'))).toBe('proxy');
  });

  it('sets a fresh policy on a response that has none, and puts its nonce on the scripts', async () => {
    const { ctx, sent } = context("script-src 'nonce-client'", undefined);
    const props = (await Document.getInitialProps(ctx)) as { nonce?: string };
    expect(props.nonce).toBeTruthy();
    expect(props.nonce).not.toBe('client');
    const policy = sent.get('Content-Security-Policy') ?? '';
    expect(nonceOf(policy)).toBe(props.nonce);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
