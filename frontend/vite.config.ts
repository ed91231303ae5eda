/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the dev server and the preview forward /api to; API_TARGET overrides it. */
const api = { '/api': { target: process.env.API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true } };

/**
 * Vendor code in long-cached groups (a higher priority wins). The antd + ProComponents group (~1.9 MB,
 * ~600 kB gzip) is needed by every page; the chart group (~1.5 MB) only by the overview's lazily loaded
 * donut. rolldown's `maxSize` splitting of these groups breaks their module order at run time, so the
 * groups stay whole and the warning limit is set just above them.
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
  {
    name: 'vendor-charts',
    priority: 40,
    test: /node_modules[\\/](@antv|@ant-design[\\/](plots|charts-util)|d3-[^\\/]+|gl-matrix|pdfast|fmin|flru)[\\/]/,
  },
  {
    name: 'vendor-antd',
    priority: 20,
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@ctrl|@emotion|stylis|dayjs)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
  },
});
