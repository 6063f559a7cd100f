import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { Button } from './button';
import { Modal } from './modal';

function ModalExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Not Enough Points"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button>
            <Button>Buy Points</Button>
          </>
        }
      >
        <p>You need more points.</p>
      </Modal>
    </>
  );
}

async function openModal() {
  const rendered = renderWithProviders(<ModalExample />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  return rendered;
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Not Enough Points' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You need more points.');
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a click outside the panel but not inside it', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('You need more points.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('dialog has no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const buy = screen.getByRole('button', { name: 'Buy Points' });
    close.focus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(buy).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(buy).toHaveFocus();
  });
});
