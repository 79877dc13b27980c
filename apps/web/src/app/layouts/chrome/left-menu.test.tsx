import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BookIcon } from '@/components/icons';
import { LeftMenu } from './left-menu';

const items = [
  { to: '/content', label: 'Content', icon: BookIcon },
  { to: '/content?kind=learning_path', label: 'Learning paths', icon: BookIcon },
  { to: '/content?kind=onboard', label: 'Onboarding', icon: BookIcon },
];

function currentAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LeftMenu items={items} collapsed={false} />
    </MemoryRouter>,
  );
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('LeftMenu', () => {
  it('marks one entry current when a filtered list has its own entry', () => {
    expect(currentAt('/content?kind=learning_path')).toEqual(['Learning paths']);
  });

  it('keeps the plain entry current on its list and on the pages under it', () => {
    expect(currentAt('/content')).toEqual(['Content']);
  });

  it('keeps the plain entry current under it', () => {
    expect(currentAt('/content/learning-path/5')).toEqual(['Content']);
  });
});
