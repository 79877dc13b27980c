import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first render and shows them after the first frame', async () => {
    render(
      <main>
        <h1>Welcome</h1>
        <AfterFirstPaint>
          <section>Newest courses</section>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByText('Newest courses')).toBeNull();
    expect(await screen.findByText('Newest courses')).toBeTruthy();
  });
});
