// The stock Rspress theme, unchanged: the bench builds the same docs with it to compare against ours.
export * from '@rspress/core/theme-original';
