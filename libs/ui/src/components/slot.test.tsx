import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('<Slot>', () => {
  it('merges class names, styles, handlers (child first) and refs into its child', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot className="from-slot" style={{ color: 'red' }} onClick={() => calls.push('slot')} ref={slotRef} aria-current="page">
        <a href="/x" className="from-child" style={{ fontWeight: 700 }} onClick={() => calls.push('child')} ref={childRef}>
          Link
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Link' });
    expect(link.className).toBe('from-slot from-child');
    expect(link.getAttribute('style')).toContain('color: red');
    expect(link.getAttribute('style')).toContain('font-weight: 700');
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('renders nothing without an element child', () => {
    const { container } = render(<Slot onClick={vi.fn()}>text</Slot>);
    expect(container.innerHTML).toBe('');
  });
});
