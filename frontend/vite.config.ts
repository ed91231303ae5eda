/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Test files at once: every CPU but one, and at least two. Vitest's own default (CPUs − 1) runs one file
 * at a time on a 2-CPU machine, where a second one nearly halves the run (81 → ~50 s).
 */
const testWorkers = Math.max(2, availableParallelism() - 1);

/** The API the dev server and the preview forward /api to; API_TARGET overrides it. */
const api = { '/api': { target: process.env.API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true } };

/**
 * Only the libraries every screen needs, the login page included, are long-cached groups of their own.
 * antd, ProComponents and the charts are left to the default splitting, which follows the lazy pages:
 * a page's chunks hold the parts of them it uses, shared parts go to shared chunks, and the login page
 * loads only what it renders (a forced antd or charts group would be preloaded by every page, and
 * `maxSize` splitting of such groups breaks their module order at run time).
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    priority: 50,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  {
    name: 'vendor-i18n',
    priority: 45,
    test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
  },
];

/**
 * Writes a .gz and a .br beside every text asset, so the Node server (the static plugin's preCompressed
 * mode) and nginx (gzip_static) send compressed files without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'tradebook-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk('dist')) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('.vite')) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/first-load-budget.mjs: which chunks the login page loads.
    manifest: true,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      experimental: { lazyBarrel: true },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A form test of a few seconds takes ~25 s on a CI machine building the container images beside it.
    testTimeout: 60_000,
    maxWorkers: testWorkers,
  },
});
