import { describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { buildStep } from '@/test/program-factories';
import { stepAction } from './step-state';

const withStatus = (status: (typeof PROGRESS_STATUS)[keyof typeof PROGRESS_STATUS]) =>
  buildStep(1, 'Step', { learning_result: { status, percent: 0 } });

describe('stepAction', () => {
  it('offers nothing before the program is enrolled in, or on a locked step', () => {
    expect(stepAction(buildStep(1, 'Step'), false)).toBeNull();
    expect(stepAction(buildStep(1, 'Step', { is_locked: true }), true)).toBeNull();
  });

  it('starts (posts) a step not started, cancelled or waiting; continues or reviews the others', () => {
    expect(stepAction(buildStep(1, 'Step'), true)).toBe('start');
    expect(stepAction(withStatus(PROGRESS_STATUS.not_start), true)).toBe('start');
    expect(stepAction(withStatus(PROGRESS_STATUS.cancel), true)).toBe('start');
    expect(stepAction(withStatus(PROGRESS_STATUS.waiting_approve), true)).toBe('start');
    expect(stepAction(withStatus(PROGRESS_STATUS.in_progress), true)).toBe('continue');
    expect(stepAction(withStatus(PROGRESS_STATUS.survey_required), true)).toBe('continue');
    expect(stepAction(withStatus(PROGRESS_STATUS.completed), true)).toBe('review');
  });
});
