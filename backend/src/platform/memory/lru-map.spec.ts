import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('keeps at most max entries and drops the least recently used first', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3);
    expect(m.size).toBe(2);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
  });

  it('overwrites in place, deletes, and refuses a size below one', () => {
    const m = new LruMap<string, number>(3);
    m.set('a', 1);
    m.set('a', 2);
    expect(m.size).toBe(1);
    expect(m.get('a')).toBe(2);
    m.delete('a');
    expect(m.get('a')).toBeUndefined();
    expect(() => new LruMap(0)).toThrow('positive size');
  });
});
