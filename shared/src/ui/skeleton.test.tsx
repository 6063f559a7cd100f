import { renderWithProviders } from '../testing';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized as asked', () => {
    const { container } = renderWithProviders(<Skeleton width="40%" height="2rem" />);
    const block = container.querySelector('span');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ inlineSize: '40%', blockSize: '2rem' });
  });

  it('stacks text lines', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  });
});
