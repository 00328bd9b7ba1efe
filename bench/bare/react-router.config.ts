import type { Config } from '@react-router/dev/config';

/** The bare page the ssr benchmark compares the product's pages with: same framework, nothing else. */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.BARE_BUILD_DIR ?? 'build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
