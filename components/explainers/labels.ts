import { useLang } from '@rspress/core/runtime';

/**
 * What the page shows before an explainer's own chunk arrives: its accessible name and the loading
 * text. Kept apart from ./strings.ts so the page's chunk carries these few words and not the rest.
 */
const en = {
  loading: 'Loading the interactive demo…',
  shared: 'Shared version interactive demo',
  hooks: 'Runtime hook lifecycle interactive demo',
};

const zh: Record<keyof typeof en, string> = {
  loading: '正在加载交互演示……',
  shared: '共享版本交互演示',
  hooks: '运行时钩子生命周期交互演示',
};

export type ExplainerLabels = typeof en;

export function useExplainerLabels(): ExplainerLabels {
  return useLang() === 'zh' ? zh : en;
}
