import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';
import { defaultUiLabels, UiLabelsProvider } from './labels';

describe('<FilePicker>', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('labels a focusable native input with the accepted types and shows the translated button', () => {
    render(
      <UiLabelsProvider labels={{ ...defaultUiLabels, chooseFile: 'Choisir un fichier', noFileChosen: 'Aucun fichier choisi' }}>
        <FilePicker label="Front of the licence" accept="image/jpeg,image/png" onFile={() => undefined} />
      </UiLabelsProvider>,
    );
    const input = screen.getByLabelText('Front of the licence') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(input.tabIndex).toBe(0);
    expect(screen.getByText('Choisir un fichier')).toBeTruthy();
    expect(screen.getByText('Aucun fichier choisi').id).toBe(input.getAttribute('aria-describedby'));
    input.focus();
    expect(document.activeElement).toBe(input);
  });

  it('hands over the chosen file, shows its name and previews the image', () => {
    const onFile = vi.fn();
    render(<FilePicker label="Photo" accept="image/png" onFile={onFile} />);
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByText('front.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the chosen file' }).getAttribute('src')).toBe('blob:preview');
  });

  it('shows the saved image and the error under the field', () => {
    render(<FilePicker label="Photo" onFile={() => undefined} previewUrl="/api/photo.jpg" previewAlt="Saved photo" error="The file is too large." />);
    expect(screen.getByRole('img', { name: 'Saved photo' }).getAttribute('src')).toBe('/api/photo.jpg');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The file is too large.');
    const input = screen.getByLabelText('Photo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });
});
