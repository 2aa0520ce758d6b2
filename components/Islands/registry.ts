import type { ComponentType } from 'react';

/**
 * The widgets that can be islands, each loaded only when a page has one. `demo` is a live example
 * (```tsx preview): its component comes from the page's own module (plugins/live-preview exports the
 * examples by id), which the first load has already loaded for the page data.
 */
type Loader = (props: Record<string, unknown>, pageModule: () => Promise<Record<string, unknown> | undefined>) => Promise<ComponentType<Record<string, unknown>> | undefined>;

const component = <P,>(load: () => Promise<ComponentType<P>>): Loader => async () => (await load()) as unknown as ComponentType<Record<string, unknown>>;

export const islands = {
  VideoPlayer: component(() => import('../VideoPlayer').then((module) => module.VideoPlayerBody)),
  SharedVersionExplainer: component(() => import('../explainers/SharedVersionExplainer').then((module) => module.SharedVersionBody)),
  HookLifecycleExplainer: component(() => import('../explainers/HookLifecycleExplainer').then((module) => module.HookLifecycleBody)),
  NotFoundSuggestions: component(() => import('../NotFoundSuggestions/Body').then((module) => module.NotFoundSuggestionsBody)),
  demo: (async (props, pageModule) => {
    const demos = (await pageModule())?.__mfDemos as Record<string, ComponentType> | undefined;
    const demo = typeof props.id === 'string' ? demos?.[props.id] : undefined;
    return demo as ComponentType<Record<string, unknown>> | undefined;
  }) as Loader,
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islands;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}
