import path from 'node:path';
import { defineConfig } from '@rspress/core';
import ours from '../rspress.config';

/** Our site exactly as configured, written to the bench's own output folder. */
export default defineConfig({
  ...ours,
  outDir: path.join(__dirname, '../.tmp/bench/ours'),
});
