/** Time source injected into services, so tests can move time instead of waiting. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date()): Clock & { advance: (ms: number) => void; set: (date: Date) => void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
