import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerSaver, type SaveState } from './answer-saver';

interface Call {
  id: number;
  answer: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function setup() {
  const calls: Call[] = [];
  const states: [number, SaveState][] = [];
  const saved: [number, string][] = [];
  const errors: unknown[] = [];
  const saver = createAnswerSaver<string, string>({
    save: (id, answer) =>
      new Promise<string>((resolve, reject) =>
        calls.push({ id, answer, resolve: () => resolve(`ok ${answer}`), reject }),
      ),
    onState: (id, state) => states.push([id, state]),
    onSaved: (id, answer) => saved.push([id, answer]),
    onError: (_id, error) => errors.push(error),
    delayMs: 800,
  });
  return { saver, calls, states, saved, errors };
}

/** Lets settled promises run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAnswerSaver', () => {
  it('sends a choice at once and reports saving then saved', async () => {
    const { saver, calls, states } = setup();
    saver.change(1, 'a');
    expect(calls.map((c) => c.answer)).toEqual(['a']);
    expect(states).toEqual([
      [1, 'pending'],
      [1, 'saving'],
    ]);
    calls[0]?.resolve();
    await settle();
    expect(states.at(-1)).toEqual([1, 'saved']);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('waits for a pause in typing and sends only the last text', async () => {
    const { saver, calls } = setup();
    saver.change(4, 'ก', { debounce: true });
    vi.advanceTimersByTime(500);
    saver.change(4, 'กร', { debounce: true });
    vi.advanceTimersByTime(500);
    saver.change(4, 'กรุง', { debounce: true });
    expect(calls).toHaveLength(0);
    expect(saver.hasUnsaved()).toBe(true);
    vi.advanceTimersByTime(800);
    expect(calls.map((c) => c.answer)).toEqual(['กรุง']);
  });

  it('never lets an older answer overtake a newer one of the same question', async () => {
    const { saver, calls, saved, states } = setup();
    saver.change(1, 'a');
    saver.change(1, 'b');
    saver.change(1, 'c');
    // Only the first is on its way; the newest waits for it.
    expect(calls.map((c) => c.answer)).toEqual(['a']);
    calls[0]?.resolve();
    await settle();
    expect(calls.map((c) => c.answer)).toEqual(['a', 'c']);
    expect(states.at(-1)).toEqual([1, 'saving']);
    calls[1]?.resolve();
    await settle();
    expect(saved).toEqual([
      [1, 'a'],
      [1, 'c'],
    ]);
    expect(states.at(-1)).toEqual([1, 'saved']);
  });

  it('saves different questions independently', () => {
    const { saver, calls } = setup();
    saver.change(1, 'a');
    saver.change(2, 'x');
    expect(calls.map((c) => [c.id, c.answer])).toEqual([
      [1, 'a'],
      [2, 'x'],
    ]);
  });

  it('flush sends waiting text at once and resolves true when all are kept', async () => {
    const { saver, calls } = setup();
    saver.change(4, 'text', { debounce: true });
    saver.change(1, 'a');
    expect(calls.map((c) => c.answer)).toEqual(['a']);
    const done = saver.flush();
    expect(calls.map((c) => c.answer)).toEqual(['a', 'text']);
    calls.forEach((c) => c.resolve());
    await expect(done).resolves.toBe(true);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('keeps a refused answer, reports it, and tries it again on flush', async () => {
    const { saver, calls, states, errors } = setup();
    saver.change(3, '76');
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(states.at(-1)).toEqual([3, 'error']);
    expect(errors).toHaveLength(1);
    expect(saver.hasUnsaved()).toBe(true);
    const retry = saver.flush();
    expect(calls.map((c) => c.answer)).toEqual(['76', '76']);
    calls[1]?.reject(new Error('still offline'));
    await expect(retry).resolves.toBe(false);
    const again = saver.flush();
    calls[2]?.resolve();
    await expect(again).resolves.toBe(true);
    expect(states.at(-1)).toEqual([3, 'saved']);
  });

  it('sends nothing after dispose', () => {
    const { saver, calls } = setup();
    saver.change(4, 'text', { debounce: true });
    saver.dispose();
    vi.advanceTimersByTime(2000);
    saver.change(1, 'a');
    expect(calls).toHaveLength(0);
  });
});
