import { batchPerTurn } from './batch-per-turn';

function recordingFetch(fail?: (keys: string[]) => boolean) {
  const calls: string[][] = [];
  const fetchMany = async (keys: string[]) => {
    calls.push(keys);
    if (fail?.(keys)) throw new Error('database gone');
    return new Map(keys.filter((key) => key !== 'unknown').map((key) => [key, key.toUpperCase()]));
  };
  return { calls, fetchMany };
}

describe('batchPerTurn', () => {
  it('sends the keys asked for in one turn in one call, each key once, and answers every caller', async () => {
    const { calls, fetchMany } = recordingFetch();
    const lookUp = batchPerTurn(fetchMany);
    const answers = await Promise.all([lookUp('a'), lookUp('b'), lookUp('a'), lookUp('unknown')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'unknown']]);
  });

  it('sends a key asked for after a batch went out in a batch of its own', async () => {
    const { calls, fetchMany } = recordingFetch();
    const lookUp = batchPerTurn(fetchMany);
    expect(await lookUp('a')).toBe('A');
    expect(await lookUp('a')).toBe('A');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('fails the callers of a failed batch only', async () => {
    const { fetchMany } = recordingFetch((keys) => keys.includes('a'));
    const lookUp = batchPerTurn(fetchMany);
    await expect(Promise.all([lookUp('a'), lookUp('b')])).rejects.toThrow('database gone');
    expect(await lookUp('b')).toBe('B');
  });
});
