import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // BUILD_DIR lets parallel builds (tests, benchmarks) keep apart; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
