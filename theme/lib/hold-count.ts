/**
 * A count of holds with listeners: something is "held" while at least one hold is open. Used for the
 * navbar pin and the link page loads (their hooks read it with useSyncExternalStore). Unit-tested.
 */
export interface HoldCount {
  /** Opens a hold; the returned function releases it (safe to call twice). */
  hold(): () => void;
  held(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createHoldCount(): HoldCount {
  let holds = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    hold() {
      holds += 1;
      notify();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        notify();
      };
    },
    held: () => holds > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
