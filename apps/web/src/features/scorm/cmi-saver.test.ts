import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScormCommit } from '@portal/shared';
import { createCmiSaver, storableCmi, type CmiSaveState } from './cmi-saver';
import { BRIDGE_MESSAGE, isFromFrame, listenToPackage } from './runtime';

interface Call {
  commit: ScormCommit;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function setup() {
  const calls: Call[] = [];
  const states: CmiSaveState[] = [];
  const saved: ScormCommit[] = [];
  const saver = createCmiSaver<string>({
    save: (commit) =>
      new Promise<string>((resolve, reject) =>
        calls.push({ commit, resolve: () => resolve('ok'), reject }),
      ),
    onState: (state) => states.push(state),
    onSaved: (_result, commit) => saved.push(commit),
  });
  return { saver, calls, states, saved };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCmiSaver', () => {
  it('sends one commit at a time and only the newest of those made meanwhile', async () => {
    const { saver, calls, saved } = setup();
    saver.commit({ 'cmi.core.lesson_location': '1' });
    saver.commit({ 'cmi.core.lesson_location': '2' });
    saver.commit({ 'cmi.core.lesson_location': '3' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await tick();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.commit.cmi).toEqual({ 'cmi.core.lesson_location': '3' });
    calls[1]?.resolve();
    await tick();
    expect(saved.map((c) => c.cmi['cmi.core.lesson_location'])).toEqual(['1', '3']);
    expect(saver.unsaved()).toBeNull();
  });

  it('keeps a finish when a plain commit replaces it while waiting', async () => {
    const { saver, calls } = setup();
    saver.commit({ 'cmi.core.lesson_status': 'incomplete' });
    saver.commit({ 'cmi.core.lesson_status': 'completed' }, true);
    saver.commit({ 'cmi.core.lesson_status': 'completed', 'cmi.core.exit': 'logout' });
    calls[0]?.resolve();
    await tick();
    expect(calls[1]?.commit).toEqual({
      cmi: { 'cmi.core.lesson_status': 'completed', 'cmi.core.exit': 'logout' },
      finish: true,
    });
  });

  it('does not send a commit identical to the last one kept', async () => {
    const { saver, calls } = setup();
    saver.commit({ 'cmi.suspend_data': 'a' });
    calls[0]?.resolve();
    await tick();
    saver.commit({ 'cmi.suspend_data': 'a' });
    expect(calls).toHaveLength(1);
    saver.commit({ 'cmi.suspend_data': 'a' }, true);
    expect(calls).toHaveLength(2);
  });

  it('keeps a failed commit, reports the error, and sends it again on flush', async () => {
    const { saver, calls, states } = setup();
    saver.commit({ 'cmi.core.lesson_status': 'completed' }, true);
    calls[0]?.reject(new Error('offline'));
    await tick();
    expect(states).toEqual(['saving', 'error']);
    expect(saver.unsaved()).toEqual({
      cmi: { 'cmi.core.lesson_status': 'completed' },
      finish: true,
    });
    const flushed = saver.flush();
    await tick();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.commit.finish).toBe(true);
    calls[1]?.resolve();
    expect(await flushed).toBe(true);
    expect(states.at(-1)).toBe('saved');
    expect(saver.unsaved()).toBeNull();
  });

  it('flush answers false when the retry fails too, without looping', async () => {
    const { saver, calls } = setup();
    saver.commit({ 'cmi.suspend_data': 'x' });
    calls[0]?.reject(new Error('offline'));
    await tick();
    const flushed = saver.flush();
    await tick();
    calls[1]?.reject(new Error('still offline'));
    expect(await flushed).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('stops sending after dispose', async () => {
    const { saver, calls } = setup();
    saver.dispose();
    saver.commit({ 'cmi.suspend_data': 'x' });
    expect(calls).toHaveLength(0);
    expect(await saver.flush()).toBe(false);
  });
});

describe('createCmiSaver: a completion the server did not count yet (its play floor)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server that counts a completion only from its second sending, as within the floor. */
  function floorSetup() {
    vi.useFakeTimers();
    const sent: ScormCommit[] = [];
    const counted: boolean[] = [];
    const saver = createCmiSaver<{ completed: boolean }>({
      save: (commit) => {
        sent.push(commit);
        const completed =
          commit.cmi['cmi.core.lesson_status'] === 'completed' &&
          sent.filter((c) => c.cmi['cmi.core.lesson_status'] === 'completed').length > 1;
        return Promise.resolve({ completed });
      },
      onSaved: (answer) => counted.push(answer.completed),
      commitAgainAfter: (answer, commit) =>
        !answer.completed && commit.cmi['cmi.core.lesson_status'] === 'completed' ? 1000 : null,
    });
    return { saver, sent, counted };
  }

  it('commits the same completion again once the floor has passed, and no more', async () => {
    const { saver, sent, counted } = floorSetup();
    saver.commit({ 'cmi.core.lesson_status': 'completed' }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(counted).toEqual([false]);
    // The package commits nothing new: the identical CMI is not sent before the floor.
    saver.commit({ 'cmi.core.lesson_status': 'completed' }, true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ cmi: { 'cmi.core.lesson_status': 'completed' }, finish: true });
    expect(counted).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(2);
    expect(saver.unsaved()).toBeNull();
  });

  it('lets a newer commit replace it, and gives it to flush and to the exit send', async () => {
    const { saver, sent } = floorSetup();
    saver.commit({ 'cmi.core.lesson_status': 'completed' });
    await vi.advanceTimersByTimeAsync(0);
    // Leaving before the floor: the exit send and flush carry the completion.
    expect(saver.unsaved()).toEqual({ cmi: { 'cmi.core.lesson_status': 'completed' } });
    await saver.flush();
    expect(sent).toHaveLength(2);
    saver.commit({ 'cmi.core.lesson_status': 'incomplete', 'cmi.suspend_data': 'p3' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((c) => c.cmi['cmi.core.lesson_status'])).toEqual([
      'completed',
      'completed',
      'incomplete',
    ]);
  });

  it('sends nothing again after dispose', async () => {
    const { saver, sent } = floorSetup();
    saver.commit({ 'cmi.core.lesson_status': 'completed' });
    await vi.advanceTimersByTimeAsync(0);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
  });
});

describe('storableCmi', () => {
  it('keeps non-empty string cmi values only', () => {
    expect(
      storableCmi({
        'cmi.core.lesson_status': 'completed',
        'cmi.core.exit': '',
        'cmi.objectives': {},
        'cmi.core.score.raw': '90',
        other: 'x',
      }),
    ).toEqual({ 'cmi.core.lesson_status': 'completed', 'cmi.core.score.raw': '90' });
  });
});

describe('listenToPackage', () => {
  /** A frame standing in for the sandboxed package frame, and a message from a window. */
  function setupFrame() {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const frame = iframe.contentWindow;
    if (!frame) throw new Error('no frame window');
    const commits: [Record<string, string>, boolean][] = [];
    const stop = listenToPackage({
      frame: () => frame,
      nonce: 'n0nce',
      onCommit: (cmi, finish) => commits.push([cmi, finish]),
    });
    const post = (data: unknown, source: Window | null = frame) =>
      window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
    return { iframe, frame, commits, stop, post };
  }
  const commit = (extra: Record<string, unknown> = {}) => ({
    type: BRIDGE_MESSAGE,
    nonce: 'n0nce',
    finish: false,
    cmi: { 'cmi.core.lesson_status': 'incomplete', 'cmi.core.exit': '' },
    ...extra,
  });

  it('takes commits and finishes from the package frame with the launch nonce', () => {
    const { commits, stop, post, iframe } = setupFrame();
    post(commit());
    post(commit({ finish: true, cmi: { 'cmi.core.lesson_status': 'completed' } }));
    expect(commits).toEqual([
      [{ 'cmi.core.lesson_status': 'incomplete' }, false],
      [{ 'cmi.core.lesson_status': 'completed' }, true],
    ]);
    stop();
    post(commit());
    expect(commits).toHaveLength(2);
    iframe.remove();
  });

  it('ignores other windows, other nonces and malformed messages', () => {
    const { commits, stop, post, iframe } = setupFrame();
    const other = document.createElement('iframe');
    document.body.append(other);
    post(commit(), window);
    post(commit(), other.contentWindow);
    post(commit(), null);
    post(commit({ nonce: 'guess' }));
    post(commit({ type: 'other' }));
    post(commit({ cmi: { 'cmi.core.lesson_status': 7 } }));
    post(commit({ cmi: { '__proto__.x': 'y' } }));
    post(commit({ finish: 'yes' }));
    post('cmi.core.lesson_status=completed');
    expect(commits).toEqual([]);
    stop();
    other.remove();
    iframe.remove();
  });

  it('takes a frame inside the package frame as the package', () => {
    const { frame, commits, stop, post, iframe } = setupFrame();
    const inner = frame.document.createElement('iframe');
    frame.document.body.append(inner);
    expect(isFromFrame(frame, inner.contentWindow)).toBe(true);
    post(commit(), inner.contentWindow);
    expect(commits).toHaveLength(1);
    stop();
    iframe.remove();
  });
});
