import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Field } from './field';

describe('Field', () => {
  it('labels an input and takes typing', async () => {
    const { user } = renderWithProviders(<Field label="Email" type="email" name="email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
  });

  it('describes the control with its hint and error and marks it invalid', () => {
    renderWithProviders(<Field label="Budget" hint="For example 500-800 BDT per hour" error="Budget is required" />);
    const input = screen.getByRole('textbox', { name: 'Budget' });
    expect(input).toHaveAccessibleDescription('For example 500-800 BDT per hour Budget is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is valid without an error', () => {
    renderWithProviders(<Field label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('renders a textarea', async () => {
    const { user } = renderWithProviders(<Field as="textarea" label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hello');
  });

  it('renders a select with its options', async () => {
    const { user } = renderWithProviders(
      <Field as="select" label="Mode" defaultValue="online">
        <option value="online">Online</option>
        <option value="offline">Offline</option>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Mode' });
    expect(select).toHaveValue('online');
    await user.selectOptions(select, 'Offline');
    expect(select).toHaveValue('offline');
  });
});
