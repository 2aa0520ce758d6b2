export declare const WIDTH: number;
export declare const HEIGHT: number;
export declare const FPS: number;
export declare const DURATION: number;
export interface Scene {
  id: string;
  start: number;
  en: string;
  zh: string;
}
export interface Cue {
  start: number;
  end: number;
  en: string;
  zh: string;
}
export declare const SCENES: Scene[];
export declare const CUES: Cue[];
export declare function vttTimestamp(seconds: number): string;
export declare function toWebVtt(cues: readonly Cue[], lang: 'en' | 'zh'): string;
