import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // BUILD_DIR lets parallel builds (tests, benchmarks) keep apart; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The v8 behaviours stay off until the upgrade is made on purpose; said explicitly, so the
  // build does not repeat five warnings about them on every run.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
