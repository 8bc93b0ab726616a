import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider, useSnackbar, SNACKBAR_DURATION_MS } from './snackbar';

function Harness() {
  const { enqueue } = useSnackbar();
  const n = useRef(0);
  return (
    <button type="button" onClick={() => enqueue({ message: `Message ${++n.current}` })}>
      Notify
    </button>
  );
}

const visibleMessages = () => screen.queryAllByText(/^Message \d+$/).map((el) => el.textContent);

describe('<SnackbarProvider>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most three snackbars and queues the rest in order', () => {
    render(
      <SnackbarProvider>
        <Harness />
      </SnackbarProvider>,
    );
    const button = screen.getByRole('button', { name: 'Notify' });
    for (let i = 0; i < 5; i++) fireEvent.click(button);
    expect(visibleMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('hides each snackbar after five seconds and then shows the queued ones', () => {
    render(
      <SnackbarProvider>
        <Harness />
      </SnackbarProvider>,
    );
    const button = screen.getByRole('button', { name: 'Notify' });
    for (let i = 0; i < 4; i++) fireEvent.click(button);
    expect(visibleMessages()).toHaveLength(3);

    act(() => {
      vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 100);
    });
    expect(visibleMessages()).toEqual(['Message 1', 'Message 2', 'Message 3']);

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(visibleMessages()).toEqual(['Message 4']);

    act(() => {
      vi.advanceTimersByTime(SNACKBAR_DURATION_MS);
    });
    expect(visibleMessages()).toEqual([]);
  });

  it('dismisses a snackbar with its close button', () => {
    render(
      <SnackbarProvider>
        <Harness />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(visibleMessages()).toEqual([]);
  });
});
