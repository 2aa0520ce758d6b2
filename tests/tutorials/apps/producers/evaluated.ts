// The producers' exposed modules record here that their code ran, so a test can tell a module that
// was only downloaded (preloadRemote, loadFactory: false) from one that was executed.
declare global {
  var __tutorialEvaluated: string[] | undefined;
}

export function markEvaluated(id: string): void {
  (globalThis.__tutorialEvaluated ??= []).push(id);
}
