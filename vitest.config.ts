import { defineConfig } from 'vitest/config';

/**
 * Test taxonomy (by suffix): `*.test.ts` unit (no network, no DynamoDB), `*.int.test.ts`
 * integration (handlers over a real dynalite and the local services), tests/infra CDK
 * assertions. Playwright `*.spec.ts` files are run by `playwright test`, not here.
 */
export default defineConfig({
  test: {
    // POWERTOOLS_DEV: Powertools Logger writes through the global console (tests capture it) and Metrics stay off unless a test turns them on.
    env: { LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_DEV: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.*'],
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          // Timeouts only catch a hang: a busy 2-core machine can take 20 s over a test that writes many rows.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        // The attack suite (README "Security tests"), against its own local runtime.
        test: {
          name: 'security',
          include: ['tests/security/**/*.sec.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          // Timeouts only catch a hang: a busy 2-core machine can take 20 s over a test that writes many rows.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        // The Lambda bundles as CDK builds them (infra/bundling.ts), run against the same local runtime.
        test: {
          name: 'bundles',
          include: ['tests/bundles/**/*.test.ts'],
          globalSetup: ['tests/support/integration-setup.ts'],
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          // One module graph per worker: each file re-importing aws-cdk-lib and the app took 198 s of
          // the project's 305. The files build their own Apps and stub nothing global.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
