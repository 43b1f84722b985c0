import { describe, expect, it } from 'vitest';
import { createPlayerStore } from './playerStore';

describe('the player view’s store (issue 33: nothing set that is the same)', () => {
  it('the same log lines again (a new array from the channel) and the same connection leave the state as it is', () => {
    const p = createPlayerStore();
    let told = 0;
    p.subscribe(() => told++);
    p.getState().setLog([{ en: 'Roll 12', ja: 'ロール 12' }]);
    p.getState().setConnected(true);
    expect(told).toBe(2);
    const log = p.getState().log;
    p.getState().setLog([{ en: 'Roll 12', ja: 'ロール 12' }]);
    p.getState().setConnected(true);
    expect(told).toBe(2);
    expect(p.getState().log).toBe(log);
    p.getState().setLog([
      { en: 'Roll 12', ja: 'ロール 12' },
      { en: 'Hit', ja: '命中' },
    ]);
    expect(told).toBe(3);
    expect(p.getState().log).toHaveLength(2);
  });
});
