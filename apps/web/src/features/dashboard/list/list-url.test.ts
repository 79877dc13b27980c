import { describe, expect, it } from 'vitest';
import { clearFilters, nextMultiFilter, readMultiFilter } from './list-url';

const url = (s: string) => new URLSearchParams(s);
const ALL = ['1', '21', '30', '-5'];

describe('dashboard list URL state', () => {
  it('reads a multi-value filter as its values, none meaning all', () => {
    expect(readMultiFilter(url('status=1,-5'), 'status')).toEqual(['1', '-5']);
    expect(readMultiFilter(url('status=1,1,,30'), 'status')).toEqual(['1', '30']);
    expect(readMultiFilter(url(''), 'status')).toEqual([]);
  });

  it('writes the chosen values in option order and resets the page', () => {
    const next = nextMultiFilter(url('page=3&search=somchai&status=1'), 'status', ['30', '1'], ALL);
    expect(next.get('status')).toBe('1,30');
    expect(next.has('page')).toBe(false);
    expect(next.get('search')).toBe('somchai');
  });

  it("removes the filter when every option or none is chosen ('select all')", () => {
    expect(nextMultiFilter(url('status=1&ordering=updated'), 'status', ALL, ALL).toString()).toBe(
      'ordering=updated',
    );
    expect(nextMultiFilter(url('status=1&page=2'), 'status', [], ALL).toString()).toBe('');
  });

  it('ignores values that are not options', () => {
    expect(nextMultiFilter(url(''), 'status', ['99', '21'], ALL).get('status')).toBe('21');
  });

  it('clears the named filters and the page but keeps search, ordering and language', () => {
    const next = clearFilters(
      url('page=4&search=a&ordering=-created&status=1,30&group=done&content=7&lang=th'),
      ['status', 'group', 'content'],
    );
    expect(next.toString()).toBe('search=a&ordering=-created&lang=th');
  });
});
