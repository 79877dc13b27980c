import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WordBreaks, wordPieces } from './word-breaks';

describe('wordPieces', () => {
  it('cuts a Thai title between its words, never inside one', () => {
    expect(wordPieces('หลักสูตรความปลอดภัยในสถานที่ทำงาน')).toEqual([
      'หลักสูตร',
      'ความ',
      'ปลอดภัย',
      'ใน',
      'สถาน',
      'ที่',
      'ทำงาน',
    ]);
  });

  it('leaves spaces and punctuation where they are: a line breaks there already', () => {
    expect(wordPieces('ภาษาอังกฤษ (Business English)')).toEqual([
      'ภาษา',
      'อังกฤษ (Business English)',
    ]);
  });

  it('builds the Thai segmenter only for Thai text (its first use is slow on a phone)', async () => {
    vi.resetModules();
    const Real = Intl.Segmenter;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    let built = 0;
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    };
    try {
      const fresh = await import('./word-breaks');
      expect(fresh.wordPieces('Workplace safety')).toEqual(['Workplace safety']);
      expect(built).toBe(0);
      expect(fresh.wordPieces('ความปลอดภัย')).toEqual(['ความ', 'ปลอดภัย']);
      expect(fresh.wordPieces('ในที่ทำงาน')).toHaveLength(3);
      expect(built).toBe(1);
    } finally {
      intl.Segmenter = Real;
    }
  });

  it('keeps text without Thai whole', () => {
    expect(wordPieces('Workplace safety for new staff')).toEqual([
      'Workplace safety for new staff',
    ]);
  });
});

describe('WordBreaks', () => {
  it('puts a <wbr> between Thai words and keeps the text as it was', () => {
    const { container } = render(<WordBreaks text="ความปลอดภัยในที่ทำงาน" />);
    expect(container.textContent).toBe('ความปลอดภัยในที่ทำงาน');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
    expect(container.querySelector('[data-word-breaks]')).toHaveProperty(
      'style.wordBreak',
      'keep-all',
    );
  });

  it('renders English text as plain text', () => {
    const { container } = render(<WordBreaks text="Workplace safety" />);
    expect(container.innerHTML).toBe('Workplace safety');
  });
});
