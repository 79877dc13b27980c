import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClassProgram } from '../api/get-class';
import { classProgramMessages } from '../class-program-messages';
import { scheduleMessages } from '../schedule-messages';

/**
 * The first breadcrumbs of a class's pages: the class list, or, within a class program, the
 * program list and the program (its title once read). An array, so Breadcrumbs puts its
 * separator between each.
 */
export function useListCrumbs(programId: number | null): ReactNode[] {
  const { t } = useFeatureTranslation(scheduleMessages);
  const { t: tp } = useFeatureTranslation(classProgramMessages);
  const program = useClassProgram(programId);
  if (programId === null)
    return [
      <Anchor key="list" component={Link} to="/class" size="sm">
        {t('schedule_classes')}
      </Anchor>,
    ];
  return [
    <Anchor key="list" component={Link} to="/class-program" size="sm">
      {tp('cp_programs')}
    </Anchor>,
    <Anchor key="program" component={Link} to={`/class-program/${programId}`} size="sm">
      {program.data?.title ?? tp('cp_program')}
    </Anchor>,
  ];
}
