import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldMessage, TextField } from './text-field';

describe('fieldMessage (spec §5 display rule)', () => {
  it('hides an error until the field is touched', () => {
    expect(fieldMessage({ error: 'Required', touched: false, empty: true })).toBeNull();
    expect(fieldMessage({ error: 'Required', touched: true, empty: true })).toEqual({ kind: 'error', text: 'Required' });
  });

  it('shows the helper while untouched-with-error or valid, only while the field is empty', () => {
    expect(fieldMessage({ error: 'Required', touched: false, helperText: 'Your email', empty: true })).toEqual({ kind: 'helper', text: 'Your email' });
    expect(fieldMessage({ helperText: 'Your email', empty: false })).toBeNull();
  });

  it('prefers the error over the helper once touched', () => {
    expect(fieldMessage({ error: 'Required', touched: true, helperText: 'Your email', empty: true })?.kind).toBe('error');
  });
});

describe('<TextField>', () => {
  it('does not show the error before the field is touched', () => {
    render(<TextField label="Email" error="Required" touched={false} />);
    const input = screen.getByLabelText('Email');
    expect(screen.queryByText('Required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error, marks the input invalid and links the message once touched', () => {
    render(<TextField label="Email" error="Required" touched />);
    const input = screen.getByLabelText('Email');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('hides the helper text as soon as typing starts and brings it back when emptied', () => {
    render(<TextField label="VIN" helperText="17 letters and digits" />);
    const input = screen.getByLabelText('VIN');
    expect(screen.getByText('17 letters and digits')).toBeTruthy();
    act(() => {
      fireEvent.change(input, { target: { value: '1' } });
    });
    expect(screen.queryByText('17 letters and digits')).toBeNull();
    act(() => {
      fireEvent.change(input, { target: { value: '' } });
    });
    expect(screen.getByText('17 letters and digits')).toBeTruthy();
  });

  it('does not show the helper when the field starts with a value', () => {
    render(<TextField label="City" helperText="Where you live" defaultValue="Québec" />);
    expect(screen.queryByText('Where you live')).toBeNull();
  });
});
