/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

/** Vendor code grouped by purpose; the chart library is only reached from the overview page chunk. */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'vendor-charts', test: /node_modules[\\/](@antv|@ant-design[\\/]plots|@ant-design[\\/]charts-util|d3-[^\\/]+|gl-matrix|pdfast)[\\/]/ },
  { name: 'vendor-pro', test: /node_modules[\\/]@ant-design[\\/]pro-[^\\/]+[\\/]/ },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@ctrl|@emotion|stylis|dayjs)[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
