import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { DEFAULT_TOAST_MS, ToastProvider } from './toast';
import { useToast } from './toast-context';

function SaveButton() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Gig updated successfully')}>Save</button>
      <button type="button" onClick={() => toast.error('Boost failed', { durationMs: 1000 })}>Boost</button>
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <SaveButton />
      </ToastProvider>
    </I18nextProvider>,
  );
  return user;
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message in the status region and dismisses it after a while', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Gig updated successfully');
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_MS));
    expect(screen.getByRole('status')).not.toHaveTextContent('Gig updated successfully');
  });

  it('honours a custom duration and can be closed by hand', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).not.toHaveTextContent('Boost failed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the developer when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});
