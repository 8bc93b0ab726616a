import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { useUiLabels } from './labels';

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value' | 'size' | 'multiple'> {
  label: ReactNode;
  /** Called with the chosen file (not called when the choice is cancelled). */
  onFile: (file: File) => void;
  error?: string | null;
  helperText?: ReactNode;
  /** The image already saved (shown until another file is chosen). */
  previewUrl?: string | null;
  previewAlt?: string;
  /** Shown under the row, e.g. an upload's progress. */
  children?: ReactNode;
}

const canPreview = (file: File) => /^image\/(jpeg|png|gif|webp)$/.test(file.type) && typeof URL.createObjectURL === 'function';

/**
 * A file input with a styled, translated button instead of the browser's "Choose File". The native input stays in the
 * page (visually hidden, still focusable: Enter or Space opens the file dialog) so keyboards, screen readers and
 * test tools use it as usual; the chosen image is previewed.
 */
export function FilePicker({ label, onFile, error, helperText, previewUrl, previewAlt, children, id, className, disabled, ...input }: FilePickerProps) {
  const labels = useUiLabels();
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const nameId = `${inputId}-name`;
  const messageId = `${inputId}-message`;
  const [chosen, setChosen] = useState<{ name: string; url: string | null } | null>(null);

  useEffect(() => () => {
    if (chosen?.url) URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const preview = chosen?.url ?? previewUrl ?? null;
  const message = error ?? helperText;
  return (
    <div className={cx('ui-field', 'ui-file', error && 'ui-field--invalid', disabled && 'ui-field--disabled', className)}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-file__row">
        <input
          {...input}
          id={inputId}
          type="file"
          disabled={disabled}
          className="ui-file__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[nameId, message ? messageId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setChosen({ name: file.name, url: canPreview(file) ? URL.createObjectURL(file) : null });
            onFile(file);
          }}
        />
        <label htmlFor={inputId} className="ui-button ui-button--outlined ui-button--small ui-file__button" aria-hidden="true">
          {labels.chooseFile}
        </label>
        <span id={nameId} className="ui-file__name">
          {chosen?.name ?? labels.noFileChosen}
        </span>
      </div>
      {preview ? <img className="ui-file__preview" src={preview} alt={previewAlt ?? labels.filePreview} /> : null}
      {children}
      {message ? (
        <p id={messageId} className={cx('ui-field__message', error ? 'ui-field__message--error' : 'ui-field__message--helper')} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
