import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

describe('<SelectField>', () => {
  const options = (
    <>
      <option value="">Any</option>
      <option value="7">Admin</option>
    </>
  );

  it('is labelled, reports changes and shows its helper text', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="User type" helperText="Filters the list" value="" onChange={onChange}>
        {options}
      </SelectField>,
    );
    const select = screen.getByLabelText('User type');
    expect(screen.getByText('Filters the list').id).toBe(select.getAttribute('aria-describedby'));
    fireEvent.change(select, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its error only once touched', () => {
    const { rerender } = render(
      <SelectField label="Type" error="Required" defaultValue="">
        {options}
      </SelectField>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <SelectField label="Type" error="Required" touched defaultValue="">
        {options}
      </SelectField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(screen.getByLabelText('Type').getAttribute('aria-invalid')).toBe('true');
  });
});
