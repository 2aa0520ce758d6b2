import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests sit next to the module they test (`x.ts` beside `x.test.ts`); the checks on the pages
    // themselves are in tests/docs.
    include: ['{shared,theme,components,plugins,scripts,bench,tests/docs,tests/architecture,tests/search,tests/tutorials,tests/claims}/**/*.test.ts'],
    environment: 'node',
  },
});
