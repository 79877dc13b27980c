import type { ComponentType } from 'react';
import {
  BookIcon,
  GridIcon,
  ListCheckIcon,
  PathIcon,
  PenIcon,
  SearchIcon,
  UserIcon,
} from '@/components/icons';

/**
 * The areas of the portal linked from home, by their SPEC §2 dictionary labels. Menus are unique
 * by id (SPEC §2): one entry per key. Only areas with a screen are listed.
 */
export const HOME_MENU: { key: string; to: string; icon: ComponentType<{ size?: number }> }[] = [
  { key: 'courses', to: '/course', icon: BookIcon },
  { key: 'categories', to: '/category', icon: GridIcon },
  { key: 'learning_paths', to: '/learning-path', icon: PathIcon },
  { key: 'instructors', to: '/instructor', icon: UserIcon },
  { key: 'learning_centers', to: '/provider', icon: GridIcon },
  { key: 'tests', to: '/test', icon: PenIcon },
  { key: 'surveys', to: '/survey', icon: ListCheckIcon },
  { key: 'search', to: '/search', icon: SearchIcon },
  { key: 'my_library', to: '/profile/library', icon: BookIcon },
];
