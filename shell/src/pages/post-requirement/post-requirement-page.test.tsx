import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tutorium/shared/testing';
import PostRequirementPage from './post-requirement-page';

describe('PostRequirementPage', () => {
  const fetchSpy = jest.fn();
  const originalFetch = globalThis.fetch;
  let alertSpy: jest.SpyInstance;
  let infoSpy: jest.SpyInstance;

  beforeEach(() => {
    globalThis.fetch = fetchSpy;
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    infoSpy = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fetchSpy.mockReset();
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  const field = (name: RegExp) => screen.getByRole('textbox', { name });

  it('asks for name, e-mail, subject and budget, with mode online by default', async () => {
    renderWithProviders(<PostRequirementPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post your requirement' })).toBeInTheDocument();
    for (const name of [/Name/, /Email/, /Subject/, /Budget/]) expect(field(name)).toBeRequired();
    expect(field(/Description/)).not.toBeRequired();
    expect(field(/Budget/)).toHaveAccessibleDescription('For example: 500-800 BDT per hour');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveDisplayValue('Online');
  });

  it('logs the requirement, confirms with an alert and resets the form, without any call', async () => {
    const { user } = renderWithProviders(<PostRequirementPage />);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Rafi Ahmed');
    await user.type(field(/Email/), 'rafi@example.com');
    await user.type(field(/Subject/), 'Physics');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Both');
    await user.type(field(/Budget/), '500-800 BDT per hour');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));

    expect(alertSpy).toHaveBeenCalledWith('Your requirement has been submitted successfully!');
    expect(infoSpy).toHaveBeenCalledWith(expect.any(String), {
      name: 'Rafi Ahmed',
      email: 'rafi@example.com',
      subject: 'Physics',
      mode: 'both',
      budget: '500-800 BDT per hour',
      description: '',
    });
    expect(field(/Name/)).toHaveValue('');
    expect(field(/Budget/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('online');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not submit without the required fields', async () => {
    const { user } = renderWithProviders(<PostRequirementPage />);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Rafi Ahmed');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(alertSpy).not.toHaveBeenCalled();
    expect(field(/Name/)).toHaveValue('Rafi Ahmed');
  });
});
