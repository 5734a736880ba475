import { describe, expect, it } from 'vitest';
import { oneAtATime } from './oneAtATime';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('one render at a time', () => {
  it('runs the callers in order, never two at once, and a failure does not hold the next', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const render = oneAtATime(async (name: string) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(name);
      running -= 1;
      if (name === 'b') throw new Error('b failed');
      return name.toUpperCase();
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((name) => render(name)));
    expect(most).toBe(1);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual(['A', 'failed', 'C']);
  });
});
