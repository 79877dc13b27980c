import { MATERIAL_STAMP } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { MediaStampClock } from './media-clock';

const video = () => new MediaStampClock(MATERIAL_STAMP.video, () => 8);

describe('MediaStampClock', () => {
  it('stamps while playing once every SPEC §9 duration (0.5 s), not on every tick', () => {
    const clock = video();
    const sent = [];
    // timeupdate about every 250 ms for 2 s of playback.
    for (let ms = 0; ms <= 2000; ms += 250) {
      const stamp = clock.tick(ms, ms / 1000, true);
      if (stamp) sent.push(stamp.position);
    }
    expect(sent).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('sends the action and the media length with the position, to the tenth of a second', () => {
    const clock = new MediaStampClock(MATERIAL_STAMP.audio, () => 10.031);
    expect(clock.tick(0, 1.234, true)).toEqual({ action: 10, position: 1.2, duration: 10 });
  });

  it('does not stamp while paused, nor the same position twice', () => {
    const clock = video();
    expect(clock.tick(0, 3, false)).toBeNull();
    expect(clock.settle(0, 3)).toMatchObject({ position: 3 });
    expect(clock.settle(5000, 3)).toBeNull();
    expect(clock.tick(10_000, 3, true)).toBeNull();
  });

  it('stamps at once on pause and seek, whatever the interval', () => {
    const clock = video();
    expect(clock.tick(0, 1, true)).toMatchObject({ position: 1 });
    expect(clock.settle(100, 1.3)).toMatchObject({ position: 1.3 });
    expect(clock.settle(150, 6)).toMatchObject({ position: 6 });
  });

  it('stamps the full length at the end, so the last second counts', () => {
    const clock = video();
    clock.tick(0, 7.6, true);
    expect(clock.end(100)).toEqual({ action: 10, position: 8, duration: 8 });
    expect(clock.end(200)).toBeNull();
  });

  it('does not send again the position the server already counted', () => {
    const clock = video();
    clock.resumeFrom(4);
    expect(clock.settle(0, 4)).toBeNull();
    expect(clock.tick(0, 4.5, true)).toMatchObject({ position: 4.5 });
  });

  it('leaves out the length when the player does not know it yet', () => {
    const clock = new MediaStampClock(MATERIAL_STAMP.external_video, () => Number.NaN);
    expect(clock.tick(0, 2, true)).toEqual({ action: 10, position: 2 });
  });
});
