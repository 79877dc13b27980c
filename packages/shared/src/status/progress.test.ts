import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRANSITIONS,
  adminTargets,
  canAdminTransition,
  statusGroup,
  STATUS_GROUPS,
} from './progress';

describe('statusGroup', () => {
  it('puts each status in the group SPEC §4 gives', () => {
    for (const s of [0, 1, 2, 3, 5]) expect(statusGroup(s)).toBe('to_do');
    for (const s of [21, 22, 23, 6]) expect(statusGroup(s)).toBe('doing');
    for (const s of [30, 31, -12, -11, -6, -5, -4, -3, -2, -1]) expect(statusGroup(s)).toBe('done');
  });

  it('puts submitted (300) and unknown statuses in no group', () => {
    expect(statusGroup(300)).toBeNull();
    expect(statusGroup(99)).toBeNull();
  });

  it('has no status in two groups', () => {
    const all = [...STATUS_GROUPS.to_do, ...STATUS_GROUPS.doing, ...STATUS_GROUPS.done];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('admin transitions', () => {
  it('allows the learning result changes of SPEC §4 and nothing else', () => {
    expect(canAdminTransition('learning_result', 22, 6)).toBe(true);
    expect(canAdminTransition('learning_result', 0, 21)).toBe(false);
    expect(adminTargets('learning_result', -5)).toEqual([21, 22, 30, 6]);
  });

  it('lets material go only between in progress and completed', () => {
    expect(adminTargets('learning_material', 0)).toEqual([30]);
    expect(canAdminTransition('learning_material', 30, -5)).toBe(false);
  });

  it('never offers a change to the same status', () => {
    for (const table of Object.values(ADMIN_TRANSITIONS)) {
      for (const [from, targets] of Object.entries(table))
        expect(targets).not.toContain(Number(from));
    }
  });
});
