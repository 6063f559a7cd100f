import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_CONFIRMATION_MS } from '@tutorium/shared/contracts';
import { renderWithProviders } from '@tutorium/shared/testing';
import ContactPage from './contact-page';

const CONFIRMATION = 'Your message has been sent! ✅';

async function renderContactPage() {
  const rendered = renderWithProviders(<ContactPage />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return { ...rendered, user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Amina Rahman');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'amina@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'How do points work?');
}

describe('ContactPage', () => {
  const fetchSpy = jest.fn();
  const originalFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy;
  });
  afterEach(() => jest.useRealTimers());

  it('asks for name, e-mail and message, all required', async () => {
    await renderContactPage();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeRequired();
  });

  it('confirms for 3 seconds, clears the form and sends nothing', async () => {
    const { user } = await renderContactPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMATION);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(CONTACT_CONFIRMATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMATION);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).not.toHaveTextContent(CONFIRMATION);
  });

  it('does not confirm an incomplete message', async () => {
    const { user } = await renderContactPage();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Amina');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('status')).not.toHaveTextContent(CONFIRMATION);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Amina');
  });

  it('shows the support address, phone, e-mail and hours', async () => {
    await renderContactPage();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@tutorium.com' })).toHaveAttribute('href', 'mailto:support@tutorium.com');
    expect(screen.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', 'tel:+8801700000000');
    expect(screen.getByText(/Dhaka/)).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9:00 AM-6:00 PM')).toBeInTheDocument();
  });
});
