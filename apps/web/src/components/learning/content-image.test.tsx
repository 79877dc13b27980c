import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ContentImage } from './content-image';

describe('ContentImage', () => {
  it('asks a page’s heading cover at once and first, and a list’s pictures lazily', () => {
    const cover = '/api/media/image/ab/ab12.jpg';
    const { container, rerender } = render(
      <ContentImage id={1} title="Spreadsheets" image={cover} priority />,
    );
    const heading = container.querySelector('img');
    expect(heading?.getAttribute('loading')).toBe('eager');
    expect(heading?.getAttribute('fetchpriority')).toBe('high');
    rerender(<ContentImage id={1} title="Spreadsheets" image={cover} />);
    const listed = container.querySelector('img');
    expect(listed?.getAttribute('loading')).toBe('lazy');
    expect(listed?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows the title’s initial when there is no picture', () => {
    const { container } = render(<ContentImage id={2} title="เศรษฐศาสตร์" image={null} priority />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('ศ');
  });
});
