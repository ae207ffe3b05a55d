/**
 * A seeded pseudo-random source: the same seed gives the same sequence on every machine, so the
 * generator's data depends only on its options (Math.random would make every run different).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: tiny, fast and good enough for test data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }

  /** A skewed positive weight: most near 1, a long tail of busy ones. */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }

  /** `count` distinct items of `items` (count ≤ length), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let index = 0; index < count; index += 1) {
      const swap = index + Math.floor(this.next() * (copy.length - index));
      [copy[index], copy[swap]] = [copy[swap] as T, copy[index] as T];
    }
    return copy.slice(0, count);
  }
}

/** Picks indexes in proportion to fixed weights with a binary search over the running sums. */
export class WeightedPicker {
  private readonly sums: Float64Array;

  constructor(weights: ArrayLike<number>) {
    this.sums = new Float64Array(weights.length);
    let total = 0;
    for (let index = 0; index < weights.length; index += 1) {
      total += weights[index] ?? 0;
      this.sums[index] = total;
    }
  }

  pick(random: Random): number {
    const target = random.next() * (this.sums[this.sums.length - 1] ?? 0);
    let low = 0;
    let high = this.sums.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sums[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/**
 * Splits `total` over items in proportion to `weights`, never giving an item more than its cap;
 * answers the per-item counts (their sum is `total`, or every cap when the caps cannot hold it).
 */
export function allocate(random: Random, total: number, weights: ArrayLike<number>, caps?: ArrayLike<number>): Int32Array {
  const size = weights.length;
  const counts = new Int32Array(size);
  const capOf = (index: number) => (caps ? (caps[index] ?? 0) : Number.POSITIVE_INFINITY);
  let remaining = total;
  // Proportional shares first; capped items drop out and their share goes round again.
  for (let round = 0; round < 8 && remaining > 0; round += 1) {
    let weightSum = 0;
    for (let index = 0; index < size; index += 1) if ((counts[index] ?? 0) < capOf(index)) weightSum += weights[index] ?? 0;
    if (weightSum === 0) break;
    const budget = remaining;
    for (let index = 0; index < size; index += 1) {
      const room = capOf(index) - (counts[index] ?? 0);
      if (room <= 0) continue;
      const share = Math.min(room, Math.floor((budget * (weights[index] ?? 0)) / weightSum));
      counts[index] = (counts[index] ?? 0) + share;
      remaining -= share;
    }
  }
  // The rounding leftovers, one at a time to weighted picks that still have room.
  const picker = new WeightedPicker(weights);
  for (let attempts = 0; remaining > 0 && attempts < total * 20 + 1000; attempts += 1) {
    const index = picker.pick(random);
    if ((counts[index] ?? 0) >= capOf(index)) continue;
    counts[index] = (counts[index] ?? 0) + 1;
    remaining -= 1;
  }
  return counts;
}
