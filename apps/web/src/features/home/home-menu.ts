import type { ComponentType } from 'react';
import { BellIcon, BookIcon, CalendarIcon, ChatIcon, GridIcon, MailIcon, PathIcon, UserIcon } from '@/components/icons';

/** The areas of the portal shown on home, by their SPEC §2 dictionary labels. */
export const HOME_MENU: { key: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'courses', icon: BookIcon },
  { key: 'learning_paths', icon: PathIcon },
  { key: 'trainings', icon: BookIcon },
  { key: 'calendar', icon: CalendarIcon },
  { key: 'categories', icon: GridIcon },
  { key: 'learning_centers', icon: GridIcon },
  { key: 'instructors', icon: UserIcon },
  { key: 'surveys', icon: ChatIcon },
  { key: 'news_updates', icon: BellIcon },
  { key: 'my_library', icon: BookIcon },
  { key: 'inbox', icon: MailIcon },
  { key: 'notifications', icon: BellIcon },
];
