/**
 * Every component writers can use in MDX, in both languages:
 *   import { Tabs, Tab, PackageManagerTabs, Steps, SourceLink, Badge, VideoPlayer } from '@components';
 * Each is small on its own; the video player's engine (xgplayer) loads lazily, only where it is used.
 */
export { Badge, type BadgeProps } from './Badge';
export { PackageManagerTabs, type PackageManagerTabsProps } from './PackageManagerTabs';
export { SourceLink, type SourceLinkProps } from './SourceLink';
export { Steps } from './Steps';
export { Tab, Tabs, type TabProps, type TabsProps } from './Tabs';
export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
