// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PrefixSelect } from './PrefixSelect';

const options = [{ value: 'A-1', label: 'A-1', code: 'a1' }];

/** Reads the select's aria-controls right after its first render, before any effect could set it. */
function FirstRender({ seen, id }: { seen: (value: string | null) => void; id?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    seen(box.current!.querySelector('[role="combobox"]')!.getAttribute('aria-controls'));
  }, [seen]);
  return (
    <div ref={box}>
      <PrefixSelect aria-label="Product" id={id} options={options} />
    </div>
  );
}

describe('PrefixSelect', () => {
  it('names its option list from the first render', () => {
    let first: string | null = null;
    const { getByRole } = render(<FirstRender seen={(value) => (first = value)} />);
    const input = getByRole('combobox');
    expect(first).toBe(`${input.id}_list`);
    expect(input.id).not.toBe('');
  });

  it('keeps an id it is given', () => {
    let first: string | null = null;
    render(<FirstRender id="line-7-product" seen={(value) => (first = value)} />);
    expect(first).toBe('line-7-product_list');
  });
});
