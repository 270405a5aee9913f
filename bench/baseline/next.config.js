// @ts-check
/**
 * The Lighthouse baseline's build goes to .tmp/ (git- and lint-ignored), not beside its source.
 * @type {import('next').NextConfig}
 */
module.exports = {
  distDir: '../../.tmp/bench-baseline-next',
  poweredByHeader: false,
};
