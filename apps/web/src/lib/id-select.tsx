import { SelectField } from '@marketplace/ui';
import type { ReactNode } from 'react';

export interface IdOption {
  readonly id: number;
  readonly label: string;
}

/**
 * A select of ids (make, model, trim, year …) whose first option is the "Choose …" placeholder: the value is null
 * until one is chosen. For the cascades of the tool screens (choosing a make empties the model, and so on).
 */
export function IdSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  label: ReactNode;
  placeholder: string;
  options: readonly IdOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
