import { describe, expect, it } from 'vitest';
import type { ScormCommit } from '@portal/shared';
import { createCmiSaver, storableCmi, type CmiSaveState } from './cmi-saver';
import { installScormRuntime } from './runtime';

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

describe('installScormRuntime', () => {
  it('gives a SCORM 1.2 package window.API with the stored CMI, and reports commit and finish', async () => {
    const commits: [Record<string, string>, boolean][] = [];
    const uninstall = await installScormRuntime(
      '1.2',
      {
        'cmi.core.student_name': 'Jaidee, Somchai',
        'cmi.core.lesson_location': '2',
        'cmi.core.entry': 'resume',
      },
      (cmi, finish) => commits.push([cmi, finish]),
    );
    const api = window.API as Record<string, (...args: string[]) => string>;
    expect(api.LMSInitialize?.('')).toBe('true');
    expect(api.LMSGetValue?.('cmi.core.student_name')).toBe('Jaidee, Somchai');
    expect(api.LMSGetValue?.('cmi.core.lesson_location')).toBe('2');
    api.LMSSetValue?.('cmi.core.lesson_status', 'incomplete');
    api.LMSCommit?.('');
    api.LMSSetValue?.('cmi.core.lesson_status', 'completed');
    api.LMSFinish?.('');
    expect(commits.map(([cmi, finish]) => [cmi['cmi.core.lesson_status'], finish])).toEqual([
      ['incomplete', false],
      ['completed', true],
    ]);
    expect(commits[0]?.[0]['cmi.core.lesson_location']).toBe('2');
    uninstall();
    expect(window.API).toBeUndefined();
  });

  it('gives a SCORM 2004 package window.API_1484_11 and never completes it on its own', async () => {
    const commits: [Record<string, string>, boolean][] = [];
    const uninstall = await installScormRuntime('2004', { 'cmi.learner_id': '7' }, (cmi, finish) =>
      commits.push([cmi, finish]),
    );
    const api = window.API_1484_11 as Record<string, (...args: string[]) => string>;
    expect(api.Initialize?.('')).toBe('true');
    expect(api.GetValue?.('cmi.learner_id')).toBe('7');
    api.SetValue?.('cmi.location', 'p3');
    api.Commit?.('');
    api.Terminate?.('');
    expect(commits).toHaveLength(2);
    expect(commits[0]?.[0]['cmi.location']).toBe('p3');
    expect(commits[1]?.[1]).toBe(true);
    expect(commits[1]?.[0]['cmi.completion_status']).not.toBe('completed');
    uninstall();
    expect(window.API_1484_11).toBeUndefined();
  });
});
