import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(<Button loading onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when typed as submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="danger">Delete</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ButtonLink', () => {
  it('stays a link to its target', () => {
    renderWithProviders(<ButtonLink to="/signup" variant="secondary">Join</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
  });
});
