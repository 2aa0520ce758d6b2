// The explainer's script: its size and length, its scenes, and the captions in both languages, with
// their times. scenes.mjs draws to these times and make-explainer.mjs writes the WebVTT files from
// the cues below, so the picture and the words cannot drift apart.
//
// What the clip shows is how Module Federation 2.x loads a remote module (runtime-core 2.9):
// the consumer's runtime registers its own shared `react` in the share scope, and under the default
// `version-first` strategy it also loads every remote that uses the same share scope (the producer's
// mf-manifest.json, then its remote entry, whose container `init` registers the producer's `react`).
// `react` is a singleton, so the highest registered version wins (a mismatch with `requiredVersion`
// would only warn). Importing `provider/Button` then runs `loadRemote`, the container's
// `get('./Button')` loads the exposed module's chunks, and its `react` comes from the share scope.

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 24;
/** Seconds; the thumbnail sprite has one tile per second, so this stays a whole number. */
export const DURATION = 45;

/**
 * The scenes, in order, with the labels the pages use for their progress-bar dots. `start` is the
 * time of the dot; each scene runs until the next one starts.
 */
export const SCENES = [
  { id: 'apps', start: 0.3, en: 'Two apps', zh: '两个应用' },
  { id: 'share-scope', start: 7.1, en: 'Share scope', zh: '共享作用域' },
  { id: 'manifest', start: 11.2, en: 'Manifest', zh: '获取 Manifest' },
  { id: 'remote-entry', start: 19.7, en: 'Remote entry', zh: '远程入口' },
  { id: 'negotiation', start: 24.2, en: 'Version negotiation', zh: '版本协商' },
  { id: 'load-module', start: 32.4, en: 'Loading ./Button', zh: '加载 ./Button' },
  { id: 'render', start: 40.6, en: 'Render', zh: '渲染' },
];

/** The captions. All narration is here: the frames carry only code identifiers, URLs and versions. */
export const CUES = [
  {
    start: 0.3,
    end: 3.4,
    en: 'A consumer and a producer, built and deployed separately.',
    zh: '消费者和生产者：两个应用，各自构建，各自部署。',
  },
  {
    start: 3.5,
    end: 7.0,
    en: 'The producer exposes ./Button; both share react as a singleton.',
    zh: '生产者暴露 ./Button，两者都把 react 作为单例共享。',
  },
  {
    start: 7.1,
    end: 11.1,
    en: 'At start-up, the consumer registers its own react 19.1.0 in the share scope.',
    zh: '启动时，消费者把自己的 react 19.1.0 注册到共享作用域。',
  },
  {
    start: 11.2,
    end: 15.3,
    en: "By default (version-first) it also fetches the producer's mf-manifest.json.",
    zh: '默认策略是 version-first，所以它还会请求生产者的 mf-manifest.json。',
  },
  {
    start: 15.4,
    end: 19.6,
    en: 'The Manifest points to the remote entry and lists what is exposed and shared.',
    zh: 'Manifest（清单）给出远程入口的地址，并列出暴露的模块和共享依赖。',
  },
  {
    start: 19.7,
    end: 24.1,
    en: "It loads remoteEntry.js; the container's init adds the producer's react 19.3.1.",
    zh: '消费者加载远程入口（remoteEntry.js），容器的 init 再注册生产者的 react 19.3.1。',
  },
  {
    start: 24.2,
    end: 28.0,
    en: 'react is a singleton, so one copy wins: the highest version, 19.3.1.',
    zh: 'react 是单例，只能留下一份：版本最高的 19.3.1 胜出。',
  },
  {
    start: 28.1,
    end: 32.3,
    en: "It satisfies the consumer's ^19.0.0 and is downloaded once, from the producer.",
    zh: '它满足消费者要求的 ^19.0.0，只从生产者下载一次。',
  },
  {
    start: 32.4,
    end: 36.6,
    en: "Importing provider/Button runs loadRemote and the container's get('./Button').",
    zh: "导入 provider/Button 时，运行时调用 loadRemote，再调用容器的 get('./Button')。",
  },
  {
    start: 36.7,
    end: 40.5,
    en: "The exposed module's chunks load, and its react is the shared 19.3.1.",
    zh: '暴露的模块所在的 chunk 随即加载，它用到的 react 就是共享的 19.3.1。',
  },
  {
    start: 40.6,
    end: 44.6,
    en: "The consumer renders the producer's Button, with one React on the page.",
    zh: '消费者渲染出生产者的 Button，页面上只有一份 React。',
  },
];

/** `83.4` → `00:01:23.400`, the WebVTT timestamp form. */
export function vttTimestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * The WebVTT file for one language. Each cue is raised a little from the bottom edge (`line:-2`),
 * clear of the player's control bar.
 */
export function toWebVtt(cues, lang) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const blocks = cues.map((cue, index) => `${index + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)} line:-2\n${escape(cue[lang])}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
