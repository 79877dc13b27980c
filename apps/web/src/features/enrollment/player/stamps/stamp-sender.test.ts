import { describe, expect, it } from 'vitest';
import type { StampBody } from './media-clock';
import { StampSender } from './stamp-sender';

interface Call {
  stamp: StampBody;
  resolve: (answer: string) => void;
  reject: (error: unknown) => void;
}

function setup() {
  const calls: Call[] = [];
  const answers: string[] = [];
  const unsent: StampBody[] = [];
  const sender = new StampSender<string>({
    post: (stamp) => new Promise((resolve, reject) => calls.push({ stamp, resolve, reject })),
    onAnswer: (answer) => answers.push(answer),
    onUnsent: (stamp) => unsent.push(stamp),
    isRetryable: (error) => error === 'offline',
  });
  return { sender, calls, answers, unsent };
}

const at = (position: number): StampBody => ({ action: 10, position });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StampSender', () => {
  it('sends one stamp at a time and then only the newest of those that waited', async () => {
    const { sender, calls, answers } = setup();
    sender.send(at(1));
    sender.send(at(2));
    sender.send(at(3));
    expect(calls.map((c) => c.stamp.position)).toEqual([1]);
    calls[0]?.resolve('one');
    await flush();
    expect(calls.map((c) => c.stamp.position)).toEqual([1, 3]);
    calls[1]?.resolve('three');
    await sender.settled();
    expect(answers).toEqual(['one', 'three']);
  });

  it('keeps a stamp that failed on the way, and drops one the server refused', async () => {
    const { sender, calls, unsent } = setup();
    sender.send(at(1));
    calls[0]?.reject('offline');
    await sender.settled();
    sender.send(at(2));
    calls[1]?.reject('refused');
    await sender.settled();
    expect(unsent).toEqual([at(1)]);
  });

  it('goes on with the next stamp after a failure', async () => {
    const { sender, calls, answers } = setup();
    sender.send(at(1));
    sender.send(at(2));
    calls[0]?.reject('offline');
    await flush();
    calls[1]?.resolve('two');
    await sender.settled();
    expect(answers).toEqual(['two']);
  });

  it('keeps the stamp still waiting, or still on its way, when the page goes away', () => {
    const waiting = setup();
    waiting.sender.send(at(1));
    waiting.sender.send(at(2));
    waiting.sender.leave();
    expect(waiting.unsent).toEqual([at(2)]);

    const onItsWay = setup();
    onItsWay.sender.send(at(5));
    onItsWay.sender.leave();
    expect(onItsWay.unsent).toEqual([at(5)]);

    const idle = setup();
    idle.sender.leave();
    expect(idle.unsent).toEqual([]);
  });
});
